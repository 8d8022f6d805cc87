// Limit: the envelope's size (SPEC §4), end to end: oldest calls omitted and counted, a call's long
// answer kept as its 200-character tail without a flag, the full envelope kept whole.
import { beforeAll, describe, expect, it } from "vitest";
import { attack, textTool } from "./attack.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(ensureBuilt, 120_000);

describe("envelope truncation", () => {
  it("omits the oldest calls to fit 32 KiB and keeps everything in the full envelope", async () => {
    const page = textTool("page", async (args) => `${"p".repeat(5000)}${String(args.n)}`);
    const code = "total = 0\nfor i in range(150):\n    total += len(page(n=i, note='x' * 100)['text'])\ntotal\n";
    const { envelope, full } = await attack(code, { tools: [page], limits: { maxCalls: 500 } });
    expect(envelope.status).toBe("ok");
    expect(full.calls).toHaveLength(150);
    expect(full.stats.calls).toBe(150);
    const omitted = envelope.truncation.calls_omitted;
    expect(omitted).toBeGreaterThan(0);
    expect(envelope.truncation).toEqual({ truncated: true, prints: false, result: false, calls_omitted: omitted });
    expect(envelope.calls.map((c) => c.seq)).toEqual(full.calls.slice(omitted).map((c) => c.seq));
    expect(Buffer.byteLength(JSON.stringify(envelope))).toBeLessThanOrEqual(32 * 1024);
    expect(envelope.calls.at(-1)!.result_tail).toBe(`${"p".repeat(197)}149`);
    expect(full.truncation.truncated).toBe(false);
  });

  it("does not flag a call's result tail when nothing else is cut", async () => {
    const long = textTool("long", async () => "q".repeat(10_000));
    const { envelope } = await attack("len(long()['text'])\n", { tools: [long] });
    expect(envelope.result).toBe(10_000);
    expect(envelope.calls[0]!.result_tail).toBe("q".repeat(200));
    expect(envelope.truncation).toEqual({ truncated: false, prints: false, result: false, calls_omitted: 0 });
  });

  it("returns only status and truncation when the envelope cannot fit", async () => {
    const { envelope, full } = await attack("print('a' * 40000)\n'b' * 40000\n", { limits: { envelopeBytes: 1024 } });
    expect(envelope).toEqual({ status: "ok", truncation: { truncated: true, prints: true, result: true, calls_omitted: 0 } } as never);
    expect(full.result).toBe("b".repeat(40000));
  });
});
