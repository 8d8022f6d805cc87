// Measures toolflow against CPython 3.11 on a folder of outside Python test files (one script per
// file, e.g. a peer interpreter's own test cases kept outside the repository).
//
//   npx tsx bench/experiments/corpus-measure.ts DIR [--filter S] [--verbose] [--json OUT]
//
// Each file runs once in python3 (test/diff/oracle.py's envelope, but plain CPython `await`: no
// tool-call rewriting, so `await 123` raises as CPython raises) and once through runFlow, and is
// classified:
//   match   same status, prints, result, exception type and message
//   differ  anything else
//   crash   toolflow failed as a product: InternalError, a rejected flow, or runFlow threw
//   host    skipped: the file needs what CPython's host gives and no sandbox has (a header line
//           `# call-external` / `# mount-fs` / `# xfail=cpython`, or an import of os/pathlib/gc)
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type ConformanceCase, type Outcome, ROOT, compareOutcomes } from "../../test/conformance/runner.js";
import { createRegistry, envelopeJson, runFlow } from "../../host/index.js";
import { parseExactJson } from "../../test/diff/exact-json.js";

const PYTHON = String.raw`
import ast, json, os, signal, sys
sys.path.insert(0, os.path.join(sys.argv[1], "test", "diff"))
import oracle
class Keep:
    def visit(self, tree):
        return tree
oracle.AsyncRewriter = Keep  # plain CPython await and gather
import asyncio
asyncio.gather = oracle._original_gather
import io, types
def _stdout():
    # A script run by python3 prints to a TextIOWrapper (type(sys.stdout) is _io.TextIOWrapper, a
    # lone surrogate does not encode), not to the StringIO the oracle captures with.
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", newline="\n", write_through=True)
    out.getvalue = lambda: out.buffer.getvalue().decode("utf-8")
    return out
oracle.io = types.SimpleNamespace(**{**vars(io), "StringIO": _stdout})
class Timeout(BaseException):
    pass
def alarm(signum, frame):
    raise Timeout()
signal.signal(signal.SIGALRM, alarm)
def one(job):
    signal.setitimer(signal.ITIMER_REAL, 10)
    try:
        return oracle.run(job["source"], "script.py", {})
    except (Timeout, Exception) as e:
        sys.stdout = sys.__stdout__
        return {"status": "error", "prints": "", "result": None, "calls": [], "error": {"type": "Oracle" + type(e).__name__, "message": str(e), "line": None}}
out = []
for job in json.load(sys.stdin):
    # One forked child per file: a script's changes to the interpreter cannot reach the next one.
    r, w = os.pipe()
    if os.fork() == 0:
        os.close(r)
        os.write(w, json.dumps(one(job)).encode())
        os._exit(0)
    os.close(w)
    with os.fdopen(r, "rb") as f:
        data = f.read()
    os.wait()
    out.append(json.loads(data) if data else {"status": "error", "prints": "", "result": None, "calls": [], "error": {"type": "OracleCrash", "message": "", "line": None}})
sys.stdout.write(json.dumps(out))
`;

const HOST_HEADER = /^# (call-external|mount-fs|xfail=[a-z,]*cpython)/m;
const HOST_IMPORT = /^\s*(import (os|pathlib|gc)\b|from (os|pathlib) import)/m;

function runPython(sources: string[]): Promise<Outcome[]> {
  return new Promise((done, fail) => {
    const child = spawn("python3", ["-c", PYTHON, ROOT], { env: { ...process.env, PYTHONHASHSEED: "0" } });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (b) => out.push(b));
    child.stderr.on("data", (b) => err.push(b));
    child.on("close", (code) => (code === 0 ? done(JSON.parse(Buffer.concat(out).toString("utf8"))) : fail(new Error(Buffer.concat(err).toString("utf8").slice(-2000)))));
    child.stdin.end(JSON.stringify(sources.map((source) => ({ source }))));
  });
}

const COMPILE_ERRORS = new Set(["SyntaxError", "IndentationError", "TabError"]);

type Kind = "match" | "differ" | "crash" | "host";

async function runToolflow(source: string): Promise<Outcome | string> {
  try {
    const registry = createRegistry([]);
    const o = await runFlow({ code: source, name: "corpus", tools: [] }, { registry, limits: { timeoutSeconds: 20 } });
    if (o.rejected) return `rejected: ${JSON.stringify(o).slice(0, 300)}`;
    return parseExactJson(envelopeJson(o.full, o.resultJson, o.callArgsJson)) as unknown as Outcome;
  } catch (e) {
    return `runFlow threw: ${String(e).slice(0, 300)}`;
  }
}

async function main() {
  const args = process.argv.slice(2);
  const dir = args.find((a) => !a.startsWith("--"));
  if (!dir) throw new Error("usage: corpus-measure.ts DIR [--filter S] [--verbose] [--json OUT]");
  const filter = args.includes("--filter") ? args[args.indexOf("--filter") + 1] : "";
  const jsonOut = args.includes("--json") ? args[args.indexOf("--json") + 1] : "";
  const files = readdirSync(dir).filter((f) => f.endsWith(".py") && f.includes(filter)).sort();
  const kinds = new Map<string, { kind: Kind; why: string }>();
  const live: { file: string; source: string }[] = [];
  for (const file of files) {
    const source = readFileSync(join(dir, file), "utf8");
    if (HOST_HEADER.test(source) || HOST_IMPORT.test(source)) kinds.set(file, { kind: "host", why: "needs host" });
    else live.push({ file, source });
  }
  const python = await runPython(live.map((l) => l.source));
  const tf: (Outcome | string)[] = new Array(live.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < live.length; i = next++) tf[i] = await runToolflow(live[i].source);
  };
  await Promise.all([worker(), worker()]);
  live.forEach(({ file }, i) => {
    const t = tf[i];
    if (typeof t === "string") return kinds.set(file, { kind: "crash", why: t });
    if (t.error?.type === "InternalError") return kinds.set(file, { kind: "crash", why: `InternalError: ${t.error.message.slice(0, 200)}` });
    // A compile error's message carries its position in toolflow's envelope (`... (line 3:5)`).
    if (t.error && COMPILE_ERRORS.has(t.error.type)) t.error.message = t.error.message.replace(/ \(line \d+:\d+\)$/, "");
    const c = { name: file, source: "", compareMessage: true, compareLine: false, file, line: 1 } as ConformanceCase;
    const d = compareOutcomes(c, python[i], t);
    kinds.set(file, d.length ? { kind: "differ", why: d.join(" | ").slice(0, 400) } : { kind: "match", why: "" });
  });
  const count = (k: Kind) => [...kinds.values()].filter((v) => v.kind === k).length;
  const ran = files.length - count("host");
  for (const [file, v] of kinds) if (v.kind === "differ" || v.kind === "crash") console.log(`${v.kind.padEnd(6)} ${file}: ${v.why}`);
  console.log(`files ${files.length}: match ${count("match")}, differ ${count("differ")}, crash ${count("crash")}, host ${count("host")}; match rate ${((100 * count("match")) / ran).toFixed(1)}% of ${ran}`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(Object.fromEntries(kinds), null, 1));
}

await main();
