// Where a flow's time goes in the worker engine after an idle gap, on both threads: a copy of a
// build's dist/ in a temporary folder gets marks (wall time on the shared clock, timeOrigin +
// now, and the marking thread's own CPU time from clock_gettime(CLOCK_THREAD_CPUTIME_ID) through a
// tiny N-API addon compiled here with gcc: /proc/thread-self/schedstat only moves at the
// scheduler's ticks) at the steps below, then flows run from the copy, each after GAP_MS idle.
// The worker's marks come back over a BroadcastChannel after each flow (off its path). Per step:
// wall time since the previous mark of either thread, and CPU of the marking thread since its own
// previous mark; medians over the flows kept. A mark costs ~2 us (hot) of its thread.
// `node bench/experiments/worker-idle-trace.mjs [warm|flow] [FLOWS] [GAP_MS] [DIST] [thread|worker]`
// A mark whose source line changed is simply missing from the output: update MARKS then.
// TRACE_PATCH='["text in dist/worker.js", "its replacement"]' tries an edit of the copy first.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { FLOW_SCRIPT, TOOL_TEXT, WARM_SCRIPT } from "../workloads.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const [which = "warm", flowsArg = "40", gapArg = "150", distArg = join(ROOT, "dist"), engine = "worker"] = process.argv.slice(2);
const FLOWS = Number(flowsArg);
const KEPT = Math.max(1, FLOWS - 10);

const ADDON_C = `#define NAPI_VERSION 8
#include <node_api.h>
#include <time.h>
static napi_value now(napi_env env, napi_callback_info info) {
  struct timespec ts; clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  napi_value v; napi_create_double(env, ts.tv_sec * 1e3 + ts.tv_nsec / 1e6, &v); return v;
}
NAPI_MODULE_INIT() {
  napi_value fn; napi_create_function(env, "threadCpuMs", NAPI_AUTO_LENGTH, now, NULL, &fn);
  napi_set_named_property(env, exports, "threadCpuMs", fn); return exports;
}
`;

/** [a source line of the built code, the mark put before it (or after it: "after:")] per bundle. */
const MARKS = {
  "worker.js": [
    ['    case "run": {', "W recv run"],
    ["async function run(flow) {", "W run()"],
    ["    return await runSandbox({", "W transpiled"],
    ["  const result = await sandbox.run(request);", "W sandbox taken"],
    ["    const called = callWithStrings(this.ctx, runHandle, exportsHandle, args);", "W guest run() in"],
    ["    this.outcome = called.value;", "W guest run() out"],
    ["    const outcomeJson = fulfilledString(this.ctx, this.outcome);", "W read outcome"],
    ["  finish(result) {", "W finish"],
    ["  if (request.keepWarm !== false) prepareNext(setup);", "W sandbox ran"],
    ['      void run(message.flow).then((result) => moved.delete(flowId) ? void 0 : send({ type: "done", flowId, result }));', "after:W run() awaits"],
    ['      void run(message.flow).then((result) => moved.delete(flowId) ? void 0 : sendDone(flowId, result));', "after:W run() awaits"],
    ["  if (kills.size === 0) Atomics.wait(slots, STATUS.turn, turn, HOST_TURN_MS);", "after:W host's turn ends"],
    ["function sendCalls() {", "W post calls"],
    ['    case "answers":', "W recv answers"],
    ["  answerGuest(id, answer) {", "W answer to guest"],
    ["        callTool: (alias, argsJson) => {", "W callTool"],
    ["  recycle() {", "W recycle"],
    ["  pool.push(guest.flowModule);", "W reset done"],
    ["  static async restore(snapshot, setup) {", "W restore"],
    ["setInterval(heartbeat, HEARTBEAT_MS).unref();", "W heartbeat timer set"],
    ["    sandbox.guarded(() => sandbox.fetchRun());", "W restored"],
  ],
  "index.js": [
    ["    const validation = validateRequest(request, options.registry, options.mcpToolsDeny);", "H runFlow"],
    ["        result = await fromScript(Object.assign(request, { program }));", "H to pool"],
    ["        result = await engine.sandbox(Object.assign(request, { program: transpiled.js }));", "H to sandbox"],
    ["    const flowId = ++nextFlowId;", "H PoolWorker.run"],
    ['        this.send({ type: "run", flow: flowRun });', "H post run"],
    ["        flow.deadline = deadline;", "H posted run"],
    ["  receive(message) {", "H recv"],
    ["  serveCall(flowId, callId, alias, argsJson) {", "H serveCall"],
    ["  sendAnswers() {", "H post answers"],
    ['      if (result.kind === "refused") return refused(result.error);', "H pool result"],
    ["    const full = fullEnvelope(record7);", "H recorded"],
  ],
};

