// Timing helpers: a wall-clock sample in milliseconds, batches for operations too short to time
// one by one, and an idle pause so work a runner defers (a pre-warmed sandbox) can finish.

export async function timeMs(fn) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/**
 * Runs in a row per back-to-back sample (bench sections 2b and 3b), the same count for every
 * runner, so each runner's figure is the same shape: a mean over runs with no idle time between.
 */
export const BACK_TO_BACK_RUNS = 50;

/** Mean milliseconds per call over `count` sequential calls. */
export async function batchMs(count, fn) {
  const start = performance.now();
  for (let i = 0; i < count; i++) await fn();
  return (performance.now() - start) / count;
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Flows per second of `runOne` with `concurrency` runs in flight until `total` have finished
 * (at least 4 per slot, so that start-up and the tail weigh little).
 */
export async function flowsPerSecond(concurrency, runOne, total = Math.max(200, concurrency * 4)) {
  let started = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < total) {
        started++;
        await runOne();
      }
    }),
  );
  return total / ((performance.now() - start) / 1000);
}
