// The bench's table: per measurement, each runner's median, min and max, and the ratio
// toolflow/runner as the median (min-max) of ratios taken within the same round.
import { roundRatios, summarize } from "./stats.mjs";

export function formatNumber(value) {
  if (value === undefined || !Number.isFinite(value)) return "-";
  const abs = Math.abs(value);
  if (abs >= 100) return value.toFixed(0);
  if (abs >= 10) return value.toFixed(1);
  if (abs >= 1) return value.toFixed(2);
  return value.toPrecision(2);
}

/** Ratio of the `toolflow` row's samples to this row's, paired by round. */
export function ratioToToolflow(measurement, row) {
  const toolflow = measurement.rows.find((candidate) => candidate.name === "toolflow");
  // A derived row (another way of running toolflow) is not a peer to compare with.
  if (measurement.noRatio || !toolflow?.samples || !row.samples || row === toolflow || row.derived) return undefined;
  return roundRatios(toolflow.samples, row.samples);
}

export function renderTable(measurements) {
  const lines = [];
  const header = ["runner", "median", "min", "max", "n", "toolflow/runner", "note"];
  for (const measurement of measurements) {
    lines.push("", `${measurement.title}  [${measurement.unit}]`);
    const table = [header];
    for (const row of measurement.rows) {
      if (row.missing) {
        table.push([row.name, "missing", "", "", "", "", row.missing.slice(0, 160)]);
        continue;
      }
      const stats = summarize(row.samples);
      const ratio = ratioToToolflow(measurement, row);
      const ratioText = ratio ? `${formatNumber(ratio.median)}x (${formatNumber(ratio.min)}-${formatNumber(ratio.max)})` : "";
      table.push([row.name, formatNumber(stats?.median), formatNumber(stats?.min), formatNumber(stats?.max), String(stats?.n ?? 0), ratioText, row.note ?? ""]);
    }
    const widths = header.map((_, column) => Math.max(...table.map((cells) => cells[column].length)));
    for (const cells of table) lines.push("  " + cells.map((cell, column) => cell.padEnd(widths[column])).join("  ").trimEnd());
  }
  return lines.join("\n");
}
