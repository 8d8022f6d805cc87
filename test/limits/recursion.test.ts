// Limit: the stack. Deep recursion, in the script or through the runtime (repr of a deeply
// nested list), ends as RecursionError with the script's line instead of crashing the sandbox.
import { beforeAll, describe, expect, it } from "vitest";
import { attack, expectHostUp } from "./attack.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(ensureBuilt, 120_000);

describe("stack cap", () => {
  it("turns unbounded recursion into RecursionError at the script's line", async () => {
    const { envelope } = await attack("print('start')\ndef f(n):\n    return f(n + 1)\nf(0)\n");
    expect(envelope).toMatchObject({ status: "error", prints: "start\n", error: { type: "RecursionError", line: 3 } });
    await expectHostUp();
  });

  it("survives recursion inside the runtime (repr of a deeply nested list)", async () => {
    const { envelope } = await attack("x = []\nfor i in range(200000):\n    x = [x]\nlen(repr(x))\n", { limits: { stackBytes: 256 * 1024 } });
    expect(envelope.status).toBe("error");
    expect(envelope.error?.type).toBe("RecursionError");
    await expectHostUp();
  });
});
