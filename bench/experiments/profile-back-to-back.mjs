// In-thread seed-like flows back to back, to profile (the reset's share of a flow in a row):
//   node --cpu-prof --cpu-prof-interval 50 --cpu-prof-dir DIR bench/experiments/profile-back-to-back.mjs [TREE] [BATCHES]
//   node bench/experiments/profile-top.mjs DIR/*.cpuprofile 45
// TREE (default: this one) is a built tree with bench/; each batch is bench 3b's row of 50 flows.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [tree = new URL("../..", import.meta.url).pathname, batches = "200"] = process.argv.slice(2);
const { createToolflow } = await import(pathToFileURL(resolve(tree, "bench/peers/toolflow.mjs")).href);
const toolflow = await createToolflow("thread");
for (let i = 0; i < Number(batches); i++) await toolflow.flowBackToBack();
await toolflow.close();
process.exit(0);
