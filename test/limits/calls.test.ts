// Limit: the call cap (daemon.tool_flow.max_calls). The call over the cap never reaches the tool,
// the script cannot catch the stop, and the calls and prints before it are kept.
import { beforeAll, describe, expect, it } from "vitest";
import { attack, expectHostUp, textTool } from "./attack.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(ensureBuilt, 120_000);

describe("call cap", () => {
  it("ends the flow with CallLimitExceeded, uncatchable, keeping what came before", async () => {
    let served = 0;
    const ping = textTool("ping", async () => (served++, "pong"));
    const code = "i = 0\nwhile True:\n    try:\n        ping(n=i)\n    except BaseException:\n        print('caught')\n    print(i)\n    i += 1\n";
    const { envelope } = await attack(code, { tools: [ping], limits: { maxCalls: 5 } });
    expect(envelope.error).toMatchObject({ type: "CallLimitExceeded", message: "the flow tried to make more than 5 tool calls" });
    expect(served).toBe(5);
    expect(envelope.calls.map((c) => c.args)).toEqual([0, 1, 2, 3, 4].map((n) => ({ n })));
    expect(envelope.prints).toBe("0\n1\n2\n3\n4\n");
    await expectHostUp();
  });

  it("counts calls started together by asyncio.gather", async () => {
    const ping = textTool("ping", async () => "pong");
    const code = "import asyncio\nasync def main():\n    return await asyncio.gather(*[ping(n=i) for i in range(50)])\nasyncio.run(main())\n";
    const { envelope } = await attack(code, { tools: [ping], limits: { maxCalls: 10 } });
    expect(envelope.error?.type).toBe("CallLimitExceeded");
    expect(envelope.calls.length).toBeLessThanOrEqual(10);
  });
});
