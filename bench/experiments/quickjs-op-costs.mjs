// What the checks in emitted code cost in QuickJS itself (no guest runtime): each case a loop or
// fib(25) in a fresh context of the sync release build, rounds alternating, CPU ms medians and
// each case's ratio to the first of its group. QuickJS runs int32-tagged operands of + - * < ===
// inline and sends everything else (a float64 such as 9007199254740991, a string compared with
// `typeof`'s result) through a C call; per-round ratios too.
// `node bench/experiments/quickjs-op-costs.mjs [ROUNDS] [GROUP-SUBSTRING]`.
import { getQuickJS } from "quickjs-emscripten";
import { median } from "../lib/stats.mjs";

const MAX = "9007199254740991";
const loop = (body) => `(() => { let c = 0, x, y; for (let i = 0; i < 3000000; i++) { x = i; ${body} } return c; })()`;
const fib = (sub, add, guard = true) =>
  `(() => { var d = 0, dm = 1000; function fib(n) { var t1, t2, t3, t4, t5; ${guard ? "if (++d > dm) throw 1; try {" : "{"} if (typeof n === "number") { if (n < 2) return n; ` +
  `return (t3 = fib(((t1 = n - 1), ${sub("t1")}) ? t1 : 0), t4 = fib(((t2 = n - 2), ${sub("t2")}) ? t2 : 0), typeof t3 === "number" && typeof t4 === "number" && ((t5 = t3 + t4), ${add("t5")}) ? t5 : null); } } ${guard ? "finally { d--; }" : ""} } return fib(25); })()`;
const I32 = "2147483647";
const asEmitted = { sub: (t) => `${t} >= -${MAX}`, add: (t) => `${t} <= ${MAX} && ${t} >= -${MAX}` };
const int32First = {
  sub: (t) => `(${t} >= -${I32} || ${t} >= -${MAX})`,
  add: (t) => `(${t} <= ${I32} ? ${t} >= -${I32} || ${t} >= -${MAX} : ${t} <= ${MAX})`,
};
const adds = (start, { add }) => `(() => { let s = ${start}, c = 0, y; for (let i = 0; i < 2000000; i++) { y = s + i; if (${add("y")}) c++; } return c; })()`;
const subs = (start, { sub }) => `(() => { let c = 0, y; for (let i = 0; i < 2000000; i++) { y = ${start} + i - 1; if (${sub("y")}) c++; } return c; })()`;
const GROUPS = {
  "3M loop steps": {
    "empty body": loop(""),
    'typeof x === "number"': loop('if (typeof x === "number") c++;'),
    "x <= 2**53-1 && x >= -(2**53-1)": loop(`if (x <= ${MAX} && x >= -${MAX}) c++;`),
    "(x | 0) === x": loop("if ((x | 0) === x) c++;"),
    "y = x + x, safe-range check": loop(`y = x + x; if (y <= ${MAX} && y >= -${MAX}) c++;`),
    "y = x + x, (y | 0) === y": loop("y = x + x; if ((y | 0) === y) c++;"),
    "bigint add past 2**53 + range check": loop("y = 9007199254740993n + 5n; if (y > 9007199254740991n || y < -9007199254740991n) c++;"),
  },
  "fib(25), the shape emitted for fib": {
    "as emitted": fib((t) => `${t} >= -${MAX}`, (t) => `${t} <= ${MAX} && ${t} >= -${MAX}`),
    "int32 test first": fib((t) => `(${t} >= -2147483648 || ${t} >= -${MAX})`, (t) => `((${t} | 0) === ${t} || ${t} <= ${MAX} && ${t} >= -${MAX})`),
    "no range checks (wrong past 2**53)": fib(() => "true", () => "true"),
    "no depth guard (no RecursionError)": fib((t) => `${t} >= -${MAX}`, (t) => `${t} <= ${MAX} && ${t} >= -${MAX}`, false),
    "plain JS (the floor)": "(() => { function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); } return fib(25); })()",
  },
  // Session 12's form (transpiler/emit-operators.ts sumBounds): int32 constants before MAX.
  "int32 bounds first, fib(25)": { "as emitted": fib(asEmitted.sub, asEmitted.add), "int32 first": fib(int32First.sub, int32First.add) },
  "int32 bounds first, 2M adds, int32 results": { "as emitted": adds(0, asEmitted), "int32 first": adds(0, int32First) },
  "int32 bounds first, 2M adds past int32": { "as emitted": adds(4e9, asEmitted), "int32 first": adds(4e9, int32First) },
  "int32 bounds first, 2M adds below -int32": { "as emitted": adds(-8e9, asEmitted), "int32 first": adds(-8e9, int32First) },
  "int32 bounds first, 2M x - 1 past int32": { "as emitted": subs(4e9, asEmitted), "int32 first": subs(4e9, int32First) },
};

