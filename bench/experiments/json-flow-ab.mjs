// The json kernel and its parts (building rows, one dumps, dumps + loads, dumps + 4 loads) as
// whole in-thread flows of two builds, sampled in turn, process CPU ms per flow:
// `node bench/experiments/json-flow-ab.mjs DIST_A DIST_B [ROUNDS]`, a DIST being a built `dist/`
// (say of `git archive BASE | tar -x -C /tmp/base` with node_modules linked and `node build.mjs`).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { median } from "../lib/stats.mjs";
import { COMPUTE } from "../workloads.mjs";

const [a, b, rounds = "9"] = process.argv.slice(2);
const runners = [];
for (const dist of [a, b]) {
  const m = await import(pathToFileURL(resolve(dist, "index.js")).href);
  runners.push({ run: m.createRunFlow({ ...m.defaultFlowEngine, sandbox: m.runSandbox }), registry: m.createRegistry([]) });
}
const ROWS = `import json
rows = [{"id": i, "name": "item" + str(i), "tags": ["a", "b", str(i % 5)], "ok": i % 3 == 0} for i in range(5000)]
`;
const cases = {
  json: COMPUTE.json[0],
  rows_only: `${ROWS}len(rows)`,
  dumps: `${ROWS}len(json.dumps(rows))`,
  dumps_loads: `${ROWS}text = json.dumps(rows)\nlen(json.loads(text))`,
  dumps_4_loads: `${ROWS}text = json.dumps(rows)\nn = 0\nfor _ in range(4):\n    n += len(json.loads(text))\nn`,
};
for (const [name, code] of Object.entries(cases)) {
  const samples = runners.map(() => []);
  for (let r = 0; r < Number(rounds); r++) {
    for (const [i, { run, registry }] of runners.entries()) {
      await new Promise((done) => setTimeout(done, 20));
      const start = process.cpuUsage();
      const outcome = await run({ name: "ab", tools: [], code }, { registry });
      const used = process.cpuUsage(start);
      if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
      samples[i].push((used.user + used.system) / 1000);
    }
  }
  console.log(`${name}: A ${median(samples[0]).toFixed(1)} ms, B ${median(samples[1]).toFixed(1)} ms CPU (median of ${rounds})`);
}
