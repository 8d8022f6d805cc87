// Builds A and B on one part of the large-output flow (bench/large-output.mjs), in-thread, in
// turn round by round: process CPU ms per flow, each round's B/A, their median, the load.
// `node bench/experiments/large-rounds-ab.mjs DIST_A DIST_B [MiB] [ROUNDS] [receive|records|text|flow]`
import { loadavg } from "node:os";
import { largeOutputScript, logText, recordsJson } from "../large-output.mjs";
import { largeFlowRunner } from "../lib/large-flow.mjs";
import { median } from "../lib/stats.mjs";

const [distA, distB, mbArg = "4", rounds = "5", part = "flow"] = process.argv.slice(2);
const mb = Number(mbArg);
const data = { records: { 0: "[]", [mb]: recordsJson(mb) }, logs: { 0: "", [mb]: logText(mb) } };
const CODE = {
  receive: `big = records(mb=${mb})\nlen(big)`,
  records: `big = records(mb=${mb})\nby_region = {}\nfor r in big:\n    region = r["region"]\n    by_region[region] = by_region.get(region, 0) + r["amount"]\nvalue = sum(r["price"] for r in big)\n[by_region, value]`,
  text: largeOutputScript({ small: 0, big: 0, text: mb }),
  flow: largeOutputScript({ small: 0, big: mb, text: mb }),
};
const code = CODE[part];

const builds = [await largeFlowRunner(distA, data, code), await largeFlowRunner(distB, data, code)];
// One flow each first, unmeasured: the host's JIT and the sandboxes warm.
for (const run of builds) await run();
const load = [loadavg()[0]];
const cpu = [[], []];
const results = new Set();
for (let i = 0; i < Number(rounds); i++) {
  // Which build goes first alternates.
  for (const b of i % 2 ? [1, 0] : [0, 1]) {
    await new Promise((r) => setTimeout(r, 100));
    const sample = await builds[b]();
    cpu[b].push(sample.cpu);
    results.add(sample.result);
  }
}
load.push(loadavg()[0]);
if (results.size !== 1) throw new Error(`the builds disagree: ${[...results].join(" / ")}`);
const ratios = cpu[0].map((a, i) => cpu[1][i] / a);
console.log(`${part}, ${mb} MiB, ${rounds} rounds, load ${load.map((l) => l.toFixed(1)).join(" -> ")}`);
console.log(`CPU ms A ${cpu[0].map((x) => x.toFixed(0)).join(" ")} | B ${cpu[1].map((x) => x.toFixed(0)).join(" ")}`);
console.log(`B/A per round ${ratios.map((r) => r.toFixed(3)).join(" ")}; median ${median(ratios).toFixed(3)}; medians A ${median(cpu[0]).toFixed(0)} B ${median(cpu[1]).toFixed(0)}`);
process.exit(0);
