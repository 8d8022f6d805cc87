// Awaited tool calls through `async def` helpers, and asyncio.gather over coroutines that call a
// tool, with two builds of toolflow (say one saved before a change and the current one), same
// process, in-thread engine, interleaved rounds: wall and process CPU time per tool call, medians.
// `node bench/experiments/coroutine-ab.mjs DIST_A DIST_B [ROUNDS]` (each a copy of dist/ kept
// inside the repository, so its imports resolve)
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { median } from "../lib/stats.mjs";

const [a, b] = process.argv.slice(2, 4);
if (!a || !b) throw new Error("usage: coroutine-ab.mjs DIST_A DIST_B [ROUNDS]");
const rounds = Number(process.argv[4] ?? 7);

const SCRIPTS = {
  // The call awaited in the helper's body, the helper awaited by name (bound at compile time).
  awaited: [2000, `async def one(i):
    return await noop(i=i)
async def main():
    n = 0
    for i in range(2000):
        n += await one(i)
    return n
await main()
`],
  // The helper's coroutine made first, awaited later (the coroutine object's path).
  coroutine: [2000, `async def one(i):
    return await noop(i=i)
async def main():
    n = 0
    for i in range(2000):
        c = one(i)
        n += await c
    return n
await main()
`],
  // 20 gathers of 100 coroutines, each making one call: the calls of a gather overlap.
  gathered: [2000, `import asyncio
async def one(i):
    return await noop(i=i)
async def main():
    n = 0
    for k in range(20):
        n += sum(await asyncio.gather(*[one(i) for i in range(100)]))
    return n
await main()
`],
};

async function engine(dir) {
  const lib = await import(pathToFileURL(resolve(dir, "index.js")).href);
  const registry = lib.createRegistry([{ name: "noop", category: "custom", flowEligible: true, output: "json", handler: async () => 1 }]);
  const run = lib.createRunFlow({ ...lib.defaultFlowEngine, sandbox: lib.runSandbox });
  return async (code) => {
    const outcome = await run({ name: "exp", tools: ["noop"], code }, { registry, limits: { maxCalls: 5000 } });
    if (outcome.rejected || outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full?.error ?? outcome.problems));
  };
}

const runs = [{ label: a, run: await engine(a) }, { label: b, run: await engine(b) }];
const samples = new Map();
for (let round = -1; round < rounds; round++) {
  for (const [name, [calls, code]] of Object.entries(SCRIPTS)) {
    for (const { label, run } of round % 2 === 0 ? runs : [...runs].reverse()) {
      const t = performance.now();
      const cpu = process.cpuUsage();
      await run(code);
      const used = process.cpuUsage(cpu);
      if (round < 0) continue; // warm-up
      const key = `${name.padEnd(10)} ${label}`;
      if (!samples.has(key)) samples.set(key, { wall: [], cpu: [] });
      samples.get(key).wall.push(((performance.now() - t) * 1000) / calls);
      samples.get(key).cpu.push((used.user + used.system) / calls);
    }
  }
}
for (const [key, s] of samples) console.log(`${key.padEnd(40)} wall ${median(s.wall).toFixed(1)} us/call, CPU ${median(s.cpu).toFixed(1)} us/call`);
process.exit(0);
