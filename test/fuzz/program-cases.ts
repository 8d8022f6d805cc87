// The program fuzzer's programs as conformance cases (test/conformance/runner.ts), and a found
// divergence as a ready-to-commit case file entry.
import type { ConformanceCase } from "../conformance/runner.js";
import { PROGRAM_FIXTURES, randomProgram } from "./programs.js";

/** The programs of seeds `seed .. seed + count - 1`, compared in full (messages too). */
export function programCases(seed: number, count: number): ConformanceCase[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `program/${seed + i}`,
    source: randomProgram(seed + i),
    fixtures: PROGRAM_FIXTURES,
    compareMessage: true,
    compareLine: false,
    file: "programs",
    line: 0,
  }));
}

/** A case in the conformance file format (`# ---- name`, `# tools:`), the differences as comments. */
export function caseEntry(c: ConformanceCase, differences: readonly string[]): string {
  const why = differences.map((d) => `# differs: ${d.replace(/\n/g, " ")}`).join("\n");
  return `# ---- fuzz-${c.name.replace(/\W+/g, "-")}\n# tools: ${c.fixtures ?? "{}"}\n${why}\n${c.source}`;
}
