// Limit: int size. QuickJS holds a BigInt of at most 2**20 bits; an int operation whose result
// would be larger raises MemoryError (catchable, as CPython's own MemoryError is), never an
// InternalError, and ints just under the limit still compute exactly.
import { beforeAll, describe, expect, it } from "vitest";
import { attack, expectHostUp } from "./attack.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(ensureBuilt, 120_000);

/** Expressions CPython computes but toolflow's int size refuses. */
const TOO_BIG: [string, string][] = [
  ["power 2**(2**20)", "2 ** (2 ** 20)"],
  ["power with a big exponent", "3 ** (10 ** 30)"],
  ["multiplication past 2**20 bits", "(1 << 600000) * (1 << 600000)"],
  ["squaring in a loop", "x = 3\nfor i in range(40):\n    x = x * x"],
  ["left shift", "(1 << 1048000) << 1000"],
  ["addition at the edge", "x = (1 << 1047999)\nfor i in range(1000):\n    x = x + x"],
  ["floor division of a too-big dividend", "(1 << 2000000) // (1 << 1999999)"],
  ["pow() builtin", "pow(7, 10 ** 7)"],
];

describe("int size limit", () => {
  it.each(TOO_BIG)("%s raises MemoryError, catchable by the script", async (_name, code) => {
    const body = code.split("\n").map((l) => "    " + l).join("\n");
    const { envelope } = await attack(`try:\n${body}\n    print("computed")\nexcept MemoryError as e:\n    print("MemoryError", repr(e))\n`);
    expect(envelope).toMatchObject({ status: "ok", prints: "MemoryError MemoryError()\n" });
  });

  it.each(TOO_BIG)("%s uncaught ends the flow with MemoryError", async (_name, code) => {
    const { envelope } = await attack(code + "\n");
    expect(envelope.status).toBe("error");
    expect(envelope.error?.type).toBe("MemoryError");
  });

  it("computes exactly just under the limit", async () => {
    const code = [
      "x = 2 ** (2 ** 20 - 2000)",
      "y = (1 << 500000) * ((1 << 500000) + 1)",
      "print(x.bit_length(), y.bit_length(), (y // (1 << 500000)) - (1 << 500000), x % 1000003, y % 999983)",
    ].join("\n");
    const { envelope } = await attack(code + "\n");
    const x = 2n ** (2n ** 20n - 2000n);
    const y = (1n << 500000n) * ((1n << 500000n) + 1n);
    expect(envelope).toMatchObject({ status: "ok", prints: `${x.toString(2).length} ${y.toString(2).length} 1 ${x % 1000003n} ${y % 999983n}\n` });
    await expectHostUp();
  });
});
