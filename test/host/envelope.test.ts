// The envelope and its truncation (SPEC §4), read back from the JSON the caller gets.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fullEnvelope, shortenEnvelope, type FlowRecord } from "../../host/envelope.js";
import { resolveLimits } from "../../host/limits.js";
import { ClippedEnvelopeSchema, EnvelopeSchema, type CallEntry, type Envelope } from "../../host/schema/envelope.js";

const limits = resolveLimits();
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), "utf8");

function call(seq: number, extra: Partial<CallEntry> = {}): CallEntry {
  return { seq, tool: "grep", alias: "grep", args: { pattern: `p${seq}` }, status: "ok", result_tail: "r".repeat(150), ms: 1, ...extra };
}

function record(extra: Partial<FlowRecord> = {}): FlowRecord {
  return { status: "ok", prints: "", printBytes: 0, result: null, calls: [], ms: 5, ...extra };
}

describe("fullEnvelope", () => {
  it("has the SPEC fields and stats, nothing truncated", () => {
    const envelope = fullEnvelope(record({ prints: "hi\n", printBytes: 3, result: { a: 1 }, calls: [call(1)] }));
    expect(EnvelopeSchema.parse(envelope)).toEqual(envelope);
    expect(envelope).toEqual({
      status: "ok",
      prints: "hi\n",
      result: { a: 1 },
      calls: [call(1)],
      stats: { calls: 1, print_bytes: 3, ms: 5 },
      truncation: { truncated: false, prints: false, result: false, calls_omitted: 0 },
    });
    expect("error" in envelope).toBe(false);
  });

  it("carries the error when the flow failed", () => {
    const error = { type: "KeyError", message: "'x'", line: 7, traceback: "Traceback ..." };
    expect(fullEnvelope(record({ status: "error", error })).error).toEqual(error);
  });
});

