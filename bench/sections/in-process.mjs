// 2-5. Measurements inside one process, in rounds: every round takes one sample of every runner,
// so a ratio toolflow/peer is taken between samples of the same round.
import { sleep } from "../lib/time.mjs";
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

export async function warm(runners, rounds) {
  const rows = await inRounds(runners, rounds, (r) => r.warm);
  // Seconds per sample: a few rounds suffice to show what the prepared sandbox saves.
  const backToBack = await inRounds(runners, Math.min(rounds, 4), (r) => r.warmBackToBack);
  for (const row of backToBack) rows.push({ ...row, name: `${row.name}, back to back`, derived: true, note: "mean of 5 flows run with no idle time" });
  return { title: "2. warm: new isolated sandbox + `1 + 1` (pyodide, cpython: fresh globals, not isolated)", unit: "ms", rows };
}

export async function seedFlow(runners, rounds) {
  return { title: "3. seed-like flow: 3 tool calls, slicing, split, dict result", unit: "ms", rows: await inRounds(runners, rounds, (r) => r.flow) };
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
