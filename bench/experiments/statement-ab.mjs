// One Python statement run a million times, in two builds: the flow's own stats.ms (the guest's
// time, no host start or exit), builds in turn round by round, the fastest round of each (a shared
// machine only ever adds time). Prices one step of the guest, such as a builtin call, where the
// compute kernels mix many.
// `node bench/experiments/statement-ab.mjs DIST_A DIST_B ROUNDS 'len(k)' 'abs(i)' ...`, each DIST
// a built dist/ folder (another tree's: `git archive REV | tar -x -C /tmp/old`, then build there);
// the loop's variable is `i`, and `k = "abc"` and `def f(x): return x` are defined before it;
// `--setup='import re\nP = re.compile("b")'` adds lines before the loop.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const setupArg = process.argv.find((arg) => arg.startsWith("--setup="));
const setup = setupArg ? `${setupArg.slice(8)}\n` : "";
const [distA, distB, rounds, ...statements] = process.argv.slice(2).filter((arg) => arg !== setupArg);
const runners = await Promise.all(
  [distA, distB].map(async (dist) => {
    const lib = await import(pathToFileURL(resolve(dist, "index.js")).href);
    const registry = lib.createRegistry([]);
    return async (statement) => {
      const code = `def f(x):\n    return x\nk = "abc"\n${setup}for i in range(10**6):\n    ${statement}\n`;
      const { full } = await lib.runFlow({ name: "ab", code }, { registry, limits: { memoryBytes: 512 * 2 ** 20 } });
      if (full.status !== "ok") throw new Error(`${statement}: ${JSON.stringify(full.error)}`);
      return full.stats.ms;
    };
  }),
);

const best = statements.map(() => [Infinity, Infinity]);
for (let round = 0; round < Number(rounds); round++) {
  for (const [s, statement] of statements.entries()) {
    for (const [b, run] of runners.entries()) best[s][b] = Math.min(best[s][b], await run(statement));
  }
}
for (const [s, statement] of statements.entries()) {
  const [a, b] = best[s];
  console.log(`${statement.padEnd(24)} A ${String(a).padStart(6)} ms  B ${String(b).padStart(6)} ms  B/A ${(b / a).toFixed(3)}`);
}
process.exit(0);
