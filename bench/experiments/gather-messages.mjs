// Messages the host posts to the worker for a flow of 200 asyncio.gathers of 10 instant calls,
// this build (dist/) or another (its dist folder as the argument): `answers` messages, all
// messages, and wall time per call. A gather's answers crossing in one message is one round trip.
// `node bench/experiments/gather-messages.mjs [OTHER_DIST]`
import { Worker } from "node:worker_threads";
import { gatherScript } from "../workloads.mjs";

const dist = process.argv[2] ?? new URL("../../dist", import.meta.url).pathname;
const toolflow = await import(`file://${dist.replace(/\/$/, "")}/index.js`);
const counts = { answers: 0, all: 0 };
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  counts.all++;
  if (message?.type === "answers") counts.answers++;
  return post.call(this, message, ...rest);
};
const GATHERS = 200;
const WIDTH = 10;
const code = gatherScript(GATHERS, WIDTH);
const registry = toolflow.createRegistry([{ name: "noop", category: "custom", flowEligible: true, output: "json", handler: async () => 1 }]);
const limits = { maxCalls: GATHERS * WIDTH + 1 };
await toolflow.runFlow({ name: "warm", tools: ["noop"], code }, { registry, limits });
counts.answers = counts.all = 0;
const started = performance.now();
const outcome = await toolflow.runFlow({ name: "probe", tools: ["noop"], code }, { registry, limits });
const us = ((performance.now() - started) * 1000) / (GATHERS * WIDTH);
if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
console.log(`${dist}: ${counts.answers} answers messages, ${counts.all} messages for ${GATHERS} gathers of ${WIDTH}; ${us.toFixed(1)} us per call`);
process.exit(0);
