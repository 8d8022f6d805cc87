// Shared by the waiting-flow children: start `count` flows that each call a tool which answers
// only when all of them are waiting, then measure memory per waiting flow and the total time.
// Prints JSON lines: progress while flows start (so a watchdog kill still tells how far it got),
// then the result. Run with --expose-gc so the memory deltas hold only what stays alive.
// Memory is taken the moment the last flow waits, and again after SETTLE_MS more waiting (a
// runner may shrink flows that wait long, as toolflow's hibernation does after 50 ms); the idle
// SETTLE_MS is not counted in the total time.
import { memoryPieces } from "../lib/process-memory.mjs";

const SETTLE_MS = 1000;
/**
 * Between the warm-up and the baseline: the process's start (compiling WebAssembly, reading the
 * snapshot) leaves freed memory resident in its threads' malloc arenas for a second or two, and
 * a baseline taken inside it shrank by a random 0-16 MiB during the flows' own start, taken off
 * their delta (bench/experiments/waiting-memory-s13.md).
 */
const BASELINE_SETTLE_MS = 3000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function memory() {
  globalThis.gc?.();
  globalThis.gc?.();
  const { rss, external, arrayBuffers, heapUsed } = process.memoryUsage();
  return { rss, external, arrayBuffers, heapUsed };
}

/**
 * Starts `count` flows whose tool answers only once all of them wait; settles when they all
 * wait, with a function that releases them and settles with their results. `onProgress(waiting)`
 * is called every 250 ms meanwhile.
 */
async function allWaiting(count, startFlow, onProgress) {
  let waiting = 0;
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  const tool = () => {
    waiting++;
    return released.then(() => 1);
  };
  const progress = onProgress && setInterval(() => onProgress(waiting), 250);
  const flows = [];
  for (let i = 0; i < count; i++) flows.push(startFlow(tool));
  while (waiting < count) await sleep(2);
  return async () => {
    release();
    const results = await Promise.all(flows);
    clearInterval(progress);
    const wrong = results.filter((result) => result !== 1).length;
    if (wrong) throw new Error(`${wrong} of ${count} flows ended without the tool's answer (first: ${JSON.stringify(results.find((r) => r !== 1))})`);
  };
}

/**
 * `startFlow(tool)` starts one flow whose script calls `tool()` once and resolves with the flow's
 * result; `tool()` returns a promise settled with 1 on release. `warmUpFlows` flows (1 by
 * default) first run the same way, all waiting at once, so one-time costs (loading code,
 * compiling WebAssembly, the threads a runner keeps for as many flows at once) stay out of the
 * deltas. `probe()` (optional) adds what an experiment reads beside the pieces at each
 * measurement (bench/experiments/waiting-pieces.mjs: the worker threads' own heaps).
 */
export async function measureWaiting(count, { startFlow, warmUpFlows = 1, probe = () => ({}) }) {
  await (await allWaiting(warmUpFlows, startFlow))();
  await sleep(BASELINE_SETTLE_MS);
  const before = memory();
  const piecesBefore = { ...memoryPieces(), ...probe() };
  const start = performance.now();
  const releaseAll = await allWaiting(count, startFlow, (waiting) => console.log(JSON.stringify({ count, waiting, ms: performance.now() - start })));
  const waitingMs = performance.now() - start;
  const after = memory();
  const piecesAfter = { ...memoryPieces(), ...probe() };
  await sleep(SETTLE_MS);
  const settled = memory();
  const piecesSettled = { ...memoryPieces(), ...probe() };
  const releasedAt = performance.now();
  await releaseAll();
  const totalMs = waitingMs + (performance.now() - releasedAt);
  const perFlowOf = (at) => Object.fromEntries(Object.keys(before).map((key) => [key, (at[key] - before[key]) / count]));
  const pieces = piecesBefore.threads !== undefined && { before: piecesBefore, after: piecesAfter, settled: piecesSettled };
  console.log(JSON.stringify({ count, waiting: count, waitingMs, totalMs, perFlow: perFlowOf(after), perFlowSettled: perFlowOf(settled), settleMs: SETTLE_MS, warmUpFlows, pieces }));
}
