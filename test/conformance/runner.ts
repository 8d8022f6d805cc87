// The conformance runner: many short Python scripts, each run by CPython (one batched python3,
// oracle_batch.py) and by toolflow's library runFlow (real transpiler, dist/ guest in QuickJS).
//
// API (for every conformance folder):
//   loadCases(dir)            every `*.py` directly in `dir`, split into cases (format below)
//   parseCases(text, file)    the same for one file's text
//   runCases(cases)           both sides for every case -> CaseResult[] (input order)
//   conformanceSuite(title, dir)  (suite.ts) a vitest `describe` with one test per case; call it
//                             at the top level of a `*.test.ts` file (rebuilds dist/ when a source
//                             is newer than it: test/ensure-built.ts)
//   npx tsx test/conformance/report.ts [DIR...] [--filter S]   pass rate and each mismatch
// runFlow uses dist/ (guest bundle, worker): after editing guest/, run `node build.mjs`.
//
// Case file format: cases separated by marker lines `# ---- NAME` (NAME unique within the file);
// text before the first marker is a comment. Directive lines right after the marker:
//   # tools: {...}     SPEC §8 fixtures as JSON (consecutive `# tools:` lines are joined)
//   # message: any     do not compare str(e) (only the exception type)
//   # line: check      also compare the error's script line
//   # skip: REASON     a deliberate deviation that SUBSET.md excludes: not run, listed as skipped
// Compared: status, prints, result (JSON, numbers by value), ordered tool calls, error type, and
// error message unless `message: any`.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { fixtureRegistry, parseFixtures } from "../../host/fixtures.js";
import { createRegistry } from "../../host/registry.js";
import { envelopeJson } from "../../host/envelope-json.js";
import { runFlow } from "../../host/run-flow.js";
import { type Json, jsonEqual, parseExactJson, showJson } from "../diff/exact-json.js";

const HERE = dirname(fileURLToPath(import.meta.url));
export const ROOT = resolve(HERE, "../..");
const ORACLE_BATCH = join(HERE, "oracle_batch.py");
/** The flow's start time on both sides (`datetime.now()`): runFlow's `now` and oracle_batch.py's clock. */
export const FLOW_NOW_MS = Date.UTC(2024, 4, 6, 7, 8, 9, 123);

export interface ConformanceCase {
  /** `file-stem/NAME`, unique across a suite. */
  name: string;
  source: string;
  /** Fixtures JSON text, or undefined when the case calls no tool. */
  fixtures?: string;
  compareMessage: boolean;
  compareLine: boolean;
  skip?: string;
  /** Where the case starts, for failure messages. */
  file: string;
  line: number;
}

export interface Outcome {
  status: string;
  prints: string;
  result: Json;
  calls: { tool: string; args: Json; status: string }[];
  error?: { type: string; message: string; line: number | null };
}

export interface CaseResult {
  case: ConformanceCase;
  python: Outcome;
  toolflow: Outcome;
  /** Empty when toolflow agrees with CPython. */
  differences: string[];
}

const MARKER = /^# ---- (\S.*?)\s*$/;
const DIRECTIVE = /^# (tools|message|line|skip): ?(.*)$/;

export function parseCases(text: string, file: string): ConformanceCase[] {
  const stem = file.replace(/^.*\//, "").replace(/\.py$/, "");
  const lines = text.split("\n");
  const cases: ConformanceCase[] = [];
  const seen = new Set<string>();
  let i = lines.findIndex((l) => MARKER.test(l));
  while (i !== -1 && i < lines.length) {
    const name = `${stem}/${MARKER.exec(lines[i])![1]}`;
    if (seen.has(name)) throw new Error(`${file}:${i + 1}: duplicate case name ${name}`);
    seen.add(name);
    const start = i + 1;
    let j = start;
    let fixtures = "";
    const c: ConformanceCase = { name, source: "", compareMessage: true, compareLine: false, file, line: i + 1 };
    for (let m; j < lines.length && (m = DIRECTIVE.exec(lines[j])); j++) {
      if (m[1] === "tools") fixtures += m[2];
      else if (m[1] === "message" && m[2] === "any") c.compareMessage = false;
      else if (m[1] === "line" && m[2] === "check") c.compareLine = true;
      else if (m[1] === "skip" && m[2].trim()) c.skip = m[2].trim();
      else throw new Error(`${file}:${j + 1}: unknown directive ${lines[j]}`);
    }
    let end = j;
    while (end < lines.length && !MARKER.test(lines[end])) end++;
    // Directive lines stay in the source as blank lines so script line numbers match the file's.
    c.source = [...lines.slice(start, j).map(() => ""), ...lines.slice(j, end)].join("\n").replace(/\s+$/, "") + "\n";
    if (fixtures) c.fixtures = fixtures;
    cases.push(c);
    i = end;
  }
  return cases;
}

export function loadCases(dir: string): ConformanceCase[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".py"))
    .sort()
    .flatMap((f) => parseCases(readFileSync(join(dir, f), "utf8"), join(dir, f)));
}

function outcomeFrom(envelope: Json): Outcome {
  const env = envelope as Record<string, Json>;
  const error = env.error as Record<string, Json> | null | undefined;
  return {
    status: String(env.status),
    prints: typeof env.prints === "string" ? env.prints : "",
    result: env.result ?? null,
    calls: ((env.calls ?? []) as Record<string, Json>[]).map((c) => ({ tool: String(c.tool), args: c.args ?? {}, status: String(c.status) })),
    ...(error
      ? { error: { type: String(error.type), message: String(error.message ?? ""), line: error.line == null ? null : Number(error.line) } }
      : {}),
  };
}

