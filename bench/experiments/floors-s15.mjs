// Issue 17's seed-flow and host-call floors (session 15): the least JavaScript in the same QuickJS
// build (quickjs-emscripten 0.32, @jitl/quickjs-wasmfile-release-sync, as wasm/quickjs.ts loads it)
// that does a flow's work through async host tools, sampled by the bench's own sections (3a/3b
// after a 150 ms gap and 50 in a row, 4: one 10,000-call flow after the gap), in one process
// with toolflow's in-thread engine and monty, every runner once per round.
//
// Every floor flow runs in a runtime + context of its own, made ahead of time (the idle shape: the
// next one is made right after a sample, before the bench's gap; back to back: 50 made before the
// batch), in one module instance per floor runner, with its helpers evaluated there beforehand:
//   $call(name, args)  the guest makes the promise, keeps its resolver by a call id, and calls the
//                      host function `$host("<id> <name> <args>")` (one string: toolflow's shape);
//   $answer(id, text)  the host delivers the tool's answer (a string) and runs the pending jobs;
//   $done(text)        the flow's result as JSON text, read by the host and parsed.
// Host paths:
//   direct   the FFI straight (toolflow's wasm/quickjs-internals.ts: C calls the host function
//            with no handle, the answer goes in by QTS_Call, the jobs by QTS_ExecutePendingJob);
//   api      quickjs-emscripten's public API: ctx.newFunction returning ctx.newPromise()'s handle,
//            deferred.resolve(ctx.newString(text)), runtime.executePendingJobs() (no id, no Map);
//   guest    QuickJS's own share: the same guest code with `$host` a guest function answering at
//            once (the texts put in the context beforehand), no crossing until the one result read.
// Host calls (bench 4's loop `n += noop(i=i)`):
//   bare     arguments `'{"i": ' + i + '}'` (one concatenation), the answer string "1" kept as is;
//   kwargs   arguments JSON.stringify({ i }), parsed by the host for the tool (an async function
//            given the object, answering 1), its answer JSON.stringify'd, JSON.parse'd by the guest.
// Seed flow (FLOW_SCRIPT): three awaited calls answering TOOL_TEXT's texts (kwargs as JSON text
// literals, parsed by the host for the tool), str.splitlines (CPython's line boundaries), a slice
// of the first 200 code points, len, lines[:3], split("\n")[-5:], the dict as JSON text:
//   compiled the flow's text evaluated per flow (what a design without a code cache pays);
//   cached   the flow's function already compiled in the context (a lower bound for any design).
// The result is checked against CPython's (python3 runs FLOW_SCRIPT once at start) on every sample.
//
// `node --import tsx bench/experiments/floors-s15.mjs [ROUNDS] [--only=flow,calls,pieces]` (default flow,calls)
// `node --import tsx --cpu-prof --cpu-prof-dir=DIR bench/experiments/floors-s15.mjs --profile=FLOOR [N]`
//   runs one floor N times back to back (no peers) and prints the loop's window; then
//   `node bench/experiments/profile-top.mjs DIR/CPU.*.0.001.cpuprofile 25 --window=A-B`.
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { callDirectly, callWithNumberAndString, runPendingJobs, stringHostFunction } from "../../wasm/quickjs-internals.ts";
import { createMonty } from "../peers/monty.mjs";
import { createToolflow } from "../peers/toolflow.mjs";
import { hostCalls, seedFlow } from "../sections/in-process.mjs";
import { BACK_TO_BACK_RUNS, batchMs, timeMs } from "../lib/time.mjs";
import { median, roundRatios } from "../lib/stats.mjs";
import { CALL_COUNT, FLOW_SCRIPT, TOOL_TEXT } from "../workloads.mjs";

const args = process.argv.slice(2);
const ROUNDS = Number(args.find((a) => /^\d+$/.test(a)) ?? 10);
const only = new Set((args.find((a) => a.startsWith("--only="))?.slice(7) ?? "flow,calls").split(","));
const profiled = args.find((a) => a.startsWith("--profile="))?.slice(10);

// ---- CPython's result for the seed flow (the oracle) ----
const PY = `import ast, json, sys
texts = json.loads(sys.stdin.read())
tools = {name: (lambda text: lambda **kw: {"text": text})(text) for name, text in texts.items()}
tree = ast.parse(${JSON.stringify(FLOW_SCRIPT)})
last = ast.Expression(tree.body.pop().value)
env = dict(tools)
exec(compile(tree, "flow", "exec"), env)
print(json.dumps(eval(compile(last, "flow", "eval"), env)))`;
const EXPECTED = JSON.stringify(JSON.parse(execFileSync("python3", ["-c", PY], { input: JSON.stringify(TOOL_TEXT) }).toString()));

