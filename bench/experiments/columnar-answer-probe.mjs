// What sending a list of uniform records as columns (one key list, then each record's values as
// an array) would cost the host in V8, per 4 MiB of the bench's records: JSON.parse, the rows
// made, JSON.stringify, and the size before and after. QuickJS parses the array form in about
// half the time of the objects (~36 against ~70 ms, issue17-floors.md session 25); session 26
// found the host's side costing about what the guest would save (dropped).
// `node bench/experiments/columnar-answer-probe.mjs [MiB]`.
import { recordsJson } from "../large-output.mjs";

const text = Buffer.from(recordsJson(Number(process.argv[2] ?? 4))).toString();

/** The records as {keys, rows} when every one is an object with the first one's keys in order. */
function columnar(v) {
  if (!Array.isArray(v) || v.length < 2) return undefined;
  const first = v[0];
  if (typeof first !== "object" || first === null || Array.isArray(first)) return undefined;
  const keys = Object.keys(first);
  const rows = new Array(v.length);
  for (let i = 0; i < v.length; i++) {
    const o = v[i];
    if (typeof o !== "object" || o === null || Array.isArray(o)) return undefined;
    const row = new Array(keys.length);
    let n = 0;
    for (const k in o) {
      if (k !== keys[n]) return undefined;
      row[n++] = o[k];
    }
    if (n !== keys.length) return undefined;
    rows[i] = row;
  }
  return { keys, rows };
}

for (let round = 0; round < 6; round++) {
  let start = performance.now();
  const value = JSON.parse(text);
  const parse = performance.now() - start;
  start = performance.now();
  const columns = columnar(value);
  const rows = performance.now() - start;
  start = performance.now();
  const out = JSON.stringify(columns);
  const stringify = performance.now() - start;
  console.log(`JSON.parse ${parse.toFixed(1)} ms, rows ${rows.toFixed(1)} ms, JSON.stringify ${stringify.toFixed(1)} ms; ${text.length} -> ${out.length} characters`);
}
