// A seeded run of the host-contract mutation fuzzer (mutate.ts, contract.ts) in the suite; longer
// runs on other seeds: `npm run fuzz -- --minutes N`.
import { describe, expect, it } from "vitest";
import { contractBreak } from "./contract.js";
import { corpus, mutate, random } from "./mutate.js";
import { ensureBuilt } from "../ensure-built.js";

const SEED = Number(process.env.FUZZ_SEED ?? 20261202);
const COUNT = Number(process.env.FUZZ_COUNT ?? 120);

describe(`host-contract mutation fuzzer (seed ${SEED}, ${COUNT} mutants)`, () => {
  it("every mutant ends in an envelope or a rejection, with no InternalError, stack or host path", async () => {
    ensureBuilt();
    const scripts = corpus();
    const rnd = random(SEED);
    const breaks: string[] = [];
    for (let i = 0; i < COUNT; i++) {
      const code = mutate(scripts[Math.floor(rnd() * scripts.length)], rnd);
      const broken = await contractBreak(code);
      if (broken) breaks.push(`${JSON.stringify(code).slice(0, 300)}: ${broken.slice(0, 500)}`);
    }
    expect(breaks).toEqual([]);
  }, 600_000);
});
