// The large-output flow's runner for A/B scripts: one build's in-thread runFlow with the
// `records` and `logs` tools answering from `data` ({ records: {mb: json}, logs: {mb: text} }).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** A function running `code` once on the build in `dist`: { wall, cpu, result } (ms, result's JSON). */
export async function largeFlowRunner(dist, data, code) {
  const lib = await import(pathToFileURL(resolve(dist, "index.js")).href);
  const run = lib.createRunFlow({ ...lib.defaultFlowEngine, sandbox: lib.runSandbox });
  const registry = lib.createRegistry([
    { name: "records", category: "custom", flowEligible: true, output: "json", handler: async (args) => new lib.JsonText(data.records[args.mb]) },
    { name: "logs", category: "custom", flowEligible: true, output: "text", handler: async (args) => data.logs[args.mb] },
  ]);
  return async () => {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const outcome = await run({ name: "ab", tools: ["records", "logs"], code }, { registry, limits: { memoryBytes: 2 ** 30 } });
    const used = process.cpuUsage(cpu);
    if (outcome.full.status !== "ok") throw new Error(`${dist}: ${JSON.stringify(outcome.full.error)}`);
    return { wall: performance.now() - wall, cpu: (used.user + used.system) / 1000, result: JSON.stringify(outcome.full.result) };
  };
}
