// Property-based expression fuzzing: seeded random expressions (expressions.ts) evaluated in
// batches by CPython and by toolflow; each expression's repr (or exception type) must agree.
// FUZZ_SEED=n and FUZZ_COUNT=n explore other expressions; a failure names the expression.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { expression, fuzzScript } from "./expressions.js";
import { runCases, type CaseResult, type ConformanceCase } from "./runner.js";
import { ensureBuilt } from "../ensure-built.js";

const SEED = Number(process.env.FUZZ_SEED ?? 20261130);
const COUNT = Number(process.env.FUZZ_COUNT ?? 400);
const PER_SCRIPT = 50;

const expressions = fc.sample(expression, { seed: SEED, numRuns: COUNT });
const batches: string[][] = [];
for (let i = 0; i < expressions.length; i += PER_SCRIPT) batches.push(expressions.slice(i, i + PER_SCRIPT));
const cases: ConformanceCase[] = batches.map((b, i) => ({
  name: `fuzz/${SEED}/${i}`,
  source: fuzzScript(b),
  compareMessage: false,
  compareLine: false,
  file: "fuzz",
  line: 0,
}));

/** Expressions whose printed line differs, as `expr: python X vs toolflow Y`. */
function mismatches(r: CaseResult, batch: string[]): string[] {
  if (r.python.status !== "ok" || r.toolflow.status !== "ok") return r.differences;
  const py = r.python.prints.split("\n");
  const tf = r.toolflow.prints.split("\n");
  return batch.flatMap((e, i) => (py[i] === tf[i] ? [] : [`${e}: python ${py[i]} vs toolflow ${tf[i]}`]));
}

describe(`expression fuzzer (seed ${SEED}, ${COUNT} expressions)`, () => {
  let results: CaseResult[] = [];
  beforeAll(async () => {
    ensureBuilt();
    results = await runCases(cases);
  }, 300_000);
  batches.forEach((batch, i) => {
    it(`batch ${i}`, () => {
      expect(mismatches(results[i], batch)).toEqual([]);
    });
  });
});
