// Test helper: runs the built `toolflow` bin (dist/cli.js, made by `node build.mjs`) as a process.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
export const CLI = join(ROOT, "dist/cli.js");

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function toolflow(args: string[], options: { stdin?: string; cwd?: string } = {}): Promise<CliResult> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`node build.mjs\` (npm test does) first`);
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: options.cwd ?? ROOT, timeout: 60_000 });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", fail);
    child.on("close", (code) => done({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? "");
  });
}
