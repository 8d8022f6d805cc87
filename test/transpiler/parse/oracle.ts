// Runs ast_dump.py once over many sources: CPython 3.11's view of each, in toolflow's AST JSON.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const SCRIPT = fileURLToPath(new URL("./ast_dump.py", import.meta.url));

export type OracleResult =
  | { ok: unknown }
  | { error: { type: string; message: string; line: number; offset: number } };

export function cpythonParse(sources: string[]): OracleResult[] {
  const out = execFileSync("python3", [SCRIPT], { input: JSON.stringify(sources), maxBuffer: 1 << 28 });
  return JSON.parse(out.toString("utf8"));
}

/** Our AST as plain JSON, with the oracle's encoding of infinite floats. */
export function toJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_k, v) => (v === Infinity ? "inf" : v)));
}
