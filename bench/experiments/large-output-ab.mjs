// The large-output flow (bench/large-output.mjs, `MiB` of JSON records and of log text) as whole
// in-thread flows of two builds, sampled in turn round by round: wall and process CPU ms per flow,
// medians, and B/A. `node bench/experiments/large-output-ab.mjs DIST_A DIST_B [MiB] [ROUNDS]`.
import { largeOutputScript, logText, recordsJson } from "../large-output.mjs";
import { largeFlowRunner } from "../lib/large-flow.mjs";
import { median } from "../lib/stats.mjs";

const [distA, distB, mbArg = "1", rounds = "3"] = process.argv.slice(2);
const mb = Number(mbArg);
const data = { records: { 0: "[]", [mb]: recordsJson(mb) }, logs: { [mb]: logText(mb) } };
const code = largeOutputScript({ small: 0, big: mb, text: mb });

const builds = [await largeFlowRunner(distA, data, code), await largeFlowRunner(distB, data, code)];
const samples = [[], []];
const results = new Set();
for (let i = 0; i < Number(rounds); i++) {
  for (const [b, run] of builds.entries()) {
    await new Promise((r) => setTimeout(r, 200));
    const sample = await run();
    samples[b].push(sample);
    results.add(sample.result);
  }
}
if (results.size !== 1) throw new Error(`the builds disagree: ${[...results].join(" / ")}`);
const show = (clock) => {
  const [a, b] = samples.map((list) => median(list.map((s) => s[clock])));
  return `${clock} A ${a.toFixed(0)} ms, B ${b.toFixed(0)} ms, B/A ${(b / a).toFixed(3)}`;
};
console.log(`${mb} MiB json + ${mb} MiB text, ${rounds} rounds: ${show("wall")}; ${show("cpu")}`);
process.exit(0);
