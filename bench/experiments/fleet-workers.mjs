// Queued flows (bench section 7a's: 4 glob calls each) through `toolflow worker` processes of one
// or more built trees, rounds alternating: wall, flows/s, and the CPU of each worker process, of
// Redis and of this one. `WARM=96 node bench/experiments/fleet-workers.mjs ROOT[,ROOT2] ROUNDS
// FLOWS [COUNTS, default 1,3]`; WARM flows run first through the same workers, untimed.
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fleetSetting, GLOB_FLOW, started, stop } from "../sections/fleet.mjs";
const ROOTS = process.argv[2].split(",");
const COUNTS = (process.argv[5] ?? "1,3").split(",").map(Number);
const ROOT = ROOTS[0];
const ROUNDS = Number(process.argv[3] ?? 3);
const FLOWS = Number(process.argv[4] ?? 120);
const WARM = Number(process.env.WARM ?? 0);

const { QueueJobs, queueSettings, builtinTools } = await import(join(ROOT, "dist/index.js"));
const cpu = (pid) => { const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" "); return (Number(f[11]) + Number(f[12])) * 10; };
const { redis, url, dir, env } = await fleetSetting();
const registry = builtinTools({ root: dir, web: false });
const code = GLOB_FLOW;
let k = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const root of ROOTS) for (const workers of COUNTS) {
    const CLI = join(root, "dist/cli.js");
    const settings = queueSettings({ url, prefix: `b${k++}`, concurrency: 16 });
    writeFileSync(join(dir, "toolflow.config.yaml"), `permission_mode: bypass\nweb: {fetch: {enabled: false}}\nqueue: {prefix: ${settings.prefix}, concurrency: 16}\n`);
    const fleet = await Promise.all(Array.from({ length: workers }, () => started(spawn(process.execPath, [CLI, "worker", "--queue", url, "--root", dir], { cwd: dir, env }), "toolflow: worker for")));
    const jobs = new QueueJobs(settings);
    // Warm-up: long-running workers, not their first flows (V8 and WebAssembly tier-up), are measured.
    for (let i = 0; i < WARM; i++) await jobs.run({ name: `w${i}`, code, tools: ["glob"], background: true }, { registry });
    for (let i = 0; i < WARM; i++) await jobs.result(`w${i}`, { wait: 120 });
    const c0 = fleet.map((c) => cpu(c.pid)), r0 = cpu(redis.pid), s0 = process.cpuUsage();
    const begin = performance.now();
    for (let i = 0; i < FLOWS; i++) await jobs.run({ name: `f${i}`, code, tools: ["glob"], background: true }, { registry });
    const queued = performance.now() - begin;
    for (let i = 0; i < FLOWS; i++) await jobs.result(`f${i}`, { wait: 120 });
    const wall = performance.now() - begin;
    const wc = fleet.map((c, i) => cpu(c.pid) - c0[i]);
    const self = process.cpuUsage(s0);
    console.log(JSON.stringify({ root, workers, cpu_per_flow: +((wc.reduce((a, b) => a + b, 0)) / FLOWS).toFixed(1), flows_s: +(FLOWS / wall * 1000).toFixed(1), wall: Math.round(wall), queued: Math.round(queued), worker_cpu: wc, redis_cpu: cpu(redis.pid) - r0, bench_cpu: Math.round((self.user + self.system) / 1000), load: (await import("node:os")).loadavg()[0].toFixed(1) }));
    await jobs.close();
    for (const c of fleet) await stop(c);
  }
}
await stop(redis);
