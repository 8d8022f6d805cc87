// Top functions by self time in a V8 .cpuprofile (from node --cpu-prof):
// `node bench/experiments/profile-top.mjs FILE.cpuprofile [count] [--window=FROM-TO]`; the window
// (microseconds on the profile's clock, as floors-s15.mjs prints it) keeps only samples inside it.
import { readFileSync } from "node:fs";

const [file, count = "25"] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const [from, to] = (process.argv.find((arg) => arg.startsWith("--window="))?.slice(9) ?? "0-Infinity").split("-").map(Number);
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
const groups = new Map();
/** Coarse owner of a frame: QuickJS itself, its JS glue, toolflow, GC, or Node. */
function groupOf({ functionName, url }) {
  if (url.startsWith("wasm")) return "QuickJS (WebAssembly)";
  if (functionName === "(garbage collector)") return "garbage collector";
  if (/quickjs|chunk-|emscripten-module/.test(url)) return "quickjs-emscripten JS glue";
  if (/dist\/(index|worker)\.js|dist\/cli\.js/.test(url)) return "toolflow host JS";
  if (functionName === "(idle)" || functionName === "(program)") return functionName;
  return "node and other JS";
}
// timeDeltas[i] is the time before sample i was taken, attributed to that sample's node.
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at < from || at > to) return;
  const { functionName, url, lineNumber } = byId.get(id).callFrame;
  const key = `${functionName || "(anonymous)"} ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const group = groupOf(byId.get(id).callFrame);
  groups.set(group, (groups.get(group) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((sum, value) => sum + value, 0);
for (const [group, micros] of [...groups].sort((a, b) => b[1] - a[1])) {
  console.log(`${((micros / total) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  [${group}]`);
}
console.log("");
for (const [key, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
  console.log(`${((micros / total) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${key}`);
}