describe("shortenEnvelope", () => {
  it("returns a small envelope unchanged", () => {
    const full = fullEnvelope(record({ prints: "x", printBytes: 1, result: [1, 2], calls: [call(1)] }));
    expect(shortenEnvelope(full, limits)).toEqual(full);
  });

  it("gives a small envelope truncation and error objects of its own", () => {
    const error = { type: "ValueError", message: "bad", line: 2, traceback: "Traceback ...\nValueError: bad" };
    const full = fullEnvelope(record({ status: "error", prints: "x", printBytes: 1, calls: [call(1)], error }));
    const short = shortenEnvelope(full, limits) as Envelope;
    expect(short).toEqual(full);
    expect(short).not.toBe(full);
    expect(short.truncation).not.toBe(full.truncation);
    expect(short.error).not.toBe(full.error);
    expect(Object.keys(short)).toEqual(Object.keys(full));
  });

  it("clips an envelope whose parts fit their limits but not the whole", () => {
    const full = fullEnvelope(record({ prints: "p".repeat(1000), printBytes: 1000, result: "r".repeat(1000), calls: [call(1)] }));
    const size = bytes(full);
    expect(shortenEnvelope(full, { ...limits, envelopeBytes: size })).toEqual(full);
    const clipped = shortenEnvelope(full, { ...limits, envelopeBytes: size - 1 });
    expect(clipped.truncation).toEqual({ truncated: true, prints: false, result: false, calls_omitted: 1 });
  });

  it("cuts prints over 16 KiB in the middle and flags it", () => {
    const prints = "first line\n" + "p".repeat(40_000) + "\nlast line\n";
    const envelope = shortenEnvelope(fullEnvelope(record({ prints, printBytes: prints.length })), limits) as any;
    expect(EnvelopeSchema.parse(envelope)).toBeTruthy();
    expect(Buffer.byteLength(envelope.prints)).toBeLessThanOrEqual(16 * 1024);
    expect(envelope.prints.startsWith("first line\n")).toBe(true);
    expect(envelope.prints.endsWith("\nlast line\n")).toBe(true);
    expect(envelope.prints).toMatch(/\[\.\.\. \d+ bytes cut \.\.\.\]/);
    expect(envelope.stats.print_bytes).toBe(prints.length);
    expect(envelope.truncation).toEqual({ truncated: true, prints: true, result: false, calls_omitted: 0 });
  });

  it("cuts a long string result, and turns a large structured result into its cut JSON text", () => {
    const long = "s".repeat(20_000) + "END";
    const text = shortenEnvelope(fullEnvelope(record({ result: long })), limits) as any;
    expect(text.truncation.result).toBe(true);
    expect(text.result.endsWith("END")).toBe(true);
    const data = Array.from({ length: 3000 }, (_, i) => ({ i }));
    const json = shortenEnvelope(fullEnvelope(record({ result: data })), limits) as any;
    expect(typeof json.result).toBe("string");
    expect(json.result.startsWith('[{"i":0},{"i":1}')).toBe(true);
    expect(json.result.endsWith('{"i":2999}]')).toBe(true);
    expect(Buffer.byteLength(json.result)).toBeLessThanOrEqual(16 * 1024);
    expect(json.truncation).toEqual({ truncated: true, prints: false, result: true, calls_omitted: 0 });
  });

  it("omits the oldest calls until the envelope fits 32 KiB", () => {
    const calls = Array.from({ length: 300 }, (_, i) => call(i + 1));
    const envelope = shortenEnvelope(fullEnvelope(record({ calls })), limits) as any;
    expect(bytes(envelope)).toBeLessThanOrEqual(32 * 1024);
    const omitted = envelope.truncation.calls_omitted;
    expect(omitted).toBeGreaterThan(0);
    expect(envelope.calls[0].seq).toBe(omitted + 1);
    expect(envelope.calls.at(-1).seq).toBe(300);
    expect(envelope.stats.calls).toBe(300);
    expect(envelope.truncation).toMatchObject({ truncated: true, prints: false, result: false });
    // Dropping one call fewer would not have fitted.
    const oneMore = { ...envelope, calls: calls.slice(omitted - 1), truncation: { ...envelope.truncation, calls_omitted: omitted - 1 } };
    expect(bytes(oneMore)).toBeGreaterThan(32 * 1024);
  });

  it("omits exactly as many calls as sizing the whole envelope and then each oldest call does, and clips only what does not fit", () => {
    // The previous algorithm, which sized every call: the sizing from the newest back must agree.
    const reference = (envelope: Envelope, maxBytes: number): number => {
      let excess = bytes(envelope) - maxBytes;
      if (excess <= 0) return 0;
      excess += String(envelope.calls.length).length;
      let omitted = 0;
      for (const entry of envelope.calls) {
        if (excess <= 0) break;
        excess -= bytes(entry) + 1;
        omitted++;
      }
      return omitted;
    };
    const entry = fc.record({
      pattern: fc.string({ unit: fc.constantFrom("a", "é", "語", "😀", '"', "\n"), maxLength: 40 }),
      tail: fc.string({ maxLength: 120 }),
    });
    fc.assert(
      // A budget near the size with the newest `keep` calls, where the count's digits decide.
      fc.property(fc.array(entry, { maxLength: 120 }), fc.nat(), fc.integer({ min: -4, max: 4 }), fc.jsonValue({ maxDepth: 2 }), (entries, keep, slack, result) => {
        const calls = entries.map(({ pattern, tail }, i) => call(i + 1, { args: { pattern }, result_tail: tail }));
        const full = fullEnvelope(record({ calls, result }));
        const envelopeBytes = bytes({ ...full, calls: calls.slice(calls.length - (keep % (calls.length + 1))) }) + slack;
        const shortened = shortenEnvelope(full, { ...limits, envelopeBytes });
        expect(shortened.truncation.calls_omitted).toBe(reference(full, envelopeBytes));
        if ("calls" in shortened) expect(bytes(shortened)).toBeLessThanOrEqual(envelopeBytes);
        if (shortened.truncation.calls_omitted === 0) expect("calls" in shortened).toBe(bytes(full) <= envelopeBytes);
      }),
      { numRuns: 300 },
    );
  });

  it("returns only status and truncation when prints and result alone overflow", () => {
    const prints = "p".repeat(20_000);
    const result = "r".repeat(20_000);
    const envelope = shortenEnvelope(fullEnvelope(record({ status: "error", prints, printBytes: 20_000, result, calls: [call(1)] })), limits);
    expect(ClippedEnvelopeSchema.strict().parse(envelope)).toEqual({
      status: "error",
      truncation: { truncated: true, prints: true, result: true, calls_omitted: 1 },
    });
  });

  it("does not flag the tail a call entry keeps", () => {
    const envelope = shortenEnvelope(fullEnvelope(record({ calls: [call(1, { result_tail: "t".repeat(200) })] })), limits) as any;
    expect(envelope.truncation.truncated).toBe(false);
  });

  it("keeps the end of a huge traceback without flagging it", () => {
    const traceback = "Traceback (most recent call last):\n" + '  File "<flow>", line 3, in f\n'.repeat(2000) + "RecursionError: maximum recursion depth exceeded";
    const error = { type: "RecursionError", message: "maximum recursion depth exceeded", line: 3, traceback };
    const envelope = shortenEnvelope(fullEnvelope(record({ status: "error", error })), limits) as any;
    expect(envelope.error.traceback.endsWith("RecursionError: maximum recursion depth exceeded")).toBe(true);
    expect(Buffer.byteLength(envelope.error.traceback)).toBeLessThanOrEqual(4096);
    expect(envelope.truncation.truncated).toBe(false);
  });

  it("honours configured limits", () => {
    const small = resolveLimits({ printsBytes: 100, envelopeBytes: 1000 });
    const envelope = shortenEnvelope(fullEnvelope(record({ prints: "x".repeat(500), printBytes: 500 })), small) as any;
    expect(Buffer.byteLength(envelope.prints)).toBeLessThanOrEqual(100);
    expect(bytes(envelope)).toBeLessThanOrEqual(1000);
  });
});
