// The compute kernels plus a few narrower ones (method calls, dict inserts, json.loads/dumps
// alone), in-thread, reported in CPU time (process.cpuUsage) so a loaded machine skews less:
// `node bench/experiments/compute-cpu.mjs [name...]`.
import { sampleFlow } from "../lib/in-thread-flow.mjs";
import { COMPUTE } from "../workloads.mjs";
import { NARROW } from "../lib/narrow-kernels.mjs";

const names = process.argv.slice(2);
const cases = { trivial: ["1 + 1", "2"], ...COMPUTE, ...NARROW };
for (const [name, [code, expected]] of Object.entries(cases)) {
  if (names.length && name !== "trivial" && !names.includes(name)) continue;
  const samples = await sampleFlow(code, { rounds: 5, pauseMs: 50, clock: "cpuMs", label: name, expected });
  console.log(`${name}: median ${samples[2].toFixed(1)} ms CPU, min ${samples[0].toFixed(1)}`);
}
