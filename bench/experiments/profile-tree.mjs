// Inclusive time under a function in a V8 .cpuprofile (from node --cpu-prof), as a tree with the
// calls of one name merged: `node bench/experiments/profile-tree.mjs FILE.cpuprofile NAME [MIN_PERCENT] [DEPTH]`,
// NAME the start of a frame's "function file:line" (e.g. "deliver "); percentages are of the whole profile.
import { readFileSync } from "node:fs";

const [file, rootName, minPercent = "1", maxDepth = "12"] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const selfTime = new Map();
let total = 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  total += delta;
  selfTime.set(id, (selfTime.get(id) ?? 0) + delta);
});
const inclusive = new Map();
function timeUnder(id) {
  if (!inclusive.has(id)) inclusive.set(id, (selfTime.get(id) ?? 0) + (byId.get(id).children ?? []).reduce((sum, child) => sum + timeUnder(child), 0));
  return inclusive.get(id);
}
const nameOf = ({ callFrame: { functionName, url, lineNumber } }) => `${functionName || "(anonymous)"} ${url.split("/").at(-1)}:${lineNumber + 1}`;
const percent = (micros) => ((micros / total) * 100).toFixed(1);

function print(ids, depth) {
  const groups = new Map();
  for (const id of ids) groups.set(nameOf(byId.get(id)), [...(groups.get(nameOf(byId.get(id))) ?? []), id]);
  const rows = [...groups].map(([name, group]) => ({ name, group, time: group.reduce((sum, id) => sum + timeUnder(id), 0), self: group.reduce((sum, id) => sum + (selfTime.get(id) ?? 0), 0) }));
  for (const { name, group, time, self } of rows.sort((a, b) => b.time - a.time)) {
    if ((time / total) * 100 < Number(minPercent)) continue;
    console.log(`${"  ".repeat(depth)}${percent(time)}% (self ${percent(self)}) ${name}`);
    if (depth < Number(maxDepth)) print(group.flatMap((id) => byId.get(id).children ?? []), depth + 1);
  }
}
// The outermost frames of that name: a recursive call is counted once.
const matching = new Set(profile.nodes.filter((node) => nameOf(node).startsWith(rootName)).map((node) => node.id));
const outermost = [...matching].filter((id) => {
  for (let up = parentOf.get(id); up !== undefined; up = parentOf.get(up)) if (matching.has(up)) return false;
  return true;
});
console.log(`profile ${(total / 1000).toFixed(0)} ms`);
print(outermost, 0);
