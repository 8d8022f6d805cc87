// Prints the JavaScript toolflow's transpiler emits for a bench workload, and how long transpiling
// takes: `node bench/experiments/emitted.mjs int_loop` (or calls, flow, any COMPUTE kernel name).
import { defaultFlowEngine } from "../../dist/index.js";
import { CALLS_SCRIPT, COMPUTE, FLOW_SCRIPT } from "../workloads.mjs";

const name = process.argv[2] ?? "int_loop";
const sources = { calls: [CALLS_SCRIPT, ["noop"]], flow: [FLOW_SCRIPT, ["read", "search", "list_files"]] };
const [source, tools] = sources[name] ?? [COMPUTE[name][0], []];
const first = performance.now();
const result = await defaultFlowEngine.transpile(source, { tools });
const firstMs = performance.now() - first;
const again = performance.now();
const runs = 50;
for (let i = 0; i < runs; i++) await defaultFlowEngine.transpile(source, { tools });
console.log(result.ok ? result.js : JSON.stringify(result.error));
console.log(`// transpile: first ${firstMs.toFixed(2)} ms (includes loading the transpiler), then ${((performance.now() - again) / runs).toFixed(3)} ms`);
