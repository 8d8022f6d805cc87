// Test helper: runs the built `toolflow` bin (dist/cli.js, made by `node build.mjs`) as a process.
import { spawn, type ChildProcess } from "node:child_process";
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

export function toolflow(args: string[], options: { stdin?: string; cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<CliResult> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`node build.mjs\` (npm test does) first`);
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: options.cwd ?? ROOT, timeout: 60_000, ...(options.env ? { env: options.env } : {}) });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", fail);
    child.on("close", (code) => done({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? "");
  });
}

/**
 * Starts `toolflow mcp --http 0 ...args` (the caller kills it) and resolves its address once it
 * has printed it; rejects when it exits first.
 */
export async function startMcpHttp(args: string[], env: NodeJS.ProcessEnv): Promise<{ server: ChildProcess; url: string }> {
  const server = spawn(process.execPath, [CLI, "mcp", "--http", "0", ...args], { env, stdio: ["ignore", "ignore", "pipe"] });
  const url = await new Promise<string>((resolve, reject) => {
    let stderr = "";
    server.stderr!.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /serving MCP at (\S+)/.exec(stderr);
      if (match) resolve(match[1]!);
    });
    server.once("exit", (code) => reject(new Error(`toolflow mcp exited with ${code}: ${stderr}`)));
  });
  return { server, url };
}
