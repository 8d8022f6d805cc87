// `npm run fuzz -- --minutes N [--seed S]`: both fuzzers for N minutes, taking turns. The program
// fuzzer (programs.ts) runs batches of random programs under CPython and toolflow; each program
// on which they differ is written to test/fuzz/found/programs-<seed>.py as a conformance case
// (ready to move into test/conformance/cases/). The host-contract mutation fuzzer (mutate.ts)
// writes each mutant that breaks the contract to test/fuzz/found/<seed>-<n>.py, with the break as
// a comment, ready to become a test case.
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runCases } from "../conformance/runner.js";
import { ensureBuilt } from "../ensure-built.js";
import { contractBreak } from "./contract.js";
import { corpus, mutate, random } from "./mutate.js";
import { caseEntry, programCases } from "./program-cases.js";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const minutes = arg("minutes", 5);
const seed = arg("seed", Date.now() % 1e9);
const found = fileURLToPath(new URL("./found/", import.meta.url));
const PROGRAMS_PER_TURN = 50;
const MUTANTS_PER_TURN = 25;

ensureBuilt();
const scripts = corpus();
const rnd = random(seed);
const end = Date.now() + minutes * 60_000;
let programs = 0;
let divergences = 0;
let mutants = 0;
let breaks = 0;

function record(file: string, text: string, append = false): void {
  mkdirSync(found, { recursive: true });
  (append ? appendFileSync : writeFileSync)(file, text);
  console.log(`found: ${file}`);
}

while (Date.now() < end) {
  for (const r of await runCases(programCases(seed + programs, PROGRAMS_PER_TURN))) {
    if (r.differences.length === 0) continue;
    divergences++;
    record(`${found}programs-${seed}.py`, `${caseEntry(r.case, r.differences)}\n`, true);
  }
  programs += PROGRAMS_PER_TURN;
  for (let i = 0; i < MUTANTS_PER_TURN && Date.now() < end; i++) {
    const code = mutate(scripts[Math.floor(rnd() * scripts.length)], rnd);
    mutants++;
    const broken = await contractBreak(code);
    if (!broken) continue;
    breaks++;
    record(`${found}${seed}-${mutants}.py`, `# host contract broken (seed ${seed}, mutant ${mutants}):\n${broken.replace(/^/gm, "# ")}\n${code}`);
  }
}
console.log(`seed ${seed}: ${programs} programs, ${divergences} differed from CPython; ${mutants} mutants, ${breaks} broke the host contract`);
process.exit(divergences || breaks ? 1 : 0);
