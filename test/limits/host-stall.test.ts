// No flow stalls the host's own thread: while hostile flows run (a script that is slow to
// transpile, glob patterns that backtrack exponentially, print floods), the host's event loop
// keeps turning. Measured in a host process of its own (host-stall-child.mjs). The intended
// bound is a few milliseconds (docs/design.md "The sandbox worker pool"); the assertion allows
// 200 ms, as other work loads this machine.
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTree, type TempTree } from "../host/tools/temp-tree.js";
import { ensureBuilt } from "../ensure-built.js";

const MAX_DELAY_MS = 200;

let tree: TempTree;

beforeAll(() => {
  ensureBuilt();
  // Long names that the glob bombs below nearly match.
  tree = makeTree(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`d${i}/${"a".repeat(60)}`, "x\n"])));
}, 120_000);

afterAll(() => tree?.remove());

/** A script of `lines` assignments, each a chain of `terms` additions: slow to transpile. The
 *  terms are a name, not literals, whose sums the transpiler knows cannot pass 2**53 and emits as
 *  the plain operator (a third of the work). */
function slowToTranspile(lines: number, terms: number): string {
  return "a = 1\n" + Array.from({ length: lines }, (_, i) => `x${i} = ` + Array(terms).fill("a").join(" + ")).join("\n") + "\n";
}

const HOSTILE = [
  { name: "a script slow to transpile", code: slowToTranspile(30, 400), tools: [] },
  { name: "a glob of repeated wildcards", code: `glob(pattern="**/" + "*a" * 14 + "*b")\n`, tools: ["glob"] },
  { name: "a glob of repeated braces", code: `glob(pattern="**/" + "{a,a}" * 40 + "b")\n`, tools: ["glob"] },
  { name: "a print flood", code: "while True:\n    print('x' * 1000)\n", tools: [] },
  { name: "a flood of short prints", code: "while True:\n    print('x')\n", tools: [] },
];

describe("the host's event loop while hostile flows run", () => {
  it("never stops for long", () => {
    const child = new URL("./host-stall-child.mjs", import.meta.url);
    const seen = JSON.parse(execFileSync(process.execPath, [child.pathname, tree.dir, JSON.stringify(HOSTILE)], { encoding: "utf8", timeout: 60_000 })) as {
      maxMs: number;
      p99Ms: number;
      outcomes: { name: string; rejected: boolean; status: string }[];
    };
    console.log(`event loop delay while hostile flows ran: max ${seen.maxMs.toFixed(1)} ms, p99 ${seen.p99Ms.toFixed(1)} ms`);
    expect(seen.outcomes).toEqual(HOSTILE.map(({ name }) => ({ name, rejected: false, status: "error" })));
    expect(seen.maxMs).toBeLessThan(MAX_DELAY_MS);
  }, 120_000);
});
