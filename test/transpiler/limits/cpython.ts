// CPython's verdict on scripts too deeply nested for test/diff/oracle.py: compile_batch.py, one python3.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const BATCH = fileURLToPath(new URL("./compile_batch.py", import.meta.url));

export type CPythonAnswer = { status: "ok"; prints: string } | { status: "error"; type: string; message: string; line: number | null };

export function cpython(jobs: { source: string; run?: boolean }[]): CPythonAnswer[] {
  const out = execFileSync("python3", [BATCH], { input: JSON.stringify(jobs), maxBuffer: 1 << 28, encoding: "utf8" });
  return JSON.parse(out) as CPythonAnswer[];
}
