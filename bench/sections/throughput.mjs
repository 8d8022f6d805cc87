// 9. Throughput under load: seed-like flows (3 tool calls each) per second with 1, 16 and 256 in
// flight at once, on this machine's cores. CPython runs the same flows in its own process as
// asyncio tasks with async tools (not isolated: the reference for the work itself).
import { formatNumber } from "../lib/report.mjs";
import { median } from "../lib/stats.mjs";
import { inRounds } from "./in-process.mjs";

export const CONCURRENCY = [1, 16, 256];

export async function throughput(runners, rounds) {
  const measurements = [];
  for (const concurrency of CONCURRENCY) {
    const rows = await inRounds(runners, rounds, (runner) => runner.throughput && (() => runner.throughput(concurrency)));
    measurements.push({ title: `9. throughput: ${concurrency} concurrent seed-like flows (higher is better; toolflow/runner below 1 is slower)`, unit: "flows/s", rows, concurrency });
  }
  // No cliff: each runner's rate at the highest concurrency against its rate with one flow.
  for (const row of measurements[measurements.length - 1].rows) {
    const one = measurements[0].rows.find((candidate) => candidate.name === row.name);
    if (row.samples?.length && one?.samples?.length) row.note = `${formatNumber(median(row.samples) / median(one.samples))}x its rate with 1 flow`;
  }
  return measurements;
}
