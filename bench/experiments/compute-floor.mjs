// The floor of issue 17's compute goal (<= 1.5x CPython): each compute kernel of the bench
// (workloads.mjs COMPUTE) written by hand as plain JavaScript and run in QuickJS itself (the sync
// release build toolflow uses, no guest runtime, no Python semantics beyond what the result needs),
// against CPython running the Python kernel in its own process. Whatever toolflow does, its kernels
// run in this interpreter, so this ratio bounds what any transpilation can reach.
// toolflow's own flow (in-thread, the built dist/) is timed in the same rounds, flow set-up included.
// `node bench/experiments/compute-floor.mjs [rounds] [wall|cpu]` (each round runs plain QuickJS,
// CPython and toolflow in turn; `cpu` times each in process CPU time, steadier on a loaded machine).
import { spawnSync } from "node:child_process";
import { getQuickJS } from "quickjs-emscripten";
import { timeFlow } from "../lib/in-thread-flow.mjs";
import { COMPUTE } from "../workloads.mjs";

const rounds = Number(process.argv[2] ?? 5);
const cpuClock = process.argv[3] === "cpu";
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const clockMs = cpuClock ? cpuMs : () => performance.now();

/** Each kernel as the least JavaScript that gives CPython's answer (`exact` where a cheaper, wrong-at-scale form exists too). */
const PLAIN = {
  int_loop: {
    // Python's int: the sum passes 2**53, so exact arithmetic needs BigInt past the safe range,
    // checked per step as any correct translation must.
    exact: "(() => { let s = 0, big = null; for (let i = 0; i < 1000000; i++) { const t = i * i; if (big === null) { const n = s + t; if (n <= 9007199254740991) { s = n; continue; } big = BigInt(s); } big += BigInt(t); } return String(big ?? s); })()",
    // Doubles only: a lower bound that gives a wrong answer here (rounding past 2**53).
    lowerBound: "(() => { let s = 0; for (let i = 0; i < 1000000; i++) s += i * i; return s; })()",
  },
  str_dict: {
    exact: "(() => { const d = new Map(); for (let i = 0; i < 100000; i++) { const key = 'k' + i; d.set(key, key.toUpperCase() + '-' + (i % 97)); } let total = 0; for (const k of d.keys()) total += d.get(k).length; return total; })()",
  },
  fib: {
    exact: "(() => { function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); } return fib(22); })()",
  },
  json: {
    // JSON.stringify is compact where json.dumps puts a space after ',' and ':'; the spaces are
    // counted, not written: a lower bound on the same data.
    lowerBound: "(() => { const rows = []; for (let i = 0; i < 5000; i++) rows.push({ id: i, name: 'item' + i, tags: ['a', 'b', String(i % 5)], ok: i % 3 === 0 }); const text = JSON.stringify(rows); const back = JSON.parse(text); let s = 0; for (const r of back) if (r.ok) s += r.id; let spaces = 0; for (let i = 0; i < text.length; i++) { const c = text.charCodeAt(i); if (c === 44 || c === 58) spaces++; } return s + text.length + spaces; })()",
  },
  regex: {
    exact: "(() => { const parts = []; for (let i = 0; i < 20000; i++) parts.push('user' + i + '@example.com'); const text = parts.join(' '); let found = 0; for (const m of text.matchAll(/[a-z]+(\\d+)@example\\.com/g)) found++; return found + text.replace(/\\d/g, '#').length; })()",
  },
};

const QuickJS = await getQuickJS();
function quickjsMs(code, expected) {
  const vm = QuickJS.newContext();
  try {
    const start = clockMs();
    const value = vm.dump(vm.unwrapResult(vm.evalCode(code)));
    const ms = clockMs() - start;
    return { ms, right: String(value) === expected };
  } finally {
    vm.dispose();
  }
}

function cpythonMs(code) {
  const clock = cpuClock ? "process_time" : "perf_counter";
  const script = `import time, json, sys\nsrc = sys.stdin.read()\nns = {}\nt = time.${clock}()\nexec(compile(src, "k", "exec"), ns)\nprint(json.dumps((time.${clock}() - t) * 1000))`;
  const out = spawnSync("python3", ["-c", script], { input: code, encoding: "utf8" });
  if (out.status !== 0) throw new Error(out.stderr);
  return JSON.parse(out.stdout);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
for (const [name, [python, expected]] of Object.entries(COMPUTE)) {
  for (const [form, code] of Object.entries(PLAIN[name])) {
    quickjsMs(code, expected); // V8 tiers QuickJS's own code up on first use
    const q = [], c = [], t = [];
    let right = true;
    for (let r = 0; r < rounds; r++) {
      const one = quickjsMs(code, expected);
      right &&= one.right;
      q.push(one.ms);
      c.push(cpythonMs(python));
      t.push((await timeFlow(python, { label: name, expected }))[cpuClock ? "cpuMs" : "wallMs"]);
    }
    rows.push({ name, form, quickjs: median(q), cpython: median(c), toolflow: median(t), right });
  }
}
for (const row of rows) {
  console.log(`${row.name} (${row.form}${row.right ? "" : ", answer differs"}): plain JS in QuickJS ${row.quickjs.toFixed(1)} ms, CPython ${row.cpython.toFixed(1)} ms, ratio ${(row.quickjs / row.cpython).toFixed(2)}; toolflow ${row.toolflow.toFixed(1)} ms (${(row.toolflow / row.cpython).toFixed(2)}x CPython)`);
}
const floorRows = Object.keys(COMPUTE).map((name) => rows.find((row) => row.name === name && row.form === "exact") ?? rows.find((row) => row.name === name));
const geomean = Math.exp(floorRows.reduce((sum, row) => sum + Math.log(row.quickjs / row.cpython), 0) / floorRows.length);
const ours = Math.exp(floorRows.reduce((sum, row) => sum + Math.log(row.toolflow / row.cpython), 0) / floorRows.length);
console.log(JSON.stringify({ clock: cpuClock ? "cpu" : "wall", floor_compute_vs_cpython: Number(geomean.toFixed(2)), toolflow_compute_vs_cpython: Number(ours.toFixed(2)), load: (await import("node:os")).loadavg()[0] }));
