// Limits: defaults from SPEC §4/§6, overrides, the timeout clamp, and the limit -> error map.
import { describe, expect, it } from "vitest";
import { DEFAULT_LIMITS, flowTimeoutSeconds, limitError, LimitsError, resolveLimits } from "../../host/limits.js";

describe("limits", () => {
  it("has the SPEC defaults", () => {
    expect(DEFAULT_LIMITS).toMatchObject({
      timeoutSeconds: 1200,
      maxTimeoutSeconds: 3600,
      maxCalls: 200,
      memoryBytes: 64 * 1024 * 1024,
      envelopeBytes: 32 * 1024,
      printsBytes: 16 * 1024,
      resultBytes: 16 * 1024,
      resultTailChars: 200,
    });
  });

  it("overlays overrides and refuses bad values", () => {
    expect(resolveLimits({ maxCalls: 3 }).maxCalls).toBe(3);
    expect(resolveLimits({ maxCalls: undefined }).maxCalls).toBe(200);
    expect(() => resolveLimits({ maxCalls: 0 })).toThrow(LimitsError);
    expect(() => resolveLimits({ memoryBytes: Number.NaN })).toThrow("limit 'memoryBytes' must be a positive number, got NaN");
    expect(() => resolveLimits({ bogus: 1 } as never)).toThrow("unknown limit 'bogus'");
  });

  it("clamps the requested timeout to the maximum", () => {
    const limits = resolveLimits({ maxTimeoutSeconds: 60 });
    expect(flowTimeoutSeconds(limits, undefined)).toBe(60);
    expect(flowTimeoutSeconds(limits, 10)).toBe(10);
    expect(flowTimeoutSeconds(limits, 600)).toBe(60);
    expect(flowTimeoutSeconds(resolveLimits(), undefined)).toBe(1200);
  });

  it("maps each limit to its envelope error type", () => {
    const limits = resolveLimits({ maxCalls: 7 });
    expect(limitError("timeout", limits, 30)).toEqual({ type: "Timeout", message: "the flow did not finish within 30 seconds" });
    expect(limitError("calls", limits, 30)).toEqual({ type: "CallLimitExceeded", message: "the flow tried to make more than 7 tool calls" });
    expect(limitError("memory", limits, 30)).toEqual({ type: "MemoryError", message: "the flow exceeded its memory limit of 64 MiB" });
    expect(limitError("cancelled", limits, 30)).toEqual({ type: "Cancelled", message: "the flow was cancelled" });
  });
});
