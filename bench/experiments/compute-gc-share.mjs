// QuickJS's garbage collector's share of each compute kernel: the kernels as in-thread flows of a
// build with compute-gc.patch applied, rounds alternating between the GC threshold as the snapshot
// left it and GC_MUL times the allocation count at the flow's start (1000: no collection in a
// kernel). CPU ms medians and per-round ratios.
// `git -C /work/main archive main | tar -x -C /tmp/gc && cd /tmp/gc && git apply
//  .../compute-gc.patch && (link node_modules) && node build.mjs`, then
// `node bench/experiments/compute-gc-share.mjs /tmp/gc/dist [ROUNDS] [GC_MUL] [kernel,...]`.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { COMPUTE } from "../workloads.mjs";
import { median } from "../lib/stats.mjs";

const [dist, rounds = "7", mul = "1000", only] = process.argv.slice(2);
const lib = await import(pathToFileURL(resolve(dist, "index.js")).href);
const run = lib.createRunFlow({ ...lib.defaultFlowEngine, sandbox: lib.runSandbox });
const registry = lib.createRegistry([]);
for (const [name, [code, expected]] of Object.entries(COMPUTE)) {
  if (only && !only.split(",").includes(name)) continue;
  const samples = [[], []];
  for (let r = 0; r <= Number(rounds); r++) {
    for (const b of [0, 1]) {
      if (b) process.env.GC_MUL = mul;
      else delete process.env.GC_MUL;
      await new Promise((ok) => setTimeout(ok, 50));
      const cpu = process.cpuUsage();
      const outcome = await run({ name: "gc", tools: [], code }, { registry });
      const used = process.cpuUsage(cpu);
      if (JSON.stringify(outcome.full.result) !== expected) throw new Error(JSON.stringify(outcome.full));
      if (r > 0) samples[b].push((used.user + used.system) / 1000); // round 0 warms up
    }
  }
  const [a, b] = samples.map(median);
  console.log(`${name.padEnd(10)} as left ${a.toFixed(1).padStart(7)} ms  x${mul} ${b.toFixed(1).padStart(7)} ms  B/A ${(b / a).toFixed(3)}  rounds ${samples[0].map((x, i) => (samples[1][i] / x).toFixed(2)).join(" ")}`);
}
process.exit(0);