/** CPython's outcomes, all cases in one python3 process. */
async function runPython(cases: ConformanceCase[]): Promise<Outcome[]> {
  return (parseExactJson(await runPythonBatch(ORACLE_BATCH, cases)) as Json[]).map(outcomeFrom);
}

/**
 * Runs a batch script over all cases in one python3 process (the same fixed clock, hash seed and
 * time zone as toolflow's side) and resolves with its stdout; a non-zero exit rejects.
 */
export function runPythonBatch(script: string, cases: ConformanceCase[]): Promise<string> {
  const jobs = JSON.stringify(cases.map((c) => ({ name: c.name, source: c.source, fixtures: c.fixtures ?? null, now_ms: FLOW_NOW_MS })));
  return new Promise((done, fail) => {
    const child = spawn("python3", [script], { cwd: ROOT, env: { ...process.env, PYTHONHASHSEED: "0", TZ: "UTC" } });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (b: Buffer) => out.push(b));
    child.stderr.on("data", (b: Buffer) => err.push(b));
    child.on("error", fail);
    child.on("close", (code) => {
      if (code !== 0) return fail(new Error(`${script.slice(script.lastIndexOf("/") + 1)} exited ${code}: ${Buffer.concat(err).toString("utf8").slice(-800)}`));
      done(Buffer.concat(out).toString("utf8"));
    });
    child.stdin.end(jobs);
  });
}

/** toolflow's outcome through the library, as `toolflow run --fixtures --json` would print it. */
async function runToolflow(c: ConformanceCase): Promise<Outcome> {
  const fixtures = c.fixtures ? parseFixtures(c.fixtures, c.name) : undefined;
  const registry = fixtures ? fixtureRegistry(fixtures) : createRegistry([]);
  const outcome = await runFlow(
    { code: c.source, name: "conformance", tools: [...registry.keys()] },
    { registry, limits: { timeoutSeconds: 20 }, now: () => new Date(FLOW_NOW_MS), ...(fixtures ? { aliases: fixtures.aliases } : {}) },
  );
  if (outcome.rejected) return { status: "rejected", prints: "", result: null, calls: [], error: { type: "Rejected", message: JSON.stringify(outcome), line: null } };
  // The envelope's JSON as the CLI prints it: ints past 2**53 exact (RunOutcome.resultJson).
  const tf = outcomeFrom(parseExactJson(envelopeJson(outcome.full, outcome.resultJson, outcome.callArgsJson)));
  // A compile error's envelope message ends with its place (` (line L:C)`), which CPython's str(e)
  // has not; the line is compared on its own (`# line: check`).
  if (tf.error?.type === "SyntaxError") tf.error.message = tf.error.message.replace(/ \(line \d+:\d+\)$/, "");
  return tf;
}

function describeError(o: Outcome): string {
  return o.error ? `${o.error.type}: ${o.error.message.slice(0, 200)} (line ${o.error.line})` : "no error";
}

/** How toolflow's outcome differs from CPython's, under the case's comparison directives. */
export function compareOutcomes(c: ConformanceCase, py: Outcome, tf: Outcome): string[] {
  const d: string[] = [];
  if (py.status !== tf.status) d.push(`status: python ${py.status} (${describeError(py)}) vs toolflow ${tf.status} (${describeError(tf)})`);
  else if (py.error && tf.error) {
    if (py.error.type !== tf.error.type) d.push(`error type: python ${describeError(py)} vs toolflow ${describeError(tf)}`);
    else if (c.compareMessage && py.error.message !== tf.error.message) {
      d.push(`error message: python ${JSON.stringify(py.error.message)} vs toolflow ${JSON.stringify(tf.error.message)}`);
    }
    if (c.compareLine && py.error.line !== tf.error.line) d.push(`error line: python ${py.error.line} vs toolflow ${tf.error.line}`);
  }
  if (py.prints !== tf.prints) {
    const a = py.prints.split("\n");
    const b = tf.prints.split("\n");
    const k = Math.max(0, a.findIndex((l, i) => l !== b[i]));
    d.push(`prints line ${k + 1}: python ${JSON.stringify(a[k] ?? "<end>")} vs toolflow ${JSON.stringify(b[k] ?? "<end>")}`);
  }
  if (!jsonEqual(py.result, tf.result)) d.push(`result: python ${showJson(py.result)} vs toolflow ${showJson(tf.result)}`);
  const show = (x: Outcome["calls"]) => x.map((k) => `${k.tool}(${showJson(k.args, 80)}) ${k.status}`).join(", ");
  if (show(py.calls) !== show(tf.calls)) d.push(`calls: python [${show(py.calls)}] vs toolflow [${show(tf.calls)}]`);
  return d;
}

/** Runs every non-skipped case on both sides; toolflow flows run two at a time (runFlow keeps two
 *  warm workers; a third would start a new one per flow). */
export async function runCases(cases: ConformanceCase[]): Promise<CaseResult[]> {
  const live = cases.filter((c) => !c.skip);
  const python = runPython(live);
  const toolflow: Outcome[] = new Array(live.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < live.length; i = next++) toolflow[i] = await runToolflow(live[i]);
  };
  await Promise.all(Array.from({ length: 2 }, worker));
  const py = await python;
  return live.map((c, i) => ({ case: c, python: py[i], toolflow: toolflow[i], differences: compareOutcomes(c, py[i], toolflow[i]) }));
}
