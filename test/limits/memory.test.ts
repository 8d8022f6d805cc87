// Limit: guest memory. Each bomb ends with MemoryError at the cap (the flow's own capped
// WebAssembly.Memory, wasm/quickjs.ts), the script cannot catch it, prints before it are kept,
// process memory stays under twice the cap, and the host goes on running flows.
import { beforeAll, describe, expect, it } from "vitest";
import { attack, expectHostUp, MEMORY_BOMBS } from "./attack.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(ensureBuilt, 120_000);

const MiB = 1024 * 1024;
/** A small cap so that each bomb reaches it in well under a second of guest work. */
const limits = { memoryBytes: 8 * MiB };

describe("memory", () => {
  it.each(MEMORY_BOMBS)("stops %s with MemoryError", async (_name, code) => {
    const { envelope } = await attack(code, { limits });
    expect(envelope.status).toBe("error");
    expect(envelope.error?.type).toBe("MemoryError");
    expect(envelope.prints.startsWith("start\n")).toBe(true);
    expect(envelope.prints).not.toContain("caught\ncaught\ncaught");
  });

  it("holds the default 64 MiB cap with process RSS growth under twice the cap", async () => {
    await expectHostUp();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const { envelope } = await attack("x = [1]\nwhile True:\n    x = x + x\n");
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(`memory bomb under the 64 MiB cap: process RSS grew by ${((peak - baseline) / MiB).toFixed(1)} MiB at its peak`);
    expect(envelope.error).toMatchObject({ type: "MemoryError", message: "the flow exceeded its memory limit of 64 MiB" });
    expect(peak - baseline).toBeLessThan(2 * 64 * MiB);
    await expectHostUp();
  });
});