// ---- the guest's helpers, evaluated in each context before it is used ----
const CALLS_BY_ID = `
const $waiting = new Map(); let $id = 0;
globalThis.$answer = (id, text) => { const resolve = $waiting.get(id); $waiting.delete(id); resolve(text); };
globalThis.$call = (name, args) => new Promise((resolve) => { const id = ++$id; $waiting.set(id, resolve); $host(id + " " + name + " " + args); });`;
const CALLS_BY_API = `globalThis.$call = (name, args) => $host(name, args);`;
// The guest path's host: answers at once from texts put in the context beforehand.
const GUEST_HOST = (texts) => `const $texts = ${JSON.stringify(texts)};
globalThis.$host = (call) => { const a = call.indexOf(" "), b = call.indexOf(" ", a + 1); $answer(+call.slice(0, a), $texts[call.slice(a + 1, b)]); };
globalThis.$done = (text) => { globalThis.$out = text; };`;
// CPython's str.splitlines (no empty last line after a final break; split by a string when "\n"
// is the only break in the text: QuickJS splits by a RegExp with one sticky exec per position,
// 321 us hot for bench 3a's 1.5 KB against 38 us for the test and 5 us for the string split) and
// s[:n] by code points (the first n units when none of them is a surrogate).
const STR_HELPERS = `
globalThis.$splitlines = (s) => {
  const parts = /[\\r\\v\\f\\x1c-\\x1e\\x85\\u2028\\u2029]/.test(s) ? s.split(/\\r\\n|[\\n\\r\\v\\f\\x1c-\\x1e\\x85\\u2028\\u2029]/) : s.split("\\n");
  if (parts[parts.length - 1] === "") parts.pop();
  return parts;
};
globalThis.$head = (s, n) => {
  const units = s.slice(0, n);
  if (!/[\\ud800-\\udfff]/.test(units)) return units;
  let i = 0;
  for (let k = 0; k < n && i < s.length; k++) { const c = s.charCodeAt(i); i += c >= 0xd800 && c < 0xdc00 && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1; }
  return s.slice(0, i);
};`;
const SEED_BODY = `
  const readme = await $call("read", '{"path": "README.md"}');
  const hits = await $call("search", '{"pattern": "runFlow", "path": "host"}');
  const files = await $call("list_files", '{"pattern": "src/*.ts"}');
  const lines = $splitlines(hits);
  $done(JSON.stringify({ readme: $head(readme, 200), count: lines.length, first: lines.slice(0, 3), files: files.split("\\n").slice(-5) }));`;
/** The flow's text as a design without a code cache compiles it per flow. */
const SEED_TEXT = `(async () => {${SEED_BODY}\n})();`;
const SEED_CACHED = `globalThis.$seed = async () => {${SEED_BODY}\n};`;
// The seed flow's pieces (`--only=pieces`): its start and end alone, plus the three calls, plus
// the string work before the result's JSON (its result is then the line count).
const SEED_PIECES = `
globalThis.$empty = async () => { $done("1"); };
globalThis.$callsOnly = async () => {${SEED_BODY.split("\n").slice(0, 4).join("\n")}\n  $done("1");\n};
globalThis.$noJson = async () => {${SEED_BODY.split("\n").slice(0, 5).join("\n")}\n  const r = { readme: $head(readme, 200), count: lines.length, first: lines.slice(0, 3), files: files.split("\\n").slice(-5) };\n  $done("" + r.count);\n};`;
const CALLS_LOOPS = `
globalThis.$bare = async (n) => { let count = 0; for (let i = 0; i < n; i++) { await $call("noop", '{"i": ' + i + '}'); count++; } $done("" + count); };
globalThis.$kwargs = async (n) => { let sum = 0; for (let i = 0; i < n; i++) sum += JSON.parse(await $call("noop", JSON.stringify({ i }))); $done("" + sum); };`;