const addonDir = join(tmpdir(), "toolflow-thread-cpu");
const addon = join(addonDir, "thread-cpu.node");
if (!existsSync(addon)) {
  mkdirSync(addonDir, { recursive: true });
  writeFileSync(join(addonDir, "thread-cpu.c"), ADDON_C);
  execFileSync("gcc", ["-shared", "-fPIC", "-O2", `-I${join(process.execPath, "../../include/node")}`, "-I/usr/include/node", "-o", addon, join(addonDir, "thread-cpu.c")]);
}

const prelude = (flush) =>
  `import { createRequire as __markRequire } from "node:module";\n` +
  `const __threadCpu = __markRequire(import.meta.url)(${JSON.stringify(addon)}).threadCpuMs;\n` +
  `const __marks = (globalThis.__tfMarks ??= []);\n` +
  `const __mark = (what) => void __marks.push([what, performance.timeOrigin + performance.now(), __threadCpu()]);\n` +
  (flush ? `{ const bc = new BroadcastChannel("tf-marks"); bc.unref(); bc.onmessage = () => bc.postMessage(__marks.splice(0)); }\n` : "");

const dir = mkdtempSync(join(tmpdir(), "toolflow-worker-trace-"));
try {
  cpSync(resolve(distArg), join(dir, "dist"), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
  cpSync(join(ROOT, "package.json"), join(dir, "package.json"));
  for (const [name, marks] of Object.entries(MARKS)) {
    const path = join(dir, "dist", name);
    let text = readFileSync(path, "utf8");
    for (const [line, what] of marks) {
      // Some marks have a line for each build (the old one's and this one's): a missing one is skipped.
      if (!text.includes(line)) continue;
      text = text.replace(line, (found) => (what.startsWith("after:") ? `${found} __mark(${JSON.stringify(what.slice(6))});` : (found.endsWith("{") && !found.endsWith("({")) || found.endsWith(":") ? `${found} __mark(${JSON.stringify(what)});` : `__mark(${JSON.stringify(what)});\n${found}`));
    }
    // TRACE_PATCH=from=>to (JSON pair): a trial edit of the copy.
    if (process.env.TRACE_PATCH && name === "worker.js") {
      const [from, to] = JSON.parse(process.env.TRACE_PATCH);
      if (!text.includes(from)) throw new Error("TRACE_PATCH: no such text");
      text = text.replace(from, to);
    }
    // Each heartbeat tick marked too: what the worker does while idle.
    if (name === "worker.js") text = text.replace("setInterval(heartbeat, HEARTBEAT_MS)", 'setInterval(() => { heartbeat(); __mark("W heartbeat tick"); }, HEARTBEAT_MS)');
    writeFileSync(path, prelude(name === "worker.js") + text);
  }
  const lib = await import(pathToFileURL(join(dir, "dist", "index.js")).href);
  const threadCpu = (await import("node:module")).createRequire(import.meta.url)(addon).threadCpuMs;
  const hostMarks = (globalThis.__tfMarks ??= []);
  const mark = (what) => hostMarks.push([what, performance.timeOrigin + performance.now(), threadCpu()]);
  const registry = lib.createRegistry(Object.keys(TOOL_TEXT).map((name) => ({ name, category: "custom", flowEligible: true, output: "text", handler: async () => TOOL_TEXT[name] })));
  const run = engine === "worker" ? lib.runFlow : lib.createRunFlow({ ...lib.defaultFlowEngine, sandbox: lib.runSandbox });
  const [code, tools] = which === "warm" ? [WARM_SCRIPT, []] : [FLOW_SCRIPT, Object.keys(TOOL_TEXT)];
  const channel = new BroadcastChannel("tf-marks");
  const workerMarks = () =>
    engine === "worker"
      ? new Promise((done) => {
          // No worker yet (the first flow starts it): nothing answers.
          const none = setTimeout(() => done([]), 100);
          channel.onmessage = (event) => {
            clearTimeout(none);
            done(event.data);
          };
          channel.postMessage("flush");
        })
      : [];
  const steps = new Map();
  const add = (key, wall, cpu) => (steps.get(key) ?? steps.set(key, []).get(key)).push([wall, cpu]);
  let previousWorker;
  for (let i = 0; i < FLOWS; i++) {
    await new Promise((r) => setTimeout(r, Number(gapArg)));
    const worker = await workerMarks();
    hostMarks.length = 0;
    mark("H flow start");
    const outcome = await run({ name: "trace", tools, code }, { registry });
    mark("H flow resolved");
    if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
    const host = hostMarks.splice(0);
    await new Promise((r) => setTimeout(r, 30));
    const during = await workerMarks();
    // The worker's marks before this flow (after the last one's result: reset, refill, heartbeats) give its CPU baseline.
    const before = [...(previousWorker ?? []), ...worker];
    previousWorker = during.filter(([, at]) => at > host.at(-1)[1]);
    if (i < FLOWS - KEPT) continue;
    const start = host[0][1];
    const end = host.at(-1)[1];
    const inFlow = [...host.map((m) => [...m, "H"]), ...during.filter(([, at]) => at >= start && at <= end).map((m) => [...m, "W"])].sort((a, b) => a[1] - b[1]);
    const lastCpu = { H: undefined, W: before.filter(([, at]) => at < start).at(-1)?.[2] };
    const seen = new Map();
    let previous;
    for (const [what, at, cpu, who] of inFlow) {
      const n = (seen.get(what) ?? 0) + 1;
      seen.set(what, n);
      const label = `${previous ? previous[0] : "(idle)"} -> ${what}${n > 1 ? ` #${n}` : ""}`;
      add(label, previous ? (at - previous[1]) * 1000 : NaN, lastCpu[who] === undefined ? NaN : (cpu - lastCpu[who]) * 1000);
      lastCpu[who] = cpu;
      previous = [`${what}${n > 1 ? ` #${n}` : ""}`, at];
    }
    add("whole flow (host wall, host CPU)", (end - start) * 1000, (host.at(-1)[2] - host[0][2]) * 1000);
    const workerInFlow = inFlow.filter(([, , , who]) => who === "W");
    if (workerInFlow.length) add("worker CPU first..last mark in flow", NaN, (workerInFlow.at(-1)[2] - workerInFlow[0][2]) * 1000);
    for (let j = 0; j + 1 < previousWorker.length; j++) add(`after: ${previousWorker[j][0]} -> ${previousWorker[j + 1][0]}`, (previousWorker[j + 1][1] - previousWorker[j][1]) * 1000, (previousWorker[j + 1][2] - previousWorker[j][2]) * 1000);
  }
  const median = (xs) => {
    const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
    return s.length ? s[s.length >> 1] : NaN;
  };
  console.log(`${engine}, ${which}, ${gapArg} ms idle before each; load ${loadavg().map((x) => x.toFixed(2)).join(" ")}; us, median of ${KEPT}: wall since the previous mark (either thread), CPU of the marking thread since its own previous mark`);
  for (const [key, rows] of steps) {
    if (rows.length < KEPT / 4) continue;
    console.log(`${key.padEnd(62)} ${median(rows.map((r) => r[0])).toFixed(1).padStart(8)} ${median(rows.map((r) => r[1])).toFixed(1).padStart(8)}  n=${rows.length}`);
  }
  channel.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
