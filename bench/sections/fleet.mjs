// 7. The queued path (a fleet on Redis): flows per second through the queue with 1 and 3
// `toolflow worker` processes, and the cost of a journaled tool call over an in-process one.
// Needs `redis-server` on the PATH (started on a free loopback port); missing otherwise.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CLI = join(ROOT, "dist/cli.js");
const FLOWS = 120;
/** Flows each worker (and the in-process runner) runs untimed first: a fleet's workers run for long, and their first flows pay V8's and WebAssembly's tier-up. */
const WARM_UP = 48;
/** Calls in 7b's long flow: enough that the per-call difference stands above a flow's own jitter. */
const CALLS = 200;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function started(child, text) {
  return new Promise((resolve, reject) => {
    let out = "";
    const seen = (chunk) => {
      out += chunk;
      if (out.includes(text)) resolve(child);
    };
    child.stdout?.on("data", seen);
    child.stderr?.on("data", seen);
    child.once("exit", (code) => reject(new Error(`exited (${code}): ${out.slice(0, 300)}`)));
  });
}

/** 7a's flow: 4 glob calls. */
export const GLOB_FLOW = 'n = 0\nfor i in range(4):\n    n += len(glob(pattern="*.txt")["text"])\nn';

/** Redis on a free loopback port, and a folder with one file to glob and its own config home for the workers. */
export async function fleetSetting() {
  const port = await freePort();
  const redis = await started(spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]), "Ready to accept connections");
  const dir = mkdtempSync(join(tmpdir(), "toolflow-bench-fleet-"));
  writeFileSync(join(dir, "a.txt"), "a\n");
  return { redis, url: `redis://127.0.0.1:${port}`, dir, env: { ...process.env, XDG_CONFIG_HOME: join(dir, "xdg") } };
}

export const stop = (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once("exit", resolve), child.kill("SIGKILL"))));

export async function fleetQueue() {
  const titles = ["7a. queued flows per second (4 glob calls each)", "7b. journaled tool call: queued minus in-process, per call"];
  if (spawnSync("redis-server", ["--version"]).status !== 0) {
    return titles.map((title) => ({ title, unit: "", rows: [{ name: "toolflow", missing: "redis-server is not installed" }] }));
  }
  const { QueueJobs, queueSettings, runFlow, startFleetWorker, builtinTools } = await import(join(ROOT, "dist/index.js"));
  const { redis, url, dir, env } = await fleetSetting();
  const rates = [];
  try {
    const registry = builtinTools({ root: dir, web: false });
    const code = GLOB_FLOW;
    // The same flows in the bench's own process, 16 in flight as on one worker: the in-process figure beside the queued ones.
    const inProcess = async (count) => {
      let next = 0;
      const slot = async () => {
        while (next < count) await runFlow({ name: `l${next++}`, code, tools: ["glob"] }, { registry });
      };
      await Promise.all(Array.from({ length: 16 }, slot));
    };
    await inProcess(WARM_UP);
    const local = performance.now();
    await inProcess(FLOWS);
    rates.push({ name: "toolflow, in-process", samples: [FLOWS / ((performance.now() - local) / 1000)], note: `the same ${FLOWS} flows through runFlow, 16 in flight, after ${WARM_UP} untimed` });
    for (const workers of [1, 3]) {
      const settings = queueSettings({ url, prefix: `bench${workers}`, concurrency: 16 });
      // The workers read the prefix from the folder's config.
      writeFileSync(join(dir, "toolflow.config.yaml"), `permission_mode: bypass\nweb: {fetch: {enabled: false}}\nqueue: {prefix: ${settings.prefix}, concurrency: 16}\n`);
      const fleet = await Promise.all(Array.from({ length: workers }, () => started(spawn(process.execPath, [CLI, "worker", "--queue", url, "--root", dir], { cwd: dir, env }), "toolflow: worker for")));
      const jobs = new QueueJobs(settings);
      const queued = async (prefix, count) => {
        for (let i = 0; i < count; i++) await jobs.run({ name: `${prefix}${i}`, code, tools: ["glob"], background: true }, { registry });
        for (let i = 0; i < count; i++) await jobs.result(`${prefix}${i}`, { wait: 120 });
      };
      await queued("w", WARM_UP * workers);
      const begin = performance.now();
      await queued("f", FLOWS);
      rates.push({ name: workers === 1 ? "toolflow, 1 worker" : "toolflow, 3 workers", samples: [FLOWS / ((performance.now() - begin) / 1000)], note: `${FLOWS} flows queued at once, 16 per worker, after ${WARM_UP} untimed per worker` });
      await jobs.close();
      for (const child of fleet) await stop(child);
    }

    // Per call: a flow of CALLS glob calls minus a flow of none, queued (in-process worker) and not.
    const settings = queueSettings({ url, prefix: "benchj" });
    const worker = await startFleetWorker({ settings, registry });
    const jobs = new QueueJobs(settings);
    const flow = (calls) => `n = 0\nfor i in range(${calls}):\n    n += len(glob(pattern="*.txt")["text"])\nn`;
    const samples = [];
    for (let round = 0; round < 5; round++) {
      const time = async (run) => {
        const begin = performance.now();
        await run();
        return performance.now() - begin;
      };
      const queued = async (calls) => {
        const { job } = await jobs.run({ name: `j${round}c${calls}`, code: flow(calls), tools: ["glob"], background: true }, { registry });
        await jobs.result(job, { wait: 60 });
      };
      const local = (calls) => runFlow({ name: "l", code: flow(calls), tools: ["glob"] }, { registry });
      const perCallQueued = ((await time(() => queued(CALLS))) - (await time(() => queued(0)))) / CALLS;
      const perCallLocal = ((await time(() => local(CALLS))) - (await time(() => local(0)))) / CALLS;
      samples.push(perCallQueued - perCallLocal);
    }
    await jobs.close();
    await worker.close();
    return [
      { title: titles[0], unit: "flows/s", rows: rates.map((row) => ({ ...row, derived: true })) },
      { title: titles[1], unit: "ms", rows: [{ name: "toolflow", samples, note: `(flow of ${CALLS} calls - flow of 0) / ${CALLS}, queued minus in-process; Redis on loopback` }] },
    ];
  } finally {
    await stop(redis);
    rmSync(dir, { recursive: true, force: true });
  }
}
