// What the host keeps of a call: small arguments whole, large ones as a digest whose size and
// sha256 are those of the JSON text sent (checked with node:crypto), ends kept while the flow's
// budget lasts, then the digest alone; long errors keep their ends.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CallRecords, KEPT_ARGS_BYTES } from "../../../host/records/call-records.js";
import { resolveLimits } from "../../../host/limits.js";

const parse = (json: string) => () => JSON.parse(json) as Record<string, never>;

describe("CallRecords", () => {
  it("keeps small arguments whole", () => {
    const records = new CallRecords(1 << 20);
    const json = JSON.stringify({ path: "a.txt", n: 1 });
    expect(records.args(json, parse(json))).toEqual({ args: { path: "a.txt", n: 1 } });
  });

  it("keeps large arguments as size, sha256, head and tail of their JSON", async () => {
    const records = new CallRecords(1 << 20);
    const json = JSON.stringify({ data: `é${"x".repeat(KEPT_ARGS_BYTES)}🎉` });
    const kept = records.args(json, parse(json));
    await records.settled();
    expect(kept.args).toEqual({});
    expect(kept.args_digest).toEqual({
      bytes: Buffer.byteLength(json),
      sha256: createHash("sha256").update(json).digest("hex"),
      head: json.slice(0, 256),
      tail: json.slice(-256),
    });
  });

  it("past the flow's budget keeps the digest alone", async () => {
    const records = new CallRecords(64 * 1024);
    const json = JSON.stringify({ data: "y".repeat(6000) });
    const kept = Array.from({ length: 40 }, () => records.args(json, parse(json)));
    await records.settled();
    const whole = kept.filter((k) => k.args_digest === undefined).length;
    expect(whole).toBeGreaterThan(0);
    expect(whole).toBeLessThan(12);
    const last = kept.at(-1)!.args_digest!;
    expect(last).toEqual({ bytes: json.length, sha256: createHash("sha256").update(json).digest("hex"), head: "", tail: "" });
  });

  it("keeps a long error's ends and a short one whole", () => {
    const records = new CallRecords(1 << 20);
    expect(records.error("short")).toBe("short");
    const long = `start ${"z".repeat(100_000)} end`;
    const kept = records.error(long);
    expect(kept.startsWith("start ")).toBe(true);
    expect(kept.endsWith(" end")).toBe(true);
    expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(KEPT_ARGS_BYTES);
  });

  it("keptCallBytes defaults to a quarter of the memory cap unless set", () => {
    expect(resolveLimits({}).keptCallBytes).toBe(16 * 1024 * 1024);
    expect(resolveLimits({ memoryBytes: 256 * 1024 * 1024 }).keptCallBytes).toBe(64 * 1024 * 1024);
    expect(resolveLimits({ memoryBytes: 256 * 1024 * 1024, keptCallBytes: 1000 }).keptCallBytes).toBe(1000);
  });
});
