// What one element of a loop or comprehension costs over each kind of iterable, in two builds:
// each form walks a 1,000-key dict or 1,000-item list 300 times inside a flow (in-thread), and
// prints the flow's guest ms (stats.ms) less an empty flow's, per element, fastest of ROUNDS.
// `node bench/experiments/loop-walks.mjs DIST_A DIST_B [ROUNDS]`.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const SETUP = `d = {}\nfor i in range(1000):\n    d["k" + str(i)] = i\nL = list(range(1000))\n`;
const FORMS = {
  "for v in L": "for v in L:\n        pass",
  "for k in d": "for k in d:\n        pass",
  "for k in d.keys()": "for k in d.keys():\n        pass",
  "for v in d.values()": "for v in d.values():\n        pass",
  "for k, v in d.items()": "for k, v in d.items():\n        pass",
  "for i, x in enumerate(L)": "for i, x in enumerate(L):\n        pass",
  "for a, b in zip(L, L)": "for a, b in zip(L, L):\n        pass",
  "[v for v in L]": "x = [v for v in L]",
  "[k for k in d]": "x = [k for k in d]",
  "[v for v in d.values()]": "x = [v for v in d.values()]",
  "{k: v for k, v in d.items()}": "x = {k: v for k, v in d.items()}",
  "sum(v for v in L)": "x = sum(v for v in L)",
};
const ELEMENTS = 300 * 1000;
const [distA, distB, rounds = "5"] = process.argv.slice(2);
const runners = await Promise.all(
  [distA, distB].map(async (dist) => {
    const lib = await import(pathToFileURL(resolve(dist, "index.js")).href);
    const registry = lib.createRegistry([]);
    return async (body) => {
      const code = `${SETUP}for r in range(${body ? 300 : 0}):\n    ${body || "pass"}\n`;
      const { full } = await lib.runFlow({ name: "walk", code }, { registry });
      if (full.status !== "ok") throw new Error(JSON.stringify(full.error));
      return full.stats.ms;
    };
  }),
);
const best = Object.keys(FORMS).map(() => [Infinity, Infinity]);
const empty = [Infinity, Infinity];
for (let round = 0; round < Number(rounds); round++) {
  for (const [b, run] of runners.entries()) empty[b] = Math.min(empty[b], await run(""));
  for (const [f, body] of Object.values(FORMS).entries()) {
    for (const [b, run] of runners.entries()) best[f][b] = Math.min(best[f][b], await run(body));
  }
}
for (const [f, name] of Object.keys(FORMS).entries()) {
  const [a, b] = best[f].map((ms, i) => ((ms - empty[i]) * 1e6) / ELEMENTS);
  console.log(`${name.padEnd(30)} A ${a.toFixed(0).padStart(5)} ns  B ${b.toFixed(0).padStart(5)} ns  B/A ${(b / a).toFixed(3)}`);
}
process.exit(0);
