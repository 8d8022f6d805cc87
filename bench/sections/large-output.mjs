// 8. Large tool outputs: a flow that aggregates big JSON and text tool results (bench/large-output.mjs),
// end to end (the tools' answers copied into the sandbox included), at the issue's sizes and at
// 1, 4 and 16 MiB to show how the cost grows. CPython's answer is the expected result.
import { LARGE_CASES, largeData } from "../large-output.mjs";
import { formatNumber } from "../lib/report.mjs";
import { median } from "../lib/stats.mjs";
import { inRounds } from "./in-process.mjs";

const LETTERS = "abcd";

export async function largeOutputs(runners, rounds) {
  const data = largeData();
  const cpython = runners.find((runner) => runner.name === "cpython");
  await cpython?.loadLarge(data);
  const measurements = [];
  for (const [index, { name, sizes, mb }] of LARGE_CASES.entries()) {
    // As JavaScript writes it: CPython writes an integral float as `1.0`.
    const expected = cpython ? JSON.stringify(JSON.parse((await cpython.largeResult(sizes)).result)) : undefined;
    const rows = await inRounds(runners, rounds, (runner) => runner.large && (() => runner.large(data, sizes, expected)));
    measurements.push({ title: `8${LETTERS[index]}. large tool outputs: ${name}`, unit: "ms", rows, mb });
  }
  measurements.push(slope(measurements.filter((measurement) => measurement.mb !== undefined)));
  return measurements;
}

/**
 * Per runner, the exponent k of time ~ size^k between the smallest and largest size (1 for a cost
 * linear in the data, 2 for a quadratic step; below 1 while a fixed cost weighs), and ms per MiB
 * over each step between sizes.
 */
function slope(bySize) {
  const names = [...new Set(bySize.flatMap((measurement) => measurement.rows.map((row) => row.name)))];
  const rows = names.map((name) => {
    const points = bySize.map((measurement) => {
      const row = measurement.rows.find((candidate) => candidate.name === name);
      return { mb: measurement.mb, ms: row?.samples?.length ? median(row.samples) : undefined };
    });
    if (points.some((point) => point.ms === undefined)) return { name, missing: "not measured at every size" };
    const first = points[0];
    const last = points[points.length - 1];
    const steps = points.slice(1).map((point, i) => `${points[i].mb}->${point.mb} MiB: ${formatNumber((point.ms - points[i].ms) / (point.mb - points[i].mb))} ms/MiB`);
    return { name, samples: [Math.log(last.ms / first.ms) / Math.log(last.mb / first.mb)], note: steps.join(", ") };
  });
  return { title: "8e. large tool outputs: growth exponent k (time ~ size^k, 1 = linear; no step may be quadratic)", unit: "k", rows, noRatio: true };
}
