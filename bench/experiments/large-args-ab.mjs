// A/B of a tool call with a large str argument (test/limits/records.test.ts's flow, 100 calls):
// two builds' dist/ in one process, rounds alternating, ms per call (wall and process CPU).
// node bench/experiments/large-args-ab.mjs OLD_DIST NEW_DIST thread|worker same|distinct ROUNDS SIZE...
// `same` passes one str every call; `distinct` a new one each call (s + str(i)).
import { cpuUsage } from "node:process";

const [oldDist, newDist, engine = "thread", shape = "same", rounds = "3", ...sizes] = process.argv.slice(2);
const CALLS = 100;
const sink = { name: "sink", category: "custom", flowEligible: true, output: "text", handler: async () => "ok" };

async function runner(dist) {
  const { createRegistry, createRunFlow, defaultFlowEngine, runSandbox, runFlow } = await import(`${dist}/index.js`);
  const registry = createRegistry([sink]);
  const run = engine === "worker" ? runFlow : createRunFlow({ ...defaultFlowEngine, sandbox: runSandbox });
  await run({ name: "p", tools: ["sink"], code: "1" }, { registry });
  return async (chars) => {
    const arg = shape === "same" ? "s" : "s + str(i)";
    const code = `s = "x" * ${chars}\nfor i in range(${CALLS}):\n    sink(data=${arg})\n"done"\n`;
    const c0 = cpuUsage();
    const t0 = performance.now();
    const o = await run({ name: "p", tools: ["sink"], code, timeout_seconds: 600 }, { registry, limits: { maxCalls: 1000 } });
    const wall = (performance.now() - t0) / CALLS;
    const c = cpuUsage(c0);
    if (o.full.status !== "ok") throw new Error(JSON.stringify(o.full.error));
    return { wall, cpu: (c.user + c.system) / 1000 / CALLS };
  };
}

const builds = { old: await runner(oldDist), new: await runner(newDist) };
for (const size of (sizes.length ? sizes : ["1000000"]).map(Number)) {
  const ratios = [];
  for (let r = 0; r < Number(rounds); r++) {
    const order = r % 2 ? ["new", "old"] : ["old", "new"];
    const got = {};
    for (const name of order) got[name] = await builds[name](size);
    ratios.push(got.new.cpu / got.old.cpu);
    console.log(`${engine} ${shape} ${size} round ${r}: old wall ${got.old.wall.toFixed(2)} cpu ${got.old.cpu.toFixed(2)} | new wall ${got.new.wall.toFixed(2)} cpu ${got.new.cpu.toFixed(2)} ms/call | cpu new/old ${(got.new.cpu / got.old.cpu).toFixed(2)}`);
  }
  ratios.sort((a, b) => a - b);
  console.log(`${engine} ${shape} ${size}: median cpu ratio new/old ${ratios[Math.floor(ratios.length / 2)].toFixed(2)}`);
}
