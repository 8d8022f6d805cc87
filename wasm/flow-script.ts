// A flow sent as its script (FlowScript) rather than its JavaScript: transpiled where the flow runs,
// a refusal becoming the flow's result (`refused`: the host writes the SyntaxError with the source).
import type { TranspileOptions, TranspileResult } from "../transpiler/index.js";
import type { SandboxResult } from "./sandbox.js";
import type { FlowScript } from "./worker-protocol.js";

type Transpile = (source: string, options: TranspileOptions) => TranspileResult | Promise<TranspileResult>;

/** The program's JavaScript, or the outcome of a script the transpiler refused. */
export async function programOf(program: string | FlowScript, transpile: Transpile): Promise<{ js: string } | { outcome: SandboxResult }> {
  if (typeof program === "string") return { js: program };
  const transpiled = await transpile(program.code, { tools: program.tools });
  if (transpiled.ok) return { js: transpiled.js };
  const { type, message, line, col } = transpiled.error;
  return { outcome: { kind: "refused", error: { type, message, line, col } } };
}