// ---- the host's tools: async JS functions ----
const SEED_TOOLS = Object.fromEntries(Object.keys(TOOL_TEXT).map((name) => [name, async () => TOOL_TEXT[name]]));
const noop = async () => 1;
/** name -> (args text) => promise of the answer text, as the host's dispatcher gives it. */
const TOOLS = {
  bare: { noop: async () => "1" },
  kwargs: { noop: async (argsText) => JSON.stringify(await noop(JSON.parse(argsText))) },
  seed: Object.fromEntries(Object.entries(SEED_TOOLS).map(([name, tool]) => [name, async (argsText) => tool(JSON.parse(argsText))])),
};

// ---- floor contexts ----
/**
 * A runtime + context in `module` with the helpers for `path` and `work` evaluated; `run(entry)`
 * starts the work (a flow text to evaluate, or a function name to call with `arg`) and resolves
 * with the text $done got.
 */
function floorContext(module, path, work) {
  const runtime = module.newRuntime();
  const ctx = runtime.newContext();
  let finish;
  let tools;
  let disposeMore = () => undefined;
  if (path === "direct") {
    callDirectly(runtime, ctx);
    ctx.unwrapResult(ctx.evalCode(CALLS_BY_ID)).dispose();
    const answer = ctx.getProp(ctx.global, "$answer");
    const deliver = (id, text) => {
      const error = callWithNumberAndString(ctx, answer, id, text) ?? runPendingJobs(runtime, ctx);
      if (error) throw new Error(`guest error: ${JSON.stringify(ctx.dump(error))}`);
    };
    ctx.newFunction("$host", stringHostFunction(ctx, (arg) => {
      const call = arg(0);
      const a = call.indexOf(" "), b = call.indexOf(" ", a + 1);
      const id = +call.slice(0, a);
      tools[call.slice(a + 1, b)](call.slice(b + 1)).then((text) => deliver(id, text));
    })).consume((fn) => ctx.setProp(ctx.global, "$host", fn));
    ctx.newFunction("$done", stringHostFunction(ctx, (arg) => finish(arg(0)))).consume((fn) => ctx.setProp(ctx.global, "$done", fn));
    disposeMore = () => answer.dispose();
  } else if (path === "api") {
    ctx.unwrapResult(ctx.evalCode(CALLS_BY_API)).dispose();
    ctx.newFunction("$host", (nameHandle, argsHandle) => {
      const deferred = ctx.newPromise();
      tools[ctx.getString(nameHandle)](ctx.getString(argsHandle)).then((text) => {
        ctx.newString(text).consume((handle) => deferred.resolve(handle));
        ctx.unwrapResult(runtime.executePendingJobs());
      });
      return deferred.handle; // duplicated for the guest, then disposed by quickjs-emscripten
    }).consume((fn) => ctx.setProp(ctx.global, "$host", fn));
    ctx.newFunction("$done", (handle) => void finish(ctx.getString(handle))).consume((fn) => ctx.setProp(ctx.global, "$done", fn));
  } else {
    ctx.unwrapResult(ctx.evalCode(CALLS_BY_ID + GUEST_HOST(work === "calls" ? { noop: "1" } : TOOL_TEXT))).dispose();
  }
  ctx.unwrapResult(ctx.evalCode(work === "calls" ? CALLS_LOOPS : STR_HELPERS + SEED_CACHED + SEED_PIECES)).dispose();
  /** Starts `entry` (flow text, or [function name, number]) and resolves with $done's text. */
  const run = (entry, toolSet) => {
    tools = toolSet;
    const done = new Promise((resolve) => (finish = resolve));
    if (typeof entry === "string") ctx.unwrapResult(ctx.evalCode(entry)).dispose();
    else {
      const fn = ctx.getProp(ctx.global, entry[0]);
      const argument = entry[1] === undefined ? ctx.undefined : ctx.newNumber(entry[1]);
      ctx.unwrapResult(ctx.callFunction(fn, ctx.undefined, argument)).dispose();
      fn.dispose();
      argument.dispose();
    }
    if (path === "api") ctx.unwrapResult(runtime.executePendingJobs());
    else {
      const error = runPendingJobs(runtime, ctx);
      if (error) throw new Error(`guest error: ${JSON.stringify(ctx.dump(error))}`);
    }
    if (path === "guest") return ctx.getProp(ctx.global, "$out").consume((out) => ctx.getString(out));
    return done;
  };
  const dispose = () => {
    disposeMore();
    ctx.dispose();
    runtime.dispose();
  };
  return { run, dispose };
}

