// Every limit a flow runs under, their defaults, and the one place that maps a
// limit to the envelope error it produces. The script can neither catch nor raise these.

export interface Limits {
  /** Used when the request gives no timeout_seconds: 20 minutes. */
  timeoutSeconds: number;
  /** daemon.tool_flow.max_timeout_seconds: a request's timeout is clamped to it. */
  maxTimeoutSeconds: number;
  /** daemon.tool_flow.max_calls. */
  maxCalls: number;
  /** Tool calls of one flow running at the same time (asyncio.gather); more wait their turn. */
  concurrency: number;
  /** Guest heap. */
  memoryBytes: number;
  /**
   * QuickJS stack. Flows run in worker threads with an 8 MB native stack; on Node's main thread
   * (~1 MB) anything above ~384 KiB lets deep recursion overflow Node's stack first (the flow
   * then fails as crashed). Must stay below the WebAssembly C stack (5 MiB). 2 MiB lets 1000
   * Python frames that call back through builtins (map, sorted(key=)) reach CPython's
   * recursion limit before the engine's.
   */
  stackBytes: number;
  envelopeBytes: number;
  printsBytes: number;
  resultBytes: number;
  resultTailChars: number;
  /** Print output the host keeps for the full envelope; a DoS guard, far above printsBytes. */
  keptPrintBytes: number;
  /**
   * What the host keeps of a flow's call entries (arguments, errors) for the full envelope; past
   * it, arguments are kept as a digest only (host/records). Default: a quarter of memoryBytes.
   */
  keptCallBytes: number;
}

const KiB = 1024;
const MiB = 1024 * KiB;

export const DEFAULT_LIMITS: Readonly<Limits> = Object.freeze({
  timeoutSeconds: 1200,
  maxTimeoutSeconds: 3600,
  maxCalls: 200,
  concurrency: 8,
  memoryBytes: 64 * MiB,
  stackBytes: 2 * MiB,
  envelopeBytes: 32 * KiB,
  printsBytes: 16 * KiB,
  resultBytes: 16 * KiB,
  resultTailChars: 200,
  keptPrintBytes: 8 * MiB,
  keptCallBytes: 16 * MiB,
});

/** keptCallBytes follows memoryBytes unless set: the host keeps for a flow what its memory allows. */
const KEPT_CALLS_PER_MEMORY = 1 / 4;

export class LimitsError extends Error {
  override name = "LimitsError";
}

/**
 * The defaults as resolved without overrides, in an object that is not frozen: V8 copies a
 * spread of a frozen object key by key (~11 us of a flow after an idle gap, ~3 for this one).
 */
const RESOLVED_DEFAULTS: Readonly<Limits> = { ...DEFAULT_LIMITS, keptCallBytes: keptCallBytesFor(DEFAULT_LIMITS.memoryBytes) };

function keptCallBytesFor(memoryBytes: number): number {
  return Math.floor(memoryBytes * KEPT_CALLS_PER_MEMORY);
}

/** Defaults overlaid with the caller's values; each must be a positive number. */
export function resolveLimits(overrides?: Partial<Limits>): Limits {
  if (overrides === undefined) return { ...RESOLVED_DEFAULTS };
  const limits: Limits = { ...RESOLVED_DEFAULTS };
  for (const [key, value] of Object.entries(overrides) as [keyof Limits, unknown][]) {
    if (value === undefined) continue;
    if (!(key in DEFAULT_LIMITS)) throw new LimitsError(`unknown limit '${key}'`);
    if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
      throw new LimitsError(`limit '${key}' must be a positive number, got ${String(value)}`);
    }
    limits[key] = value;
  }
  if (overrides.keptCallBytes === undefined) limits.keptCallBytes = keptCallBytesFor(limits.memoryBytes);
  return limits;
}

/** The flow's time budget in seconds: the request's timeout (or the default), clamped. */
export function flowTimeoutSeconds(limits: Limits, requested: number | undefined): number {
  return Math.min(requested ?? limits.timeoutSeconds, limits.maxTimeoutSeconds);
}

/** A host-enforced end of a flow. `stack`: the thread's own stack ran out before QuickJS's limit saw it. */
export type LimitKind = "timeout" | "calls" | "memory" | "stack" | "cancelled";

export interface LimitErrorInfo {
  type: "Timeout" | "CallLimitExceeded" | "MemoryError" | "RecursionError" | "Cancelled";
  message: string;
}

export function limitError(kind: LimitKind, limits: Limits, timeoutSeconds: number): LimitErrorInfo {
  switch (kind) {
    case "timeout":
      return { type: "Timeout", message: `the flow did not finish within ${timeoutSeconds} seconds` };
    case "calls":
      return { type: "CallLimitExceeded", message: `the flow tried to make more than ${limits.maxCalls} tool calls` };
    case "memory":
      return { type: "MemoryError", message: `the flow exceeded its memory limit of ${formatBytes(limits.memoryBytes)}` };
    case "stack":
      return { type: "RecursionError", message: "maximum recursion depth exceeded" };
    case "cancelled":
      return { type: "Cancelled", message: "the flow was cancelled" };
  }
}

export function formatBytes(bytes: number): string {
  if (bytes % MiB === 0) return `${bytes / MiB} MiB`;
  if (bytes % KiB === 0) return `${bytes / KiB} KiB`;
  return `${bytes} bytes`;
}
