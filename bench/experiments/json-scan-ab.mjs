// The host's checks of a JsonText answer before and after wasm/json-scan.ts: JSON.parse, the depth
// scan and the number scan of `main` at 8e50b59 (reproduced here) against one scanJson, process CPU
// ms, alternated round by round, median. `node --import tsx bench/experiments/json-scan-ab.mjs [MiB] [N]`.
import { recordsJson } from "../large-output.mjs";
import { scanJson } from "../../wasm/json-scan.ts";
import { median } from "../lib/stats.mjs";

const MB = Number(process.argv[2] ?? 4);
const N = Number(process.argv[3] ?? 15);
const json = recordsJson(MB);

function nestsTooDeep(text) {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > 1000) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
function numbersTypedByValue(text) {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      let end = text.indexOf('"', i + 1);
      while (end > 0 && escaped(text, end)) end = text.indexOf('"', end + 1);
      if (end < 0) return false;
      i = end + 1;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      let j = i + 1;
      let float = false;
      for (; j < n; j++) {
        const d = text.charCodeAt(j);
        if ((d >= 0x30 && d <= 0x39) || d === 0x2b || d === 0x2d) continue;
        if (d === 0x2e || d === 0x65 || d === 0x45) float = true;
        else break;
      }
      if (float ? Number(text.slice(i, j)) % 1 === 0 : j - i > 15 && !Number.isSafeInteger(Number(text.slice(i, j)))) return false;
      i = j;
    } else i++;
  }
  return true;
}
function escaped(text, at) {
  let k = at - 1;
  while (text.charCodeAt(k) === 0x5c) k--;
  return (at - 1 - k) % 2 === 1;
}
const ways = {
  "JSON.parse + depth + numbers (before)": () => (JSON.parse(json), nestsTooDeep(json), numbersTypedByValue(json)),
  "scanJson (after)": () => scanJson(json),
};
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const samples = Object.keys(ways).map(() => []);
for (let i = 0; i < N; i++) {
  Object.values(ways).forEach((way, w) => {
    const start = cpu();
    way();
    samples[w].push(cpu() - start);
  });
}
Object.keys(ways).forEach((name, w) => console.log(`${name.padEnd(40)} ${median(samples[w]).toFixed(1).padStart(7)} ms CPU (${MB} MiB, median of ${N})`));