// Session 36: the type marks (guest/values/type-marks.ts), a dict's second own field, the
// recursion clone's frame count in a parameter (transpiler/emit-specialize.ts).
const MARKED = `class L {} class M {} const SEQ = {}; Object.defineProperty(L.prototype, "$seq", { value: SEQ }); const l = new L(), m = new M();`;
const marks = (value, test) => `(() => { ${MARKED} let c = 0; const v = ${value}; for (let i = 0; i < 3000000; i++) if (${test}) c++; return c; })()`;
const made = (decl, make) => `(() => { ${decl} let r; for (let i = 0; i < 1000000; i++) r = ${make}; return 0; })()`;
const cloneFib = (param) =>
  `(() => { var d = 0, dm = 100000; function fib(n${param ? ", d" : ""}) { ${param ? "if (++d > dm) throw 1;" : "if (++d > dm) throw 1; try {"} if (n < 2) return n; return fib(n - 1${param ? ", d" : ""}) + fib(n - 2${param ? ", d" : ""}); ${param ? "" : "} finally { d--; }"} } return fib(25${param ? ", 0" : ""}); })()`;
for (const [label, value] of [["a list-like object", "l"], ["another object", "m"], ["a str", '"abc"']]) {
  GROUPS[`3M type tests, ${label}`] = {
    "x instanceof L || x instanceof M": marks(value, "v instanceof L || v instanceof M"),
    "x?.$seq === SEQ": marks(value, "v?.$seq === SEQ"),
  };
}
GROUPS["1M dicts made"] = {
  "two own fields (vals, origKeys)": made("class D { constructor() { this.vals = new Map(); this.origKeys = null; } }", "new D()"),
  "one own field, origKeys on the prototype": made("class D { constructor() { this.vals = new Map(); } } D.prototype.origKeys = null;", "new D()"),
};
GROUPS["fib(25), a clone's frame count"] = { "counter and try/finally": cloneFib(false), "in a parameter": cloneFib(true) };

// Session 37: what the layers of a builtin's call cost (the guest's copies, its tables, its
// closures and its spreads).
GROUPS["1M copies of a 3-item array"] = {
  "a.slice()": made("const a = [1, 2, 3];", "a.slice()"),
  "a.toSpliced() (copyItems)": made("const a = [1, 2, 3];", "a.toSpliced()"),
};
const scattered = (make) => `(() => { const N = 32768; for (let r = 0; r < 30; r++) { const a = ${make}; for (let i = 0; i < N; i++) a[(i * 7919) & (N - 1)] = i; } return 0; })()`;
GROUPS["30 tables of 32,768 slots written in a scattered order"] = {
  "new Array(N)": scattered("new Array(N)"),
  "new Array(N).fill(undefined) (set-table.ts)": scattered("new Array(N).fill(undefined)"),
};
const counted = (decl, state) => `(() => { ${decl} function f(items) { ${state} } let r = 0; for (let i = 0; i < 300000; i++) r += f([i, 1]); return r; })()`;
GROUPS["300k calls keeping a cursor over their arguments"] = {
  "a closure over the call's variables": counted("", "let at = 0; const next = () => items[at++]; return next() + next();"),
  "an instance of a class (percent-format.ts's Args)": counted("class C { constructor(items) { this.items = items; this.at = 0; } next() { return this.items[this.at++]; } }", "const c = new C(items); return c.next() + c.next();"),
};
GROUPS["1M calls with 3 arguments from an array"] = {
  "f(...a)": made("function f(x, y, z) { return x; } const a = [1, 2, 3];", "f(...a)"),
  "f.apply(undefined, a)": made("function f(x, y, z) { return x; } const a = [1, 2, 3];", "f.apply(undefined, a)"),
  "f(a[0], a[1], a[2]) (invoke)": made("function f(x, y, z) { return x; } const a = [1, 2, 3];", "f(a[0], a[1], a[2])"),
};

const rounds = Number(process.argv[2] ?? 7);
const only = process.argv[3];
const QuickJS = await getQuickJS();
for (const [group, cases] of Object.entries(GROUPS)) {
  if (only && !group.includes(only)) continue;
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
  for (const [name, samples] of Object.entries(times)) {
    const ratios = first.map((a, i) => (samples[i] / a).toFixed(2)).join(" ");
    console.log(`  ${name.padEnd(38)} ${median(samples).toFixed(1).padStart(7)} ms  x${(median(samples) / median(first)).toFixed(2)}  per round ${ratios}`);
  }
}
