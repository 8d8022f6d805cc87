// `toolflow worker` processes for the fleet tests, in a project folder whose config names the
// queue settings and the counting MCP tool server (counting-tool-server.mjs).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Envelope } from "../../host/schema/envelope.js";
import { requireBuild, ROOT } from "../host/jobs/built.js";
import { startRedis, type RedisServer } from "./redis-server.js";

export const COUNTING_SERVER = join(ROOT, "test/fleet/counting-tool-server.mjs");

/** A project folder for workers: `counter.txt` collects the tool server's calls. */
export function fleetProject(queue: { prefix: string; lockSeconds: number; concurrency: number; more?: string[] }): { dir: string; counter: string } {
  const dir = mkdtempSync(join(tmpdir(), "toolflow-fleet-"));
  const counter = join(dir, "counter.txt");
  writeFileSync(counter, "");
  const config = [
    "permission_mode: bypass",
    "web: {fetch: {enabled: false}}",
    "queue:",
    `  prefix: ${queue.prefix}`,
    `  lock_seconds: ${queue.lockSeconds}`,
    `  concurrency: ${queue.concurrency}`,
    ...(queue.more ?? []).map((line) => `  ${line}`),
    "mcp_servers:",
    `  count: {command: ${JSON.stringify(process.execPath)}, args: [${JSON.stringify(COUNTING_SERVER)}, ${JSON.stringify(counter)}]}`,
  ].join("\n");
  writeFileSync(join(dir, "toolflow.config.yaml"), config);
  return { dir, counter };
}

/** No user-level config from this machine's home may reach the processes. */
export function projectEnv(dir: string): NodeJS.ProcessEnv {
  return { ...process.env, XDG_CONFIG_HOME: join(dir, "xdg") };
}

/** The workers this test file started (to SIGKILL what is left at the end). */
export const workerProcesses = new Set<ChildProcess>();

const logs = new WeakMap<ChildProcess, () => string>();

/** What a worker started here has written to stderr so far. */
export function workerLog(child: ChildProcess): string {
  return logs.get(child)?.() ?? "";
}

/** Starts `toolflow worker`; resolves once it serves the queue. */
export function startWorker(url: string, cwd: string, args: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, "dist/cli.js"), "worker", "--queue", url, "--root", cwd, ...args], { cwd, env: projectEnv(cwd), stdio: ["ignore", "ignore", "pipe"] });
  workerProcesses.add(child);
  child.once("exit", () => workerProcesses.delete(child));
  return new Promise((resolve, reject) => {
    let err = "";
    logs.set(child, () => err);
    child.stderr!.on("data", (chunk: Buffer) => {
      err += chunk.toString();
      if (err.includes("toolflow: worker for")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`worker exited (${code}): ${err}`)));
  });
}

/** SIGKILL, resolved once the process is gone. */
export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

/** The envelope without what differs between any two runs: timings, and how often it resumed. */
export function comparable(envelope: Envelope): unknown {
  const { stats, calls, ...rest } = envelope;
  return { ...rest, stats: { calls: stats.calls, print_bytes: stats.print_bytes }, calls: calls.map(({ ms: _ms, ...call }) => call) };
}

/** How often the tool server received each call line (`record f3 0`, `hold x`, ...). */
export function counted(file: string, kind: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line.startsWith(`${kind} `)) counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  return counts;
}

/**
 * Starts a redis-server before the file's tests and stops it, and SIGKILLs the workers still
 * running, after them; the server once started.
 */
export function redisForFile(): () => RedisServer {
  let redis: RedisServer | undefined;
  beforeAll(async () => {
    requireBuild();
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const worker of workerProcesses) worker.kill("SIGKILL");
    await redis?.stop();
  });
  return () => redis!;
}

/** Polls `check` until it holds; fails saying `what` after `ms`. */
export async function until(check: () => Promise<boolean> | boolean, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
