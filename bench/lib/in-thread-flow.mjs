// One flow run and timed on this thread (no worker), for bench/experiments: wall and process CPU
// time, after checking that the flow ended ok (and, when given, with the expected result).
import { createRegistry, createRunFlow, defaultFlowEngine, runSandbox } from "../../dist/index.js";

const run = createRunFlow({ ...defaultFlowEngine, sandbox: runSandbox });
const registry = createRegistry([]);

/**
 * Runs `code` (no tools); { wallMs, cpuMs }. Throws, naming `label`, when the flow fails or its
 * result's JSON is not `expected` (when given).
 */
export async function timeFlow(code, { label = "exp", expected } = {}) {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const outcome = await run({ name: "exp", tools: [], code }, { registry });
  const used = process.cpuUsage(cpu);
  const wallMs = performance.now() - wall;
  if (outcome.full.status !== "ok") throw new Error(`${label}: ${JSON.stringify(outcome.full.error)}`);
  if (expected !== undefined && JSON.stringify(outcome.full.result) !== expected) throw new Error(`${label}: ${JSON.stringify(outcome.full.result)}`);
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
}

/** `rounds` runs of `code`, each after `pauseMs` idle: their `clock` ("wallMs" or "cpuMs") times, sorted. */
export async function sampleFlow(code, { rounds, pauseMs, clock, ...check }) {
  const samples = [];
  for (let i = 0; i < rounds; i++) {
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    samples.push((await timeFlow(code, check))[clock]);
  }
  return samples.sort((a, b) => a - b);
}
