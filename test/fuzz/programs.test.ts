// A seeded run of the grammar-based differential fuzzer in the suite: random programs
// (programs.ts: statements, functions, a class, a generator, tool calls) run by CPython and by
// toolflow must agree on prints, result, error type and message, and the calls in order. Longer
// runs on other seeds, writing each divergence as a conformance case: `npm run fuzz -- --minutes N`.
import { beforeAll, describe, expect, it } from "vitest";
import { runCases, type CaseResult } from "../conformance/runner.js";
import { ensureBuilt } from "../ensure-built.js";
import { programCases } from "./program-cases.js";

const SEED = Number(process.env.FUZZ_SEED ?? 20261202);
const COUNT = Number(process.env.FUZZ_COUNT ?? 300);
const cases = programCases(SEED, COUNT);

describe(`program fuzzer (seeds ${SEED}..${SEED + COUNT - 1})`, () => {
  let results = new Map<string, CaseResult>();
  beforeAll(async () => {
    ensureBuilt();
    results = new Map((await runCases(cases)).map((r) => [r.case.name, r]));
  }, 300_000);

  for (const c of cases) {
    it(c.name, () => {
      const r = results.get(c.name);
      expect(r?.differences, `${c.source}\n${r?.python.prints ?? ""}`).toEqual([]);
    });
  }
});
