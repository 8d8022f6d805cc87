// Shared by the waiting-flow children: start `count` flows that each call a tool which answers
// only when all of them are waiting, then measure memory per waiting flow and the total time.
// Prints JSON lines: progress while flows start (so a watchdog kill still tells how far it got),
// then the result. Run with --expose-gc so the memory deltas hold only what stays alive.
// Memory is taken the moment the last flow waits, and again after SETTLE_MS more waiting (a
// runner may shrink flows that wait long, as toolflow's hibernation does after 50 ms); the idle
// SETTLE_MS is not counted in the total time.

const SETTLE_MS = 1000;

function memory() {
  globalThis.gc?.();
  globalThis.gc?.();
  const { rss, external, arrayBuffers, heapUsed } = process.memoryUsage();
  return { rss, external, arrayBuffers, heapUsed };
}

/**
 * `startFlow(tool)` starts one flow whose script calls `tool()` once and resolves with the flow's
 * result; `tool()` returns a promise settled with 1 on release. `warmUp()` runs one complete flow
 * first, so one-time costs (loading code, compiling WebAssembly) stay out of the deltas.
 */
export async function measureWaiting(count, { startFlow, warmUp }) {
  await warmUp();
  const before = memory();
  const start = performance.now();
  let waiting = 0;
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  const tool = () => {
    waiting++;
    return released.then(() => 1);
  };
  const progress = setInterval(() => {
    console.log(JSON.stringify({ count, waiting, ms: performance.now() - start }));
  }, 250);
  const flows = [];
  for (let i = 0; i < count; i++) flows.push(startFlow(tool));
  while (waiting < count) await new Promise((resolve) => setTimeout(resolve, 2));
  const waitingMs = performance.now() - start;
  const after = memory();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const settled = memory();
  const releasedAt = performance.now();
  release();
  const results = await Promise.all(flows);
  const totalMs = waitingMs + (performance.now() - releasedAt);
  clearInterval(progress);
  const wrong = results.filter((result) => result !== 1).length;
  if (wrong) throw new Error(`${wrong} of ${count} flows ended without the tool's answer (first: ${JSON.stringify(results.find((r) => r !== 1))})`);
  const perFlowOf = (at) => Object.fromEntries(Object.keys(before).map((key) => [key, (at[key] - before[key]) / count]));
  console.log(JSON.stringify({ count, waiting, waitingMs, totalMs, perFlow: perFlowOf(after), perFlowSettled: perFlowOf(settled), settleMs: SETTLE_MS }));
}
