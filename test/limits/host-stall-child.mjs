// Runs hostile flows through the built library (dist/index.js) in a process of its own, so that
// the event loop measured is a host's, not the test runner's, and prints what it saw as JSON.
// Usage: node host-stall-child.mjs <project root> <hostile flows as JSON [{name, code, tools}]>
import { monitorEventLoopDelay } from "node:perf_hooks";
import { liveTools, runFlow } from "../../dist/index.js";

const [root, flowsJson] = process.argv.slice(2);
const registry = liveTools(root);
// A host that has run a flow: the transpiler loaded, a worker up (a cold start is not measured).
await runFlow({ code: "1", name: "warm", tools: [] }, { registry });
const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
const outcomes = await Promise.all(
  JSON.parse(flowsJson).map(async ({ name, code, tools }) => {
    const outcome = await runFlow({ code, name: "hostile", tools, timeout_seconds: 3 }, { registry });
    return { name, rejected: outcome.rejected, status: outcome.rejected ? undefined : outcome.full.status };
  }),
);
histogram.disable();
process.stdout.write(JSON.stringify({ maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6, outcomes }));
process.exit(0);
