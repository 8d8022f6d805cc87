// The floor of issue 17's large-output goal (<= 2x CPython end to end): bench 8a's flow
// (large-output.mjs: 1 MiB + 10 MiB of JSON records and 10 MiB of log text, aggregated) written by
// hand as plain JavaScript and run in QuickJS itself (the sync release build toolflow uses): the
// tool answers copied into the context as strings (ctx.newString, as any sandbox must), then the
// engine's native JSON.parse, loops, String.split and RegExp. No Python semantics, no guest
// runtime. Against CPython running the bench's Python flow in one process, its tools answering
// json.loads of the same text. Whatever toolflow does, its flow runs in this interpreter.
// `node bench/experiments/large-floor.mjs [rounds]`
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { getQuickJS } from "quickjs-emscripten";
import { largeOutputScript, logText, recordsJson } from "../large-output.mjs";

const rounds = Number(process.argv[2] ?? 3);
const sizes = { small: 1, big: 10, text: 10 };
const small = recordsJson(sizes.small);
const big = recordsJson(sizes.big);
const log = logText(sizes.text);

const PLAIN = `(() => {
  const small = JSON.parse(smallText), big = JSON.parse(bigText);
  let paid = 0;
  for (const r of small) if (r.status === "paid") paid += r.amount;
  const byRegion = new Map();
  for (const r of big) byRegion.set(r.region, (byRegion.get(r.region) ?? 0) + r.amount);
  let value = 0;
  for (const r of big) value += r.price;
  const error = /ERROR ([\\w-]+) code=(\\d+)/;
  const codes = new Map();
  for (const line of logText.split("\\n")) {
    const m = error.exec(line);
    if (m) codes.set(m[2], (codes.get(m[2]) ?? 0) + 1);
  }
  let slow = 0;
  for (const _ of logText.matchAll(/took=(1\\d{3})ms/g)) slow++;
  return JSON.stringify({ paid, regions: Object.fromEntries(byRegion), value, codes: Object.fromEntries(codes), slow, rows: small.length + big.length });
})()`;

const QuickJS = await getQuickJS();
function quickjsRun() {
  const runtime = QuickJS.newRuntime();
  runtime.setMemoryLimit(-1);
  const vm = runtime.newContext();
  try {
    const start = performance.now();
    for (const [name, text] of [["smallText", small], ["bigText", big], ["logText", log]]) {
      const handle = vm.newString(text);
      vm.setProp(vm.global, name, handle);
      handle.dispose();
    }
    const result = vm.dump(vm.unwrapResult(vm.evalCode(PLAIN)));
    return { ms: performance.now() - start, result: JSON.parse(result) };
  } finally {
    vm.dispose();
    runtime.dispose();
  }
}

const dir = mkdtempSync(join(tmpdir(), "large-floor-"));
writeFileSync(join(dir, "small.json"), small);
writeFileSync(join(dir, "big.json"), big);
writeFileSync(join(dir, "log.txt"), log);
const PYTHON = `import json, sys, time
d = sys.argv[1]
data = {1: open(d + "/small.json").read(), 10: open(d + "/big.json").read()}
text = open(d + "/log.txt").read()
src = sys.stdin.read()
ns = {"records": lambda mb: json.loads(data[mb]), "logs": lambda mb: {"text": text}}
lines = src.rstrip().split("\\n")
body = "\\n".join(lines[:-1]) + "\\n__result = " + lines[-1]
t = time.perf_counter()
exec(compile(body, "flow", "exec"), ns)
ms = (time.perf_counter() - t) * 1000
print(json.dumps({"ms": ms, "result": ns["__result"]}))`;
function cpythonRun() {
  const out = spawnSync("python3", ["-c", PYTHON, dir], { input: largeOutputScript(sizes), encoding: "utf8", maxBuffer: 1 << 26 });
  if (out.status !== 0) throw new Error(out.stderr);
  return JSON.parse(out.stdout);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
quickjsRun(); // V8 tiers QuickJS's own code up on first use
const q = [], c = [];
let same = true;
for (let r = 0; r < rounds; r++) {
  const plain = quickjsRun();
  const cpython = cpythonRun();
  same &&= JSON.stringify(plain.result) === JSON.stringify(cpython.result);
  q.push(plain.ms);
  c.push(cpython.ms);
}
console.log(`1+10 MiB json, 10 MiB text: plain JS in QuickJS ${median(q).toFixed(0)} ms, CPython ${median(c).toFixed(0)} ms${same ? "" : " (results differ!)"}`);
console.log(JSON.stringify({ floor_large_output_vs_cpython: Number((median(q) / median(c)).toFixed(2)), load: loadavg()[0] }));
