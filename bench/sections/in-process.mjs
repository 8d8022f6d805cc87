// 2-5. Measurements inside one process, in rounds: every round takes one sample of every runner,
// so a ratio toolflow/peer is taken between samples of the same round.
import { BACK_TO_BACK_RUNS, sleep } from "../lib/time.mjs";
import { COMPUTE } from "../workloads.mjs";

/**
 * A quiet gap before each sample: work a runner defers (toolflow prepares the next sandbox after
 * each flow, tens of ms) finishes before the next sample, whoever takes it.
 */
const GAP_MS = 150;

/**
 * Samples every runner in `rounds` rounds. `pick(runner)` returns the sampling function, or
 * undefined when the runner lacks this measurement (left out); a sample that throws marks the
 * runner missing with the reason.
 */
export async function inRounds(runners, rounds, pick) {
  const rows = runners.filter((runner) => pick(runner)).map((runner) => ({ sample: pick(runner), name: runner.name, samples: [] }));
  for (let round = 0; round < rounds; round++) {
    for (const row of rows) {
      if (row.missing) continue;
      await sleep(GAP_MS);
      try {
        row.samples[round] = await row.sample();
      } catch (error) {
        row.missing = error.message;
      }
    }
  }
  return rows.map(({ sample, ...row }) => row);
}

/**
 * A measurement in both shapes, each its own table so that ratios pair like with like: one run
 * after the idle gap (`pick(r)`), and the mean of BACK_TO_BACK_RUNS runs in a row (`pickHot(r)`).
 * Work done between flows (toolflow's next sandbox) is off the path in the first shape and on it
 * in the second; code that runs hot back to back runs 5-20x slower after idle.
 */
async function bothShapes(runners, rounds, title, pick, pickHot) {
  const idle = await inRounds(runners, rounds, pick);
  // Seconds per sample for toolflow: a few rounds give a steady mean.
  const hot = await inRounds(runners, Math.min(rounds, 4), pickHot);
  return [
    { title: `${title.number}a. ${title.what}, after idle: one run ${GAP_MS} ms after the last`, unit: "ms", rows: idle },
    { title: `${title.number}b. ${title.what}, back to back: mean of ${BACK_TO_BACK_RUNS} runs in a row`, unit: "ms", rows: hot },
  ];
}

export function warm(runners, rounds) {
  const what = "warm: new isolated sandbox + `1 + 1` (pyodide, cpython: fresh globals, not isolated)";
  return bothShapes(runners, rounds, { number: 2, what }, (r) => r.warm, (r) => r.warmBackToBack);
}

export function seedFlow(runners, rounds) {
  const what = "seed-like flow: 3 tool calls, slicing, split, dict result";
  return bothShapes(runners, rounds, { number: 3, what }, (r) => r.flow, (r) => r.flowBackToBack);
}

export async function hostCalls(runners, rounds) {
  const rows = await inRounds(runners, rounds, (r) => r.calls);
  for (const row of rows) row.samples = row.samples.map((ms) => ms * 1000);
  return { title: "4. host call: 10,000 calls of a trivial tool, per call (cpython: plain function)", unit: "us", rows };
}

export async function compute(runners, rounds) {
  const measurements = [];
  for (const name of Object.keys(COMPUTE)) {
    const rows = await inRounds(runners, rounds, (r) => r.compute && (() => r.compute(name)));
    measurements.push({ title: `5. compute: ${name}`, unit: "ms", rows, kernel: name });
  }
  return measurements;
}
