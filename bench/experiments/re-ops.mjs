// The `re` operations of the regex kernel and their neighbours over its 400 KB text, in-thread,
// in CPU time (process.cpuUsage): each flow builds the text, then runs one operation R times;
// the per-operation cost is (flow - flow without the operation) / R, medians over 7 rounds.
// `R=10 node bench/experiments/re-ops.mjs [name...]`.
import { timeFlow } from "../lib/in-thread-flow.mjs";

const TEXT = `import re\ntext = " ".join("user" + str(i) + "@example.com" for i in range(20000))\n`;
const OPS = {
  findall: `len(re.findall(r"[a-z]+(\\d+)@example\\.com", text))`,
  sub_one_char: `len(re.sub(r"\\d", "#", text))`,
  sub_template: `len(re.sub(r"(\\d+)@", r"<\\1>", text))`,
  sub_callable: `len(re.sub(r"(\\d+)@", lambda m: m.group(1), text))`,
  split: `len(re.split(r"\\s+", text))`,
  finditer: `len([m.group(1) for m in re.finditer(r"[a-z]+(\\d+)@", text)])`,
  search_per_word: `sum(1 for w in text.split(" ") if re.search(r"(\\d+)@", w))`,
};
const R = Number(process.env.R ?? 5);
const names = process.argv.slice(2);
const ops = { none: "0", ...Object.fromEntries(Object.entries(OPS).filter(([name]) => !names.length || names.includes(name))) };
const samples = {};
for (let round = 0; round < 7; round++) {
  for (const [name, op] of Object.entries(ops)) {
    const code = `${TEXT}n = 0\nfor _ in range(${R}):\n    n += ${op}\nn`;
    (samples[name] ??= []).push((await timeFlow(code, { label: name })).cpuMs);
  }
}
const median = (v) => [...v].sort((a, b) => a - b)[v.length >> 1];
const none = median(samples.none);
console.log(`text alone: ${none.toFixed(1)} ms CPU per flow`);
for (const [name, v] of Object.entries(samples)) {
  if (name !== "none") console.log(`${name}: ${((median(v) - none) / R).toFixed(1)} ms CPU per operation`);
}
