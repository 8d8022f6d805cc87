// The safe-range checks of emitted int `+`/`-` with int32 constants tested first (inline in
// QuickJS when the result is int32-tagged; the float64 constants of the full check are a C call
// each): fib(25) in the shape emitted and adds past int32 (floats) both ways, in fresh contexts,
// rounds alternating, CPU ms medians and per-round ratios to the first case of each group.
// `node bench/experiments/int32-guards.mjs [ROUNDS]`.
import { getQuickJS } from "quickjs-emscripten";
import { median } from "../lib/stats.mjs";

const MAX = "9007199254740991";
const I32 = "2147483647";
const asEmitted = { sub: (t) => `${t} >= -${MAX}`, add: (t) => `${t} <= ${MAX} && ${t} >= -${MAX}` };
const int32First = {
  sub: (t) => `(${t} >= -${I32} || ${t} >= -${MAX})`,
  add: (t) => `(${t} <= ${I32} ? ${t} >= -${I32} || ${t} >= -${MAX} : ${t} <= ${MAX})`,
};
const fib = ({ sub, add }) =>
  `(() => { var d = 0, dm = 1000; function fib(n) { var t1, t2, t3, t4, t5; if (++d > dm) throw 1; try { if (typeof n === "number") { if (n < 2) return n; ` +
  `return (t3 = fib(((t1 = n - 1), ${sub("t1")}) ? t1 : 0), t4 = fib(((t2 = n - 2), ${sub("t2")}) ? t2 : 0), typeof t3 === "number" && typeof t4 === "number" && ((t5 = t3 + t4), ${add("t5")}) ? t5 : null); } } finally { d--; } } return fib(25); })()`;
const adds = (start, { add }) => `(() => { let s = ${start}, c = 0, y; for (let i = 0; i < 2000000; i++) { y = s + i; if (${add("y")}) c++; } return c; })()`;
const subs = (start, { sub }) => `(() => { let c = 0, y; for (let i = 0; i < 2000000; i++) { y = ${start} + i - 1; if (${sub("y")}) c++; } return c; })()`;
const GROUPS = {
  "fib(25)": { "as emitted": fib(asEmitted), "int32 first": fib(int32First) },
  "2M adds, int32 results": { "as emitted": adds(0, asEmitted), "int32 first": adds(0, int32First) },
  "2M adds, results past int32": { "as emitted": adds(4e9, asEmitted), "int32 first": adds(4e9, int32First) },
  "2M adds, results below -int32": { "as emitted": adds(-8e9, asEmitted), "int32 first": adds(-8e9, int32First) },
  "2M x - 1, results past int32": { "as emitted": subs(4e9, asEmitted), "int32 first": subs(4e9, int32First) },
};

const rounds = Number(process.argv[2] ?? 7);
const QuickJS = await getQuickJS();
for (const [group, cases] of Object.entries(GROUPS)) {
  const times = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  for (let r = 0; r <= rounds; r++) {
    for (const [name, code] of Object.entries(cases)) {
      const vm = QuickJS.newContext();
      const cpu = process.cpuUsage();
      vm.unwrapResult(vm.evalCode(code)).dispose();
      const used = process.cpuUsage(cpu);
      vm.dispose();
      if (r > 0) times[name].push((used.user + used.system) / 1000); // round 0 warms up
    }
  }
  const [first] = Object.values(times);
  console.log(group);
  for (const [name, samples] of Object.entries(times)) console.log(`  ${name.padEnd(12)} ${median(samples).toFixed(1).padStart(7)} ms  per-round ratios ${first.map((a, i) => (samples[i] / a).toFixed(2)).join(" ")}`);
}
