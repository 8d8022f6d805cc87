// Limit: print output. A million prints and one huge print stay bounded: the host keeps at most
// keptPrintBytes for the full envelope, the envelope keeps head and tail, and stats count it all.
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LIMITS } from "../../host/limits.js";
import { attack, expectHostUp } from "./attack.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(ensureBuilt, 120_000);

describe("prints cap", () => {
  it("a million prints: completes or times out, bounded and truncated either way", async () => {
    const { envelope, full } = await attack("for i in range(10**6):\n    print(i)\n'done'\n", { timeoutSeconds: 4 });
    expect(["ok", "error"]).toContain(envelope.status);
    if (envelope.status === "error") expect(envelope.error?.type).toBe("Timeout");
    expect(envelope.truncation).toMatchObject({ truncated: true, prints: true });
    expect(Buffer.byteLength(envelope.prints)).toBeLessThanOrEqual(DEFAULT_LIMITS.printsBytes);
    expect(envelope.prints.startsWith("0\n1\n2\n")).toBe(true);
    expect(full.prints.startsWith("0\n1\n2\n")).toBe(true);
    expect(full.stats.print_bytes).toBeGreaterThan(DEFAULT_LIMITS.printsBytes);
    await expectHostUp();
  });

  // The guest hands prints over in batches (guest/runtime/print-buffer.ts); a stopped flow's
  // unflushed batch is read back by the host, so no stop loses a print made before it.
  it.each([
    ["memory", "x = [1]\nwhile True:\n    x = x + x\n", "MemoryError"],
    ["cancellation", "while True:\n    pass\n", "Cancelled"],
  ])("keeps the prints made just before a stop by %s", async (_stop, tail, type) => {
    const signal = AbortSignal.timeout(1500);
    const { envelope } = await attack(`print('a')\nprint('b', end='')\n${tail}`, { limits: { memoryBytes: 16 * 1024 * 1024 }, signal });
    expect(envelope.error?.type).toBe(type);
    expect(envelope.prints).toBe("a\nb");
  });

  it("one 20 MB print: the host keeps keptPrintBytes, the envelope printsBytes", async () => {
    const { envelope, full } = await attack("print('x' * 20_000_000)\nprint('after')\n", { limits: { keptPrintBytes: 1024 * 1024 } });
    expect(envelope.status).toBe("ok");
    expect(full.stats.print_bytes).toBe(20_000_000 + 1 + 6);
    expect(full.prints).toContain("print output beyond 1048576 bytes was not kept");
    expect(full.truncation).toEqual({ truncated: true, prints: true, result: false, calls_omitted: 0 });
    expect(envelope.truncation).toMatchObject({ truncated: true, prints: true });
    expect(Buffer.byteLength(full.prints)).toBeLessThan(2 * 1024 * 1024);
    expect(Buffer.byteLength(envelope.prints)).toBeLessThanOrEqual(DEFAULT_LIMITS.printsBytes);
  });
});
