// A flow sent as its script (FlowScript) rather than its JavaScript: transpiled where the flow runs,
// a refusal becoming the flow's result (`refused`: the host writes the SyntaxError with the source).
// The transpile stops at the flow's deadline or kill (`stopped`), so a huge script never holds its
// worker's thread past its time.
import { TranspileInterrupted, type TranspileOptions, type TranspileResult } from "../transpiler/index.js";
import type { SandboxResult, StopReason } from "./sandbox.js";
import type { FlowScript } from "./worker-protocol.js";

type Transpile = (source: string, options: TranspileOptions) => TranspileResult | Promise<TranspileResult>;

/**
 * The program's JavaScript, or the outcome of a script the transpiler refused. `stopped` is
 * asked while it transpiles: a reason ends the transpile and the flow with it.
 */
export async function programOf(program: string | FlowScript, transpile: Transpile, stopped?: () => StopReason | undefined): Promise<{ js: string } | { outcome: SandboxResult }> {
  if (typeof program === "string") return { js: program };
  const { code, ...options } = program;
  let transpiled: TranspileResult;
  try {
    transpiled = await transpile(code, { ...options, ...(stopped ? { interrupt: () => stopped() !== undefined } : {}) });
  } catch (error) {
    const reason = error instanceof TranspileInterrupted ? stopped?.() : undefined;
    if (reason) return { outcome: { kind: "stopped", reason } };
    throw error;
  }
  if (transpiled.ok) return { js: transpiled.js };
  const { type, message, line, col } = transpiled.error;
  return { outcome: { kind: "refused", error: { type, message, line, col } } };
}
