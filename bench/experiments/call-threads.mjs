// Where a 10,000-call flow's CPU goes by thread (Linux /proc, 10 ms ticks): the main (tool host)
// thread, the pool worker's thread, and everything else (V8 GC helpers, libuv), per call.
// `node bench/experiments/call-threads.mjs [worker|thread] [FLOWS] [DIST]`
import { readFileSync, readdirSync } from "node:fs";
import { CALL_COUNT, CALLS_SCRIPT } from "../workloads.mjs";

const [engine = "worker", flowsArg = "5", dist = "../../dist"] = process.argv.slice(2);
const lib = await import(new URL(`${dist.replace(/\/$/, "")}/index.js`, import.meta.url).href);
const run = engine === "worker" ? lib.runFlow : lib.createRunFlow({ ...lib.defaultFlowEngine, sandbox: lib.runSandbox });
const registry = lib.createRegistry([{ name: "noop", category: "custom", flowEligible: true, output: "json", handler: async () => 1 }]);
const ticks = () =>
  new Map(
    readdirSync("/proc/self/task").map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return [`${tid} ${name}`, (Number(f[11]) + Number(f[12])) * 10];
    }),
  );
const go = () => run({ name: "exp", tools: ["noop"], code: CALLS_SCRIPT }, { registry, limits: { maxCalls: CALL_COUNT + 1 } });
await go();
const flows = Number(flowsArg);
const before = ticks();
const wall = performance.now();
for (let i = 0; i < flows; i++) if ((await go()).full.status !== "ok") throw new Error("flow failed");
const wallUs = ((performance.now() - wall) * 1000) / (flows * CALL_COUNT);
const after = ticks();
console.log(`${engine}: wall ${wallUs.toFixed(1)} us a call; CPU us a call by thread:`);
for (const [key, ms] of after) {
  const used = ms - (before.get(key) ?? 0);
  if (used > 0) console.log(`  ${key.padEnd(28)} ${((used * 1000) / (flows * CALL_COUNT)).toFixed(1)}`);
}
process.exit(0);
