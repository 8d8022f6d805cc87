// This build against another on the iteration builtins' non-tool paths (list(range()), sum of a
// generator expression, zip in a loop and in a generator expression, any/all, map, enumerate, and
// a script's plain iterator class through sum() and list()), interleaved by round (alternating-builds.mjs).
//   node bench/experiments/iter-builtins-ab.mjs OTHER_DIST [ROUNDS]
import { importBuilds, perRoundLine, sampleAlternating } from "../lib/alternating-builds.mjs";

const [otherDist, roundsArg = "7"] = process.argv.slice(2);
if (!otherDist) throw new Error("usage: iter-builtins-ab.mjs OTHER_DIST [ROUNDS]");
const SCRIPT = `class Counter:
    def __init__(self, n):
        self.i, self.n = 0, n
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i
t = 0
for r in range(20):
    xs = list(range(3000))
    t += sum(x for x in xs)
    t += sum(a * b for a, b in zip(xs, xs))
    for a, b in zip(xs, range(3000)):
        t += a
    t += any(x > 2998 for x in xs) + all(xs)
    t += sum(Counter(500)) + len(list(Counter(500)))
    t += sum(map(abs, xs))
    for i, v in enumerate(iter(xs)):
        t += v
t
`;
const builds = await importBuilds(otherDist);
const runs = Object.fromEntries(
  Object.entries(builds).map(([label, toolflow]) => {
    const registry = toolflow.createRegistry([]);
    return [label, { iter: () => toolflow.runFlow({ name: "ab", tools: [], code: SCRIPT }, { registry }) }];
  }),
);
const samples = await sampleAlternating({ runs, sections: ["iter"], rounds: Number(roundsArg), repeat: { iter: 3 }, gapMs: 30 });
console.log(`${perRoundLine(samples, "iter", "cpu")}\n${perRoundLine(samples, "iter", "wall")}`);
process.exit(0);
