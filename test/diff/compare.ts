// Differential harness: runs one case under CPython (oracle.py) and under toolflow (the built CLI,
// `node dist/cli.js run NAME.py --fixtures NAME.tools.json --json`) and lists how the outcomes differ.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { type Json, jsonEqual, parseExactJson, showJson } from "./exact-json.js";

const HERE = dirname(fileURLToPath(import.meta.url));
export const ROOT = resolve(HERE, "../..");
export const CASES_DIR = join(HERE, "cases");
export const ORACLE = join(HERE, "oracle.py");
/** The toolflow CLI; TOOLFLOW_CLI points the harness at another build. */
export const CLI = process.env.TOOLFLOW_CLI ? resolve(process.env.TOOLFLOW_CLI) : join(ROOT, "dist/cli.js");
const PROCESS_TIMEOUT_MS = 30_000;

export interface DiffCase {
  name: string;
  script: string;
  fixtures?: string;
}

export interface CallEntry {
  tool: string;
  args: Json;
  status: string;
}

export interface Outcome {
  status: string;
  prints: string;
  result: Json;
  calls: CallEntry[];
  error?: { type: string; message: string; line: number | null };
}

export interface CaseReport {
  name: string;
  /** Mismatches that fail the case: prints, result, status, error type, calls. */
  differences: string[];
  /** Mismatches reported but not failing: error message and line. */
  notes: string[];
  oracle?: Outcome;
  toolflow?: Outcome;
}

/** Every `NAME.py` in the cases folder, with `NAME.tools.json` when present, sorted by name. */
export function listCases(dir = CASES_DIR): DiffCase[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".py"))
    .sort()
    .map((f) => {
      const name = f.slice(0, -3);
      const fixtures = join(dir, `${name}.tools.json`);
      return { name, script: join(dir, f), ...(existsSync(fixtures) ? { fixtures } : {}) };
    });
}

// Both sides are separate processes; a small pool keeps a 2-core machine from thrashing.
const POOL_SIZE = Math.max(2, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function pooled<T>(work: () => Promise<T>): Promise<T> {
  if (running >= POOL_SIZE) await new Promise<void>((wake) => waiting.push(wake));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

const runProcess = (cmd: string, args: string[]) => pooled(() => spawnProcess(cmd, args));

function spawnProcess(cmd: string, args: string[], input = "", timeoutMs = PROCESS_TIMEOUT_MS): Promise<ProcessResult> {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, PYTHONHASHSEED: "0" } });
    child.stdin.end(input);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.stdout.on("data", (b: Buffer) => out.push(b));
    child.stderr.on("data", (b: Buffer) => err.push(b));
    child.on("error", fail);
    child.on("close", (code) => {
      clearTimeout(timer);
      done({ code, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8") });
    });
  });
}

function errorFrom(e: Record<string, Json>): NonNullable<Outcome["error"]> {
  const line = typeof e.line === "bigint" || typeof e.line === "number" ? Number(e.line) : null;
  return { type: String(e.type), message: String(e.message ?? ""), line };
}

function parseOutput(side: string, p: ProcessResult, opening: string): Json {
  const text = p.stdout.trim();
  if (!text.startsWith(opening)) {
    const why = p.stderr.trim().split("\n").slice(-3).join(" | ") || "no output";
    throw new Error(`${side} printed no envelope (exit ${p.code}): ${why.slice(0, 400)}`);
  }
  return parseExactJson(text);
}

export function outcomeFrom(envelope: Json): Outcome {
  const env = envelope as Record<string, Json>;
  const calls = Array.isArray(env.calls) ? env.calls : [];
  return {
    status: String(env.status),
    prints: typeof env.prints === "string" ? env.prints : "",
    result: env.result ?? null,
    calls: calls.map((c) => {
      const call = c as Record<string, Json>;
      return { tool: String(call.tool), args: call.args ?? {}, status: String(call.status) };
    }),
    ...(env.error && typeof env.error === "object" ? { error: errorFrom(env.error as Record<string, Json>) } : {}),
  };
}

export async function runOracle(c: DiffCase): Promise<Outcome> {
  const args = [ORACLE, c.script, ...(c.fixtures ? ["--fixtures", c.fixtures] : [])];
  return outcomeFrom(parseOutput("oracle", await runProcess("python3", args), "{"));
}

/** All cases in one CPython process (start-up dominates a case's cost), by case name; outside the pool. */
export async function runOracleBatch(cases: DiffCase[]): Promise<Map<string, Outcome>> {
  const jobs = JSON.stringify(cases.map((c) => ({ script: c.script, fixtures: c.fixtures ?? null })));
  const out = parseOutput("oracle", await spawnProcess("python3", [ORACLE, "--batch"], jobs, 10 * PROCESS_TIMEOUT_MS), "[");
  return new Map((out as Json[]).map((env, i) => [cases[i].name, outcomeFrom(env)]));
}

/** A long-lived CLI process (cli-session.mjs) that runs one case at a time. */
interface CliSession {
  child: ChildProcess;
  /** Resolves the case in progress with its answer line. */
  answer?: (line: string) => void;
  /** Rejects the case in progress when the process ends or stalls. */
  lost?: (why: Error) => void;
  stderr: string;
}

const idleSessions: CliSession[] = [];

