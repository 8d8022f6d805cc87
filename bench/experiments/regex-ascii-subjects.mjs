// What Python's Unicode \b costs in QuickJS against JS's ASCII \b, and \w and \d against their
// ASCII classes: CPU time (this thread) of 100 compiles of each source and of one scan of a
// 174 KB ASCII text, medians of 4 rounds after a warm-up. guest/modules/re/ascii-subjects.ts
// compiles the ASCII form for ASCII subjects from these figures.
//   node bench/experiments/regex-ascii-subjects.mjs
import { getQuickJS } from "quickjs-emscripten";

const qjs = await getQuickJS();
const ctx = qjs.newContext();
const evaluate = (code) => {
  const result = ctx.evalCode(code);
  if (result.error) throw new Error(JSON.stringify(ctx.dump(result.error)));
  const value = ctx.dump(result.value);
  result.value.dispose();
  return value;
};
evaluate(String.raw`
var W = "[\\p{L}\\p{N}_]";
var B = (w) => "(?:(?<=" + w + ")(?!" + w + ")|(?<!" + w + ")(?=" + w + "))";
var text = "";
for (let i = 0; i < 5000; i++) text += "user" + i + "@example.com sync is slow, ";
var cases = {
  "\\w+ unicode": [W + "+", "gdv"], "\\w+ ascii": ["[A-Za-z0-9_]+", "gdv"],
  "(?i)\\w+ unicode": [W + "+", "gdvi"], "(?i)\\w+ ascii": ["[A-Za-z0-9_]+", "gdvi"],
  "\\d+ unicode": ["\\p{Nd}+", "gv"], "\\d+ ascii": ["[0-9]+", "gv"],
  "\\bslow\\b unicode": [B(W) + "slow" + B(W), "gv"], "\\bslow\\b ascii": ["\\bslow\\b", "gv"],
  "\\b(crash|panic)\\b unicode": [B(W) + "(crash|panic)" + B(W), "gdv"], "\\b(crash|panic)\\b ascii": ["\\b(crash|panic)\\b", "gdv"],
};
function scan(name) { const [src, flags] = cases[name]; const re = new RegExp(src, flags); let n = 0; while (re.exec(text)) n++; return n; }
function compile(name) { const [src, flags] = cases[name]; for (let i = 0; i < 100; i++) new RegExp(src, flags); }
`);
const cpuMs = (code) => {
  const start = process.cpuUsage();
  evaluate(code);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
const samples = {};
for (let round = 0; round < 5; round++) {
  for (const name of evaluate("Object.keys(cases)")) {
    for (const kind of ["compile", "scan"]) {
      const ms = cpuMs(`${kind}(${JSON.stringify(name)})`);
      if (round > 0) (samples[`${name}: ${kind}`] ??= []).push(ms);
    }
  }
}
const median = (xs) => xs.sort((a, b) => a - b)[xs.length >> 1];
for (const [name, ms] of Object.entries(samples)) {
  const what = name.endsWith("compile") ? "ms CPU, 100 compiles" : "ms CPU, one scan of 174 KB";
  console.log(`${name.padEnd(40)} ${median(ms).toFixed(2).padStart(7)} ${what}`);
}