/** A bench runner (the peers' shape) for one floor: `work` "calls" or "seed", `entry` as run() takes it. */
async function floorRunner(name, path, work, entry, tools, check) {
  const module = await newQuickJSWASMModuleFromVariant(variant);
  const make = () => floorContext(module, path, work);
  /** One flow: its result parsed, as a host must give it; checked after the timing (`checkLast`). */
  let last;
  const once = async (context) => {
    last = await context.run(entry, tools);
    return JSON.parse(last);
  };
  const checkLast = () => check(JSON.parse(last), last);
  const cpu = { flow: [], flowBackToBack: [], calls: [] };
  const cpuSince = (start) => {
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
  let spare = make();
  /** One run on the context made ahead, timed; the next context is made after it. */
  const sampled = async (key, per) => {
    const context = spare;
    const start = process.cpuUsage();
    const ms = await timeMs(() => once(context));
    cpu[key].push(cpuSince(start) / per);
    checkLast();
    context.dispose();
    spare = make();
    return ms;
  };
  const inARow = async () => {
    const ready = Array.from({ length: BACK_TO_BACK_RUNS }, make);
    const contexts = [...ready];
    const start = process.cpuUsage();
    const ms = await batchMs(BACK_TO_BACK_RUNS, () => once(contexts.pop()));
    cpu.flowBackToBack.push(cpuSince(start) / BACK_TO_BACK_RUNS);
    checkLast();
    for (const context of ready) context.dispose();
    return ms;
  };
  /** A warm-up run (and the check) on a context made here. */
  const fresh = async () => {
    const context = make();
    await once(context);
    checkLast();
    context.dispose();
  };
  await fresh();
  return work === "calls"
    ? { name, cpu, calls: async () => (await sampled("calls", CALL_COUNT)) / CALL_COUNT }
    : { name, cpu, flow: () => sampled("flow", 1), flowBackToBack: inARow };
}

/** A peer whose samples also record the process's CPU milliseconds per flow (or per call). */
function withCpu(runner) {
  const cpu = { flow: [], flowBackToBack: [], calls: [] };
  const per = { flow: 1, flowBackToBack: BACK_TO_BACK_RUNS, calls: CALL_COUNT };
  const wrapped = { ...runner, cpu };
  for (const key of Object.keys(cpu)) {
    wrapped[key] = async () => {
      const start = process.cpuUsage();
      const value = await runner[key]();
      const used = process.cpuUsage(start);
      cpu[key].push((used.user + used.system) / 1000 / per[key]);
      return value;
    };
  }
  return wrapped;
}

const checkSeed = (value, text) => {
  if (JSON.stringify(value) !== EXPECTED) throw new Error(`seed floor gave ${text.slice(0, 200)}, CPython ${EXPECTED.slice(0, 200)}`);
};
const checkCalls = (value) => {
  if (value !== CALL_COUNT) throw new Error(`calls floor gave ${value}`);
};
const anyResult = () => undefined;
const FLOORS = {
  "calls bare, direct": ["direct", "calls", ["$bare", CALL_COUNT], TOOLS.bare, checkCalls],
  "calls kwargs, direct": ["direct", "calls", ["$kwargs", CALL_COUNT], TOOLS.kwargs, checkCalls],
  "calls bare, api": ["api", "calls", ["$bare", CALL_COUNT], TOOLS.bare, checkCalls],
  "calls kwargs, api": ["api", "calls", ["$kwargs", CALL_COUNT], TOOLS.kwargs, checkCalls],
  "calls bare, guest only": ["guest", "calls", ["$bare", CALL_COUNT], undefined, checkCalls],
  "calls kwargs, guest only": ["guest", "calls", ["$kwargs", CALL_COUNT], undefined, checkCalls],
  "seed compiled, direct": ["direct", "seed", SEED_TEXT, TOOLS.seed, checkSeed],
  "seed cached, direct": ["direct", "seed", ["$seed"], TOOLS.seed, checkSeed],
  "seed compiled, api": ["api", "seed", SEED_TEXT, TOOLS.seed, checkSeed],
  "seed cached, api": ["api", "seed", ["$seed"], TOOLS.seed, checkSeed],
  "seed compiled, guest only": ["guest", "seed", SEED_TEXT, undefined, checkSeed],
  "seed cached, guest only": ["guest", "seed", ["$seed"], undefined, checkSeed],
  "piece empty, guest only": ["guest", "seed", ["$empty"], undefined, anyResult],
  "piece empty, direct": ["direct", "seed", ["$empty"], TOOLS.seed, anyResult],
  "piece calls only, guest only": ["guest", "seed", ["$callsOnly"], undefined, anyResult],
  "piece calls only, direct": ["direct", "seed", ["$callsOnly"], TOOLS.seed, anyResult],
  "piece all but the JSON, guest only": ["guest", "seed", ["$noJson"], undefined, anyResult],
};

if (profiled) {
  // Contexts made first, then N runs back to back (one context each); prints the loop's window on
  // V8's profile clock (CLOCK_MONOTONIC, microseconds) for `profile-top.mjs FILE 25 --window=A-B`,
  // so the set-up, module loading and python3 stay out of the figures.
  const [path, work, entry, tools, check] = FLOORS[profiled];
  const module = await newQuickJSWASMModuleFromVariant(variant);
  const n = Number(args.find((a) => /^\d+$/.test(a)) ?? 200);
  const warm = floorContext(module, path, work);
  await warm.run(entry, tools);
  warm.dispose();
  const contexts = Array.from({ length: n }, () => floorContext(module, path, work));
  const us = () => process.hrtime.bigint() / 1000n;
  const start = us();
  let text;
  for (const context of contexts) text = await context.run(entry, tools);
  const end = us();
  check(JSON.parse(text), text);
  console.log(`${profiled}: ${n} runs, ${(Number(end - start) / 1000 / n).toFixed(3)} ms each; --window=${start}-${end}`);
  process.exit(0);
}

const load = () => loadavg().map((x) => x.toFixed(2)).join(" ");
console.log(`load average at start ${load()}; ${ROUNDS} rounds; CPython's seed result checked on every floor sample`);
const peers = [withCpu(await createToolflow("thread")), withCpu(await createMonty())];
const part = (name) => (name.startsWith("calls") ? "calls" : name.startsWith("piece") ? "pieces" : "flow");
const wanted = Object.entries(FLOORS).filter(([name]) => only.has(part(name)) || (only.has("pieces") && name.startsWith("seed cached, guest")));
const floors = [];
for (const [name, spec] of wanted) floors.push(await floorRunner(`floor ${name}`, ...spec));
const runners = [...peers, ...floors];

const measurements = [];
if (only.has("flow") || only.has("pieces")) measurements.push(...(await seedFlow(runners, ROUNDS)));
console.log(`load average after 3a/3b ${load()}`);
if (only.has("calls")) measurements.push(await hostCalls(runners, ROUNDS));
console.log(`load average at end ${load()}`);

const byName = new Map(runners.map((runner) => [runner.name, runner]));
const fmt = (x) => (x >= 100 ? x.toFixed(1) : x >= 1 ? x.toFixed(2) : x.toFixed(3));
const spread = (xs) => `${fmt(median(xs)).padStart(7)} (${fmt(Math.min(...xs))}-${fmt(Math.max(...xs))})`;
const ratios = (a, b) => {
  const r = roundRatios(a, b);
  return r ? `${r.median.toFixed(2)} (${r.min.toFixed(2)}-${r.max.toFixed(2)})` : "-";
};
for (const { title, unit, rows } of measurements) {
  const key = title.startsWith("4.") ? "calls" : title.startsWith("3b") ? "flowBackToBack" : "flow";
  const scale = key === "calls" ? 1000 : 1;
  console.log(`\n${title} (${unit}); median (min-max) of ${ROUNDS} rounds (3b: ${Math.min(ROUNDS, 4)}); toolflow / row per round`);
  console.log(`  ${"".padEnd(40)} ${"wall".padEnd(22)} ${"process CPU".padEnd(22)} toolflow/row wall   toolflow/row CPU`);
  const toolflow = rows.find((row) => row.name.startsWith("toolflow"));
  const toolflowCpu = byName.get(toolflow.name).cpu[key].map((x) => x * scale);
  for (const row of rows) {
    const samples = row.samples.filter(Number.isFinite);
    if (row.missing || !samples.length) {
      console.log(`  ${row.name.padEnd(40)} missing: ${row.missing}`);
      continue;
    }
    const cpu = byName.get(row.name).cpu[key].map((x) => x * scale);
    const vs = row === toolflow ? "" : `${ratios(toolflow.samples, row.samples).padEnd(20)} ${ratios(toolflowCpu, cpu)}`;
    console.log(`  ${row.name.padEnd(40)} ${spread(samples).padEnd(22)} ${spread(cpu).padEnd(22)} ${vs}`);
  }
}
process.exit(0);
