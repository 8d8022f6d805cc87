// What one more pool worker costs in memory, whatever its flows: the process's RSS after a pool
// of `size` workers each ran one flow (its isolate, the QuickJS code, the guest snapshot, a ready
// sandbox, a pooled instance), against a pool of one, per extra worker.
// `node --expose-gc bench/experiments/worker-cost.mjs [WORKERS] [DIST]`
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";

const workers = Number(process.argv[2] ?? 4);
const dist = resolve(process.argv[3] ?? "dist");
const { createRegistry, createRunFlow, createSandboxPool, defaultFlowEngine } = await import(pathToFileURL(`${dist}/index.js`).href);
const MiB = 2 ** 20;

let release;
const released = new Promise((done) => (release = done));
let waiting = 0;
const registry = createRegistry([{ name: "wait", category: "custom", flowEligible: true, output: "json", handler: () => (waiting++, released.then(() => 1)) }]);

async function rssWith(size) {
  const pool = createSandboxPool({ size, maxWorkers: size });
  const run = createRunFlow({ ...defaultFlowEngine, sandbox: (request) => pool.run(request) });
  waiting = 0;
  // One flow per worker, all waiting at once, so each lands in a worker of its own.
  const flows = Array.from({ length: size }, () => run({ name: "w", tools: ["wait"], code: "wait()" }, { registry }));
  while (waiting < size) await new Promise((done) => setTimeout(done, 5));
  release();
  await Promise.all(flows);
  // Ready sandboxes refilled, dropped instances collected.
  await new Promise((done) => setTimeout(done, 1000));
  globalThis.gc?.();
  const rss = process.memoryUsage().rss;
  await pool.close();
  return rss;
}

const one = await rssWith(1);
const many = await rssWith(workers);
console.log(JSON.stringify({ workers, perExtraWorkerMiB: +((many - one) / (workers - 1) / MiB).toFixed(1) }));
