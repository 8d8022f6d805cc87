// Statements models write, each run a million times in a loop by a built dist's runFlow (the
// flow's stats.ms: the guest's time) and by python3 timing the same loop in-process, fastest of
// two rounds each, and the ratio. Prices a builtin's or a construct's cost against CPython's.
// `node bench/experiments/statements-vs-cpython.mjs DIST 'x = sorted(xs)' 'x = f"{i:>5}"' ...`;
// the loop's variable is `i`, and k, xs, ws, y, line, d, c (an instance of a class C with a
// method m(self, a, b=2)), a class P with __init__(self, x, y=0) and a method total, pp = P(1, 2),
// a dataclass D (a: int, b: str = "x") and dd = D(1) are defined before it.
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [dist, ...statements] = process.argv.slice(2);
const setup = `import json\ndef f(x):\n    return x\nk = "abc"\nxs = [1, 2, 3]\nws = ["ab", "cd", "ef"]\ny = 3.14159\nline = " ab,cd,ef "\nd = {"a": 1, "b": 2}\nclass C:\n    def m(self, a, b=2):\n        return a\nc = C()\nclass P:\n    def __init__(self, x, y=0):\n        self.x = x\n        self.y = y\n    def total(self):\n        return self.x + self.y\nfrom dataclasses import dataclass\n@dataclass\nclass D:\n    a: int\n    b: str = "x"\npp = P(1, 2)\ndd = D(1)`;
const lib = await import(pathToFileURL(resolve(dist, "index.js")).href);
const registry = lib.createRegistry([]);
for (const statement of statements) {
  const code = `${setup}\nfor i in range(10**6):\n    ${statement}\n`;
  let best = Infinity;
  for (let round = 0; round < 2; round++) {
    const { full } = await lib.runFlow({ name: "price", code }, { registry, limits: { memoryBytes: 512 * 2 ** 20 } });
    if (full.status !== "ok") throw new Error(`${statement}: ${JSON.stringify(full.error)}`);
    best = Math.min(best, full.stats.ms);
  }
  const python = `import time\n${setup}\ndef run():\n    t = time.perf_counter()\n    for i in range(10**6):\n        ${statement}\n    return time.perf_counter() - t\nprint(min(run() for _ in range(2)) * 1000)`;
  const pyMs = Number(execFileSync("python3", ["-c", python]).toString());
  console.log(`${statement.padEnd(44)} toolflow ${best.toFixed(0).padStart(6)} ns  CPython ${pyMs.toFixed(0).padStart(5)} ns  x${(best / pyMs).toFixed(1)}`);
}
process.exit(0);
