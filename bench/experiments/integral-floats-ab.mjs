// A JSON tool answer as Python's json writes it (one price in eight an integral float, `12.0`)
// against the same records as JavaScript writes them (`12`), received and summed in whole
// in-thread flows of two builds, rounds alternating: process CPU ms per flow, medians. Session 26:
// such answers took the guest's token scan of the whole text (4 MiB: ~600 ms to receive against
// ~180); marked answers (host/tool-answer.ts) bring them to the by-value path's time.
// `node bench/experiments/integral-floats-ab.mjs DIST_A DIST_B [MiB] [ROUNDS]`.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { recordsJson } from "../large-output.mjs";
import { median } from "../lib/stats.mjs";

const [distA, distB, mbArg = "4", roundsArg = "5"] = process.argv.slice(2);
const plain = recordsJson(Number(mbArg));
const pythonic = plain.replace(/"price":(\d+)\.125/g, (token, whole) => (Number(whole) % 8 === 0 ? `"price":${whole}.0` : token));
const code = 'big = records()\nsum(r["price"] for r in big)';

async function runner(dist, text) {
  const lib = await import(pathToFileURL(resolve(dist, "index.js")).href);
  const run = lib.createRunFlow({ ...lib.defaultFlowEngine, sandbox: lib.runSandbox });
  const registry = lib.createRegistry([{ name: "records", category: "custom", flowEligible: true, output: "json", handler: async () => new lib.JsonText(text) }]);
  return async () => {
    const cpu = process.cpuUsage();
    const outcome = await run({ name: "ab", tools: ["records"], code }, { registry, limits: { memoryBytes: 2 ** 30 } });
    const used = process.cpuUsage(cpu);
    if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
    return (used.user + used.system) / 1000;
  };
}

const cases = [];
for (const [name, text] of [["as JavaScript writes them", plain], ["as Python writes them", pythonic]]) {
  for (const dist of [distA, distB]) cases.push({ name, dist, run: await runner(dist, text), samples: [] });
}
for (let round = 0; round < Number(roundsArg); round++) for (const c of cases) c.samples.push(await c.run());
for (const c of cases) console.log(`${c.name.padEnd(26)} ${c.dist.padEnd(16)} ${median(c.samples).toFixed(0).padStart(6)} ms CPU`);
process.exit(0);
