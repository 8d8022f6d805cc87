// Sections of the code models write, over 20,000 records and a 20,000-line log: a built dist's
// flow time (stats.ms of a flow running it 5 times, best of 3, the setup's own flow subtracted) against python3 timing the
// same section in-process (best of 3), and the ratio.
// `node bench/experiments/sections-vs-cpython.mjs DIST [section...]`.
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const lib = await import(pathToFileURL(resolve(process.argv[2] ?? "dist", "index.js")).href);
const registry = lib.createRegistry([]);
const setup = `import json, re
from collections import Counter, defaultdict
rows = [{"id": i, "name": "user" + str(i), "status": ["open", "closed", "pending"][i % 3], "amount": (i * 37) % 1000 / 10, "tags": ["t" + str(i % 7), "x"]} for i in range(20000)]
text = "\\n".join("2024-01-%02d INFO user%d did thing %d" % (i % 28 + 1, i, i * 3) for i in range(20000))
`;
const sections = {
  filter_comp: `r = [x for x in rows if x["status"] == "open"]`,
  sum_gen: `r = sum(x["amount"] for x in rows)`,
  sorted_key: `r = sorted(rows, key=lambda x: x["amount"], reverse=True)[:10]`,
  group_dd: `g = defaultdict(list)\nfor x in rows:\n    g[x["status"]].append(x["id"])\nr = {k: len(v) for k, v in g.items()}`,
  counter: `r = Counter(x["tags"][0] for x in rows).most_common(3)`,
  fstring_join: `r = "\\n".join(f"{x['id']}: {x['name']} ({x['amount']:.1f})" for x in rows)`,
  split_lines: `r = [line.split() for line in text.splitlines()]`,
  regex_lines: `r = [m.group(1) for m in re.finditer(r"user(\\d+)", text)]`,
  dumps: `r = json.dumps(rows)`,
  dumps_indent: `r = json.dumps(rows[:5000], indent=2)`,
  dict_build: `r = {x["name"]: x for x in rows}`,
  max_key: `r = max(rows, key=lambda x: x["amount"])`,
  str_methods: `r = [x["name"].upper().replace("USER", "u").strip() for x in rows]`,
  enumerate_loop: `r = 0\nfor i, x in enumerate(rows):\n    if i % 2 == 0 and x["amount"] > 50:\n        r += 1`,
  set_ops: `a = {x["id"] for x in rows if x["id"] % 2}\nb = {x["id"] for x in rows if x["id"] % 3}\nr = len(a & b) + len(a | b)`,
  percent_fmt: `r = ["%s-%d" % (x["name"], x["id"]) for x in rows]`,
  sort_strs: `r = sorted(x["name"] for x in rows)`,
  sorted_tuple_key: `r = sorted(rows, key=lambda x: (x["status"], -x["amount"]))[:10]`,
  sorted_str_key: `r = sorted(rows, key=lambda x: x["name"])[:10]`,
};
const only = process.argv.slice(3);
async function flowMs(code) {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const { full } = await lib.runFlow({ name: "s", code: code + "\n0" }, { registry, limits: { memoryBytes: 512 * 2 ** 20, timeoutSeconds: 60 } });
    if (full.status !== "ok") throw new Error(JSON.stringify(full.error));
    best = Math.min(best, full.stats.ms);
  }
  return best;
}
// Each section runs PASSES times in one flow, so the flow's whole-ms clock and the setup's own
// spread (a few ms) weigh little.
const PASSES = 5;
const indent = (code) => code.split("\n").map((l) => "    " + l).join("\n");
const base = await flowMs(setup);
for (const [name, sec] of Object.entries(sections)) {
  if (only.length && !only.includes(name)) continue;
  const t = ((await flowMs(`${setup}for _pass in range(${PASSES}):\n${indent(sec)}\n`)) - base) / PASSES;
  const py = `import time\n${setup}\ndef run():\n    t = time.perf_counter()\n${indent(sec)}\n    return time.perf_counter() - t\nprint(min(run() for _ in range(3)) * 1000)`;
  const p = Number(execFileSync("python3", ["-c", py]).toString());
  console.log(`${name.padEnd(16)} toolflow ${t.toFixed(1).padStart(7)} ms  CPython ${p.toFixed(1).padStart(6)} ms  x${(t / p).toFixed(1)}`);
}
process.exit(0);
