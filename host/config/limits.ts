// daemon.tool_flow keys of the config -> the host's Limits (host/limits.ts holds the defaults).
import type { Limits } from "../limits.js";
import type { ToolFlowConfig } from "./schema.js";

const KiB = 1024;
const MiB = 1024 * KiB;

/** Only the keys the config sets; resolveLimits fills in the rest. */
export function limitsFromConfig(toolFlow: ToolFlowConfig): Partial<Limits> {
  const limits: Partial<Limits> = {};
  const set = <K extends keyof Limits>(key: K, value: number | undefined) => {
    if (value !== undefined) limits[key] = value;
  };
  set("timeoutSeconds", toolFlow.timeout_seconds);
  set("maxTimeoutSeconds", toolFlow.max_timeout_seconds);
  set("maxCalls", toolFlow.max_calls);
  set("memoryBytes", toolFlow.memory_mb === undefined ? undefined : toolFlow.memory_mb * MiB);
  set("stackBytes", toolFlow.stack_kb === undefined ? undefined : toolFlow.stack_kb * KiB);
  set("concurrency", toolFlow.max_concurrency);
  set("envelopeBytes", toolFlow.envelope_bytes);
  set("printsBytes", toolFlow.prints_bytes);
  set("resultBytes", toolFlow.result_bytes);
  set("resultTailChars", toolFlow.result_tail_chars);
  set("keptCallBytes", toolFlow.kept_calls_mb === undefined ? undefined : toolFlow.kept_calls_mb * MiB);
  return limits;
}
