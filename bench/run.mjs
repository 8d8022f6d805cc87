// `npm run bench`: measures toolflow, @pydantic/monty, pyodide and CPython on the same work in
// one run, prints a table of medians with toolflow/peer ratios, and ends with one JSON line.
// Options: --only=cold,warm,flow,calls,compute,large,waiting,browser (default: all; browser is reported
// missing without /usr/bin/chromium). See bench/README.md.
import { createCpython } from "./peers/cpython.mjs";
import { createMonty } from "./peers/monty.mjs";
import { createPyodide } from "./peers/pyodide.mjs";
import { createToolflow } from "./peers/toolflow.mjs";
import { renderTable, ratioToToolflow } from "./lib/report.mjs";
import { geomean, median } from "./lib/stats.mjs";
import { browserCold } from "./sections/browser.mjs";
import { coldStart } from "./sections/cold.mjs";
import { fleetQueue } from "./sections/fleet.mjs";
import { compute, hostCalls, seedFlow, warm } from "./sections/in-process.mjs";
import { largeOutputs } from "./sections/large-output.mjs";
import { throughput } from "./sections/throughput.mjs";
import { waitingFlows } from "./sections/waiting.mjs";

/** Rounds per measurement: enough for stable medians, few enough for a run under 3 minutes. */
const ROUNDS = { cold: 5, warm: 10, flow: 10, calls: 3, compute: 3, large: 3, throughput: 2 };
const SECTIONS = ["cold", "warm", "flow", "calls", "compute", "large", "throughput", "waiting", "browser", "fleet"];

const onlyArg = process.argv.find((arg) => arg.startsWith("--only="));
const only = new Set(onlyArg ? onlyArg.slice("--only=".length).split(",") : SECTIONS);
const unknown = [...only].filter((name) => !SECTIONS.includes(name));
if (unknown.length) {
  console.error(`bench: unknown section ${unknown.join(", ")}; sections: ${SECTIONS.join(", ")}`);
  process.exit(2);
}

const started = performance.now();
const measurements = [];
const missingRunners = [];

/** A runner that fails to load is reported missing, and the bench goes on without it. */
async function load(name, create) {
  try {
    return await create();
  } catch (error) {
    missingRunners.push({ name, missing: `failed to load: ${error.message}` });
    return undefined;
  }
}

if (only.has("cold")) measurements.push(await coldStart(ROUNDS.cold));
if (only.has("browser")) measurements.push(...(await browserCold()));

const inProcess = ["warm", "flow", "calls", "compute", "large", "throughput"].some((name) => only.has(name));
let runners = [];
if (inProcess || only.has("waiting")) {
  const toolflow = await load("toolflow", () => createToolflow("worker"));
  // The same sandbox on the main thread: how much of toolflow's time is the worker. Compute and
  // large outputs are the same QuickJS work either way, so they are left out there to keep the
  // bench short.
  const inThread = await load("toolflow (in-thread)", async () => ({ ...(await createToolflow("thread")), compute: undefined, large: undefined }));
  const monty = await load("monty", createMonty);
  const pyodide = await load("pyodide", createPyodide);
  const cpython = await load("cpython", createCpython);
  runners = [toolflow, inThread, monty, pyodide, cpython].filter(Boolean);
}
const withMissing = (measurement) => ({ ...measurement, rows: [...measurement.rows, ...missingRunners] });

if (only.has("warm")) measurements.push(...(await warm(runners, ROUNDS.warm)).map(withMissing));
if (only.has("flow")) measurements.push(...(await seedFlow(runners, ROUNDS.flow)).map(withMissing));
if (only.has("calls")) measurements.push(withMissing(await hostCalls(runners, ROUNDS.calls)));
if (only.has("compute")) measurements.push(...(await compute(runners, ROUNDS.compute)).map(withMissing));
if (only.has("large")) measurements.push(...(await largeOutputs(runners, ROUNDS.large)).map(withMissing));
if (only.has("throughput")) measurements.push(...(await throughput(runners, ROUNDS.throughput)).map(withMissing));
if (only.has("waiting")) measurements.push(...(await waitingFlows(runners.find((runner) => runner.name === "cpython"))));
for (const runner of runners) await runner.close();
if (only.has("fleet")) measurements.push(...(await fleetQueue()));

/** Issue 17's goal for each measurement, by its number, printed after its title. */
const GOALS = {
  1: "goal: toolflow <= 1.5x monty",
  "1b": "goal: toolflow first visit <= 100 ms",
  "2a": "goal: toolflow <= 0.15 ms, in-thread and worker",
  "2b": "goal: toolflow <= 0.15 ms, in-thread and worker",
  "3a": "goal: toolflow <= 0.3 ms, in-thread and worker",
  "3b": "goal: toolflow <= 0.3 ms, in-thread and worker",
  4: "goal: toolflow <= 10 us",
  5: "goal: geomean of the kernels <= 1.5x cpython",
  "6a": "goal: <= 0.1 MiB per flow at 200 and 1,000 flows",
  "8a": "goal: toolflow <= 2x cpython",
  9: "goal: no cliff as concurrency grows",
};
for (const measurement of measurements) {
  const goal = GOALS[/^(\w+)\./.exec(measurement.title)?.[1]];
  if (goal && !measurement.title.includes("goal")) measurement.title += `; ${goal}`;
}
console.log(renderTable(measurements));

// The summary line: toolflow (the default engine) against the peers, as ratios.
const find = (prefix) => measurements.find((m) => m.title.startsWith(prefix));
const ratio = (measurement, peer) => {
  const row = measurement?.rows.find((candidate) => candidate.name === peer);
  return row ? ratioToToolflow(measurement, row)?.median : undefined;
};
const computeRatios = (peer) => geomean(measurements.filter((m) => m.kernel).map((m) => ratio(m, peer)));
const toolflowValue = (measurement) => {
  const row = measurement?.rows.find((candidate) => candidate.name === "toolflow");
  return row?.samples?.[0];
};
const round3 = (value) => (value === undefined || !Number.isFinite(value) ? null : Number(value.toPrecision(3)));
const summary = {
  cold_vs_monty: round3(ratio(find("1."), "monty")),
  // Each pairs one shape: one run after idle against one run after idle (the _hot ratios: means
  // of runs in a row against the same).
  warm_vs_monty: round3(ratio(find("2a."), "monty")),
  warm_hot_vs_monty: round3(ratio(find("2b."), "monty")),
  flow_vs_monty: round3(ratio(find("3a."), "monty")),
  flow_hot_vs_monty: round3(ratio(find("3b."), "monty")),
  call_vs_monty: round3(ratio(find("4."), "monty")),
  compute_vs_monty: round3(computeRatios("monty")),
  compute_vs_cpython: round3(computeRatios("cpython")),
  mem_per_flow_mb: round3(toolflowValue(find("6a."))),
  concurrent_1000_s: round3(toolflowValue(find("6b."))),
  large_output_vs_cpython: round3(ratio(find("8a."), "cpython")),
  browser_first_ms: round3(median(find("1b.")?.rows.find((row) => row.name === "toolflow")?.samples ?? [])),
  throughput_flows_per_s: Object.fromEntries(
    measurements.filter((m) => m.concurrency).map((m) => [m.concurrency, round3(median(m.rows.find((row) => row.name === "toolflow")?.samples ?? []))]),
  ),
};
console.log(`\nbench time ${((performance.now() - started) / 1000).toFixed(0)} s; mem in MiB; null = not measured or not finished`);
console.log(JSON.stringify({ bench: summary }));
// Idle workers and pyodide's instance must not hold the process open.
process.exit(0);
