// Where a cold start goes: milestones since this process started (performance.now() counts from
// the process's time origin) for one first flow. `node bench/experiments/cold-phases.mjs [thread]`
// (default: the worker engine, as the CLI uses). Run it several times: the machine is noisy.
const atStart = performance.now();
const { createRegistry, createRunFlow, defaultFlowEngine, runFlow, runSandbox } = await import("../../dist/index.js");
const imported = performance.now();
await defaultFlowEngine.transpile("1 + 1", { tools: [] });
const transpiled = performance.now();
const run = process.argv[2] === "thread" ? createRunFlow({ ...defaultFlowEngine, sandbox: runSandbox }) : runFlow;
const outcome = await run({ name: "cold", tools: [], code: "1 + 1" }, { registry: createRegistry([]) });
const done = performance.now();
if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
const step = (label, from, to) => console.log(`${label.padEnd(48)} ${(to - from).toFixed(0).padStart(6)} ms`);
step("node start -> this script runs", 0, atStart);
step("import dist/index.js", atStart, imported);
step("first transpile (loads the transpiler chunk)", imported, transpiled);
step(`first flow (${process.argv[2] === "thread" ? "in-thread" : "worker"}: module, guest eval, run)`, transpiled, done);
step("total", 0, done);
process.exit(0);
