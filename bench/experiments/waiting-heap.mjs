// What a waiting flow costs once its heap differs from the snapshot by more than a few words
// (session 17, waiting-heap-s17.md): CONCURRENCY flows at once, each making four waits of 20 ms on
// a tool (so they hibernate, wasm/hibernation.ts) and four quick calls, after a prologue that
// allocates nothing, calls datetime.datetime.now(), or builds and drops 30,000 small lists.
// Process CPU per flow (the worker engine's threads included), rounds alternating over builds.
//   node bench/experiments/waiting-heap.mjs [ROUNDS] [DIST...]     (THREAD=1: the in-thread engine;
//   SHAPES=none,datetime_now: only those prologues)
import { cpuUsage } from "node:process";
import { pathToFileURL } from "node:url";

const ROUNDS = Number(process.argv[2] ?? 2);
const DISTS = process.argv.length > 3 ? process.argv.slice(3) : [new URL("../../dist", import.meta.url).pathname];
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 100);

const BODY = 'total = 0\nfor n in range(4):\n    info = lookup(key="f1-" + "x" * n)\n    total += info["size"]\n    r = record(flow="f1", n=n)\n    print(r["recorded"], total)\ntotal';
const PROLOGUES = {
  none: "",
  datetime_now: "import datetime\nx = datetime.datetime.now().isoformat()\n",
  lists_30000: "x = [[i] for i in range(30000)]\nx = None\n",
};

const answerAfter = (name, ms) => ({ name, category: "custom", flowEligible: true, output: "json", handler: () => new Promise((done) => setTimeout(() => done({ size: 3, recorded: true }), ms)) });

async function runnerFor(dist) {
  const toolflow = await import(pathToFileURL(`${dist}/index.js`).href);
  const registry = toolflow.createRegistry([answerAfter("lookup", 20), answerAfter("record", 0)]);
  const run = process.env.THREAD === "1" ? toolflow.createRunFlow({ ...toolflow.defaultFlowEngine, sandbox: toolflow.runSandbox }) : toolflow.runFlow;
  const flow = (code) => run({ name: "waiting", tools: ["lookup", "record"], code }, { registry });
  await flow("1");
  return flow;
}

const runners = [];
for (const dist of DISTS) runners.push([dist, await runnerFor(dist)]);
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, prologue] of Object.entries(PROLOGUES).filter(([name]) => !process.env.SHAPES || process.env.SHAPES.split(",").includes(name))) {
    const order = round % 2 === 0 ? runners : [...runners].reverse();
    for (const [dist, flow] of order) {
      const before = cpuUsage();
      const outcomes = await Promise.all(Array.from({ length: CONCURRENCY }, () => flow(prologue + BODY)));
      const cpu = cpuUsage(before);
      const failed = outcomes.filter((o) => o.full.status !== "ok").length;
      console.log(`round ${round} ${name.padEnd(13)} ${dist}: ${((cpu.user + cpu.system) / 1000 / CONCURRENCY).toFixed(1)} ms CPU a flow${failed ? ` (${failed} failed)` : ""}`);
    }
  }
}
