// Test helper: runs CPython 3.11 (the oracle) on a snippet with JSON on stdin, returns stdout.
import { execFileSync } from "node:child_process";

export function python(code: string, input: unknown = null): string {
  return execFileSync("python3", ["-c", code], { input: JSON.stringify(input), encoding: "utf8" });
}
