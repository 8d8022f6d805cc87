// `npm run fuzz -- --minutes N [--seed S]`: the host-contract mutation fuzzer for N minutes; each
// mutant that breaks the contract is written to test/fuzz/found/<seed>-<n>.py, with the break as
// a comment, ready to become a test case.
import { mkdirSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { contractBreak } from "./contract.js";
import { corpus, mutate, random } from "./mutate.js";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const minutes = arg("minutes", 5);
const seed = arg("seed", Date.now() % 1e9);
const found = fileURLToPath(new URL("./found/", import.meta.url));

execFileSync("node", ["build.mjs"], { cwd: fileURLToPath(new URL("../..", import.meta.url)), stdio: "inherit" });
const scripts = corpus();
const rnd = random(seed);
const end = Date.now() + minutes * 60_000;
let runs = 0;
let breaks = 0;
while (Date.now() < end) {
  const code = mutate(scripts[Math.floor(rnd() * scripts.length)], rnd);
  runs++;
  const broken = await contractBreak(code);
  if (!broken) continue;
  breaks++;
  mkdirSync(found, { recursive: true });
  const file = `${found}${seed}-${runs}.py`;
  writeFileSync(file, `# host contract broken (seed ${seed}, mutant ${runs}):\n${broken.replace(/^/gm, "# ")}\n${code}`);
  console.log(`break: ${file}`);
}
console.log(`seed ${seed}: ${runs} mutants, ${breaks} broke the host contract`);
process.exit(breaks ? 1 : 0);
