// Bench 7b's figure (a journaled call's cost over an in-process one) for several built trees,
// rounds alternating, one Redis for all: `node bench/experiments/journal-ab.mjs ROUNDS TREE...`
// (TREE: a checkout with dist/ built). Each round and tree: a queued flow of CALLS glob calls
// minus one of none, per call, minus the same for runFlow in this process. Prints the per-round
// figures and, against the first tree, per-round ratios; and the queued flow's own time (less
// noisy than the difference at load).
import { join, resolve } from "node:path";
import { fleetSetting, stop } from "../sections/fleet.mjs";

const [rounds = "5", ...trees] = process.argv.slice(2);
const CALLS = 200;
const { redis, url, dir } = await fleetSetting();
const flow = (calls) => `n = 0\nfor i in range(${calls}):\n    n += len(glob(pattern="*.txt")["text"])\nn`;
const time = async (run) => {
  const begin = performance.now();
  await run();
  return performance.now() - begin;
};

try {
  const setups = [];
  for (const [index, tree] of trees.entries()) {
    const api = await import(join(resolve(tree), "dist/index.js"));
    const registry = api.builtinTools({ root: dir, web: false });
    const settings = api.queueSettings({ url, prefix: `jab${index}` });
    const worker = await api.startFleetWorker({ settings, registry });
    const jobs = new api.QueueJobs(settings);
    let n = 0;
    const queued = async (calls) => {
      const { job } = await jobs.run({ name: `j${n++}`, code: flow(calls), tools: ["glob"], background: true }, { registry });
      await jobs.result(job, { wait: 60 });
    };
    const local = (calls) => api.runFlow({ name: "l", code: flow(calls), tools: ["glob"] }, { registry });
    for (let i = 0; i < 3; i++) await queued(CALLS), await local(CALLS);
    setups.push({ tree, queued, local, close: async () => (await jobs.close(), await worker.close()), samples: [] });
  }
  for (let round = 0; round < Number(rounds); round++) {
    for (const setup of setups) {
      const whole = await time(() => setup.queued(CALLS));
      const perCallQueued = (whole - (await time(() => setup.queued(0)))) / CALLS;
      (setup.wholes ??= []).push(whole);
      const perCallLocal = ((await time(() => setup.local(CALLS))) - (await time(() => setup.local(0)))) / CALLS;
      setup.samples.push(perCallQueued - perCallLocal);
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const setup of setups) {
    const ratios = setup.samples.map((x, i) => x / setups[0].samples[i]);
    const wholeRatios = setup.wholes.map((x, i) => x / setups[0].wholes[i]);
    console.log(`${setup.tree}: queued flow of ${CALLS} calls, median ${median(setup.wholes).toFixed(1)} ms; per-round / first tree median ${median(wholeRatios).toFixed(3)}`);
    console.log(`${setup.tree}: ms per journaled call ${setup.samples.map((x) => x.toFixed(3)).join(" ")}; median ${median(setup.samples).toFixed(3)}; per-round / first tree median ${median(ratios).toFixed(3)}`);
  }
  for (const setup of setups) await setup.close();
} finally {
  await stop(redis);
}
