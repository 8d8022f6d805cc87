// The compute kernels in-thread (no worker), each next to a trivial flow, so the per-kernel cost
// is visible without the other runners: `node bench/experiments/compute-kernels.mjs [name...]`.
import { sampleFlow } from "../lib/in-thread-flow.mjs";
import { COMPUTE } from "../workloads.mjs";

const names = process.argv.slice(2);
const cases = { trivial: ["1 + 1", "2"], ...COMPUTE };
for (const [name, [code, expected]] of Object.entries(cases)) {
  if (names.length && name !== "trivial" && !names.includes(name)) continue;
  const samples = await sampleFlow(code, { rounds: 5, pauseMs: 100, clock: "wallMs", label: name, expected });
  console.log(`${name}: median ${samples[2].toFixed(1)} ms, min ${samples[0].toFixed(1)}`);
}