function startSession(): CliSession {
  const child = spawn(process.execPath, [join(HERE, "cli-session.mjs"), CLI], { cwd: ROOT, stdio: ["pipe", "pipe", "pipe", "pipe"] });
  const session: CliSession = { child, stderr: "" };
  // Anything the process itself prints is kept for the report of the case that made it fail.
  const keep = (b: Buffer) => void (session.stderr = (session.stderr + b.toString("utf8")).slice(-2000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  createInterface({ input: child.stdio[3] as NodeJS.ReadableStream }).on("line", (line) => session.answer?.(line));
  const end = (why: string) => {
    const idle = idleSessions.indexOf(session);
    if (idle !== -1) idleSessions.splice(idle, 1);
    session.lost?.(new Error(`toolflow CLI session ${why}: ${session.stderr.trim().split("\n").slice(-3).join(" | ")}`));
  };
  child.stdin?.on("error", () => undefined); // a dead process shows as its exit
  child.on("error", (err) => end(`failed (${err.message})`));
  child.on("exit", (code, signal) => end(`exited (${signal ?? code})`));
  return session;
}

/** Runs `CLI ...argv` as the bin would, in an idle session; a session that fails or stalls is dropped. */
function runInSession(argv: string[]): Promise<ProcessResult> {
  const session = idleSessions.pop() ?? startSession();
  return new Promise<ProcessResult>((done, fail) => {
    const timer = setTimeout(() => {
      session.lost?.(new Error(`toolflow CLI gave no envelope in ${PROCESS_TIMEOUT_MS} ms`));
      session.child.kill("SIGKILL");
    }, PROCESS_TIMEOUT_MS);
    session.answer = (line) => {
      clearTimeout(timer);
      session.answer = session.lost = undefined;
      idleSessions.push(session);
      done(JSON.parse(line) as ProcessResult);
    };
    session.lost = (why) => {
      clearTimeout(timer);
      session.answer = session.lost = undefined;
      fail(why);
    };
    session.child.stdin?.write(`${JSON.stringify({ argv, cwd: ROOT })}\n`);
  });
}

/** Ends the idle CLI sessions (the ones still running a case end with it). */
export function closeCliSessions(): void {
  for (const session of idleSessions.splice(0)) session.child.stdin?.end();
}

export async function runToolflow(c: DiffCase): Promise<Outcome> {
  const argv = ["run", "--yes", c.script, ...(c.fixtures ? ["--fixtures", c.fixtures] : []), "--json"];
  return outcomeFrom(parseOutput("toolflow", await pooled(() => runInSession(argv)), "{"));
}

function firstDifferentLine(a: string, b: string): string {
  const la = a.split("\n");
  const lb = b.split("\n");
  const k = la.findIndex((line, i) => line !== lb[i]);
  const at = k === -1 ? la.length : k;
  return `line ${at + 1}: python ${JSON.stringify(la[at] ?? "<end>")} vs toolflow ${JSON.stringify(lb[at] ?? "<end>")}`;
}

const describeError = (o: Outcome) =>
  o.error ? `${o.error.type}: ${String(o.error.message).slice(0, 160)} (line ${o.error.line})` : "no error";

/** Differences between CPython's outcome (`py`) and toolflow's (`tf`). */
export function diffOutcomes(py: Outcome, tf: Outcome): { differences: string[]; notes: string[] } {
  const differences: string[] = [];
  const notes: string[] = [];
  if (py.status !== tf.status) {
    differences.push(`status: python ${py.status} (${describeError(py)}) vs toolflow ${tf.status} (${describeError(tf)})`);
  } else if (py.error && tf.error) {
    if (py.error.type !== tf.error.type) {
      differences.push(`error type: python ${describeError(py)} vs toolflow ${describeError(tf)}`);
    } else {
      if (String(py.error.message) !== String(tf.error.message)) {
        notes.push(`error message: python ${JSON.stringify(py.error.message)} vs toolflow ${JSON.stringify(tf.error.message)}`);
      }
      if (py.error.line !== tf.error.line) notes.push(`error line: python ${py.error.line} vs toolflow ${tf.error.line}`);
    }
  }
  if (py.prints !== tf.prints) differences.push(`prints differ at ${firstDifferentLine(py.prints, tf.prints)}`);
  if (!jsonEqual(py.result, tf.result)) {
    differences.push(`result: python ${showJson(py.result)} vs toolflow ${showJson(tf.result)}`);
  }
  const n = Math.max(py.calls.length, tf.calls.length);
  for (let i = 0; i < n; i++) {
    const a = py.calls[i];
    const b = tf.calls[i];
    const show = (c?: CallEntry) => (c ? `${c.tool}(${showJson(c.args, 120)}) ${c.status}` : "<none>");
    if (!a || !b || a.tool !== b.tool || a.status !== b.status || !jsonEqual(a.args, b.args)) {
      differences.push(`call ${i + 1}: python ${show(a)} vs toolflow ${show(b)}`);
      break;
    }
  }
  if (py.calls.length !== tf.calls.length) {
    differences.push(`call count: python ${py.calls.length} vs toolflow ${tf.calls.length}`);
  }
  return { differences, notes };
}

/**
 * Runs both sides (CPython's outcome may come from runOracleBatch); a side that fails to produce
 * an envelope is itself a difference.
 */
export async function compareCase(c: DiffCase, oracle?: Promise<Outcome | undefined>): Promise<CaseReport> {
  const fromBatch = oracle?.then((o) => o ?? Promise.reject(new Error(`oracle batch has no outcome for ${c.name}`)));
  const [py, tf] = await Promise.allSettled([fromBatch ?? runOracle(c), runToolflow(c)]);
  const report: CaseReport = { name: c.name, differences: [], notes: [] };
  if (py.status === "rejected") report.differences.push(String(py.reason?.message ?? py.reason));
  else report.oracle = py.value;
  if (tf.status === "rejected") report.differences.push(String(tf.reason?.message ?? tf.reason));
  else report.toolflow = tf.value;
  if (report.oracle && report.toolflow) {
    const { differences, notes } = diffOutcomes(report.oracle, report.toolflow);
    report.differences.push(...differences);
    report.notes.push(...notes);
  }
  return report;
}
