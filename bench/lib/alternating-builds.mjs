// Two builds of toolflow in one process, sampled in turn: this checkout's dist/ ("this") and
// another's ("other"), the order alternating by round so drift of a shared machine falls on both
// alike, and ratios taken per round (the experiments' A/Bs: builds-ab.mjs, host-work-ab.mjs, ...).
import { median } from "./stats.mjs";

/** { this, other }: the two builds' library modules; `otherDist` is the other build's dist/ folder. */
export async function importBuilds(otherDist) {
  return {
    this: await import(new URL("../../dist/index.js", import.meta.url).href),
    other: await import(new URL(`file://${otherDist.replace(/\/$/, "")}/index.js`).href),
  };
}

/**
 * Runs `runs[label][section]()` (a flow resolving to runFlow's outcome) for each round, section,
 * `repeat[section]` times and both builds, each after `gapMs` of idle time; round -1 is a warm-up.
 * Returns, by `${section}, ${label} build`, wall and process CPU (all threads) in ms divided by
 * `per(section)` (flows or calls a sample holds, or a unit change): all samples (`wall`, `cpu`) and
 * by round (`wallRounds`, `rounds`). A flow may give its own end as `outcome.ended`.
 */
export async function sampleAlternating({ runs, sections, rounds, repeat, gapMs, per = () => 1 }) {
  const samples = new Map();
  for (let round = -1; round < rounds; round++) {
    for (const section of sections) {
      for (let i = 0; i < repeat[section]; i++) {
        for (const label of round % 2 ? ["other", "this"] : ["this", "other"]) {
          // An idle gap, as between a model's turns: each build prepares its next sandbox.
          await new Promise((resolve) => setTimeout(resolve, gapMs));
          const wall = performance.now();
          const cpu = process.cpuUsage();
          const outcome = await runs[label][section]();
          const used = process.cpuUsage(cpu);
          const ended = outcome.ended ?? performance.now();
          if (outcome.full.status !== "ok") throw new Error(`${label} ${section}: ${JSON.stringify(outcome.full.error)}`);
          if (round < 0) continue;
          const key = `${section}, ${label} build`;
          if (!samples.has(key)) samples.set(key, { wall: [], cpu: [], rounds: [], wallRounds: [] });
          const sample = samples.get(key);
          const wallMs = (ended - wall) / per(section);
          const cpuMs = (used.user + used.system) / 1000 / per(section);
          sample.wall.push(wallMs);
          (sample.wallRounds[round] ??= []).push(wallMs);
          sample.cpu.push(cpuMs);
          (sample.rounds[round] ??= []).push(cpuMs);
        }
      }
    }
  }
  return samples;
}

/** `SECTION CLOCK this/other per round: r0 r1 ... (median m)`, from one clock's per-round samples. */
export function perRoundLine(samples, section, clock) {
  const [field, name] = clock === "wall" ? ["wallRounds", "wall"] : ["rounds", "CPU"];
  const mine = samples.get(`${section}, this build`)[field];
  const other = samples.get(`${section}, other build`)[field];
  const ratios = mine.map((values, round) => median(values) / median(other[round]));
  return `${section} ${name} this/other per round: ${ratios.map((r) => r.toFixed(2)).join(" ")} (median ${median(ratios).toFixed(3)})`;
}
