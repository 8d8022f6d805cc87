// Transpiling time grows linearly with the input: for each shape, the time for an input 8x larger
// (in tokens, or in nesting depth) is compared with the time for the smaller one. Linear growth
// gives about 8x, quadratic 64x; the bound is generous (noisy shared machines), the ratio is
// what is checked, never an absolute time.
import { describe, expect, it } from "vitest";
import { transpile } from "../../../transpiler/index.js";
import { UNBRACKETED } from "./deep-inputs.js";

const GROWTH = 8;
/** A quadratic phase shows 64x; linear about 8x (plus noise and GC: up to 5x on a loaded machine). */
const MAX_RATIO = 40;

const FLAT: Record<string, (n: number) => string> = {
  statements: (n) => "a = b = 1\n" + "x = a + b\n".repeat(n),
  "100-term + chains": (n) => "a = 1\n" + `x = ${Array(100).fill("a").join(" + ")}\n`.repeat(Math.ceil(n / 100)),
  "a long tuple": (n) => `x = (${Array.from({ length: n }, (_, i) => i).join(", ")})\n`,
  "a long dict": (n) => `x = {${Array.from({ length: n }, (_, i) => `${i}: ${i}`).join(", ")}}\n`,
  "implicit string concatenation": (n) => `x = ${'"ab" '.repeat(n)}\n`,
  "f-string fields": (n) => `a = 1\nx = f"${"{a}-".repeat(n)}"\n`,
  "a comparison chain": (n) => `x = ${Array(n).fill("1").join(" < ")}\n`,
  "an and chain": (n) => `x = ${Array(n).fill("1").join(" and ")}\n`,
  "call arguments": (n) => `print(${Array(n).fill("1").join(", ")})\n`,
  "many functions": (n) => Array.from({ length: Math.ceil(n / 8) }, (_, i) => `def f${i}(a, b=1):\n    return a + b\n`).join(""),
  "many lambdas": (n) => `fs = [${Array(Math.ceil(n / 4)).fill("lambda x: x").join(", ")}]\n`,
  "loops and branches": (n) =>
    "t = 0\n" + "for i in range(3):\n    if i % 2:\n        t += i\n    else:\n        t -= 1\n".repeat(Math.ceil(n / 25)),
  "try statements": (n) => "try:\n    x = 1\nexcept ValueError as e:\n    x = 2\nfinally:\n    y = 3\n".repeat(Math.ceil(n / 20)),
  comprehensions: (n) => "x = [i * j for i in range(3) for j in range(i) if j]\n".repeat(Math.ceil(n / 20)),
  "a long string literal": (n) => `x = "${"a".repeat(n * 32)}"\n`,
  "long names": (n) => `${"v".repeat(n * 4)} = 1\nprint(${"v".repeat(n * 4)})\n`,
  comments: (n) => "# a comment line\n".repeat(n) + "x = 1\n",
};

/** The fastest of `runs` transpiles of `source`, in ms. */
function timeOf(source: string, runs = 3): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    transpile(source, { tools: [] });
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** Time for the input GROWTH times larger over time for `small`, with both times for the message. */
function growth(make: (n: number) => string, small: number): { ratio: number; times: string } {
  const big = make(small * GROWTH);
  timeOf(big, 1); // the JIT warmed up on this shape first, so both sizes run optimized code
  const a = timeOf(make(small));
  const b = timeOf(big);
  // Below 10 ms, timer resolution, GC pauses and the JIT dominate: count such a run as 10 ms.
  return { ratio: b / Math.max(a, 10), times: `${a.toFixed(1)} ms -> ${b.toFixed(1)} ms` };
}

function expectLinear(make: (n: number) => string, small: number): void {
  const { ratio, times } = growth(make, small);
  expect(ratio, times).toBeLessThan(MAX_RATIO);
}

describe("transpiling time is linear in the input", () => {
  for (const [name, make] of Object.entries(FLAT)) {
    it(`${name}: 1,000 vs 8,000`, () => expectLinear(make, 1000));
  }
  for (const [name, make] of Object.entries(UNBRACKETED)) {
    // Nested lambdas stop at about 800 levels on a main thread's stack (nesting.test.ts).
    const small = name === "lambdas" ? 80 : 120;
    // Ten such statements: long enough to time at the smaller depth.
    it(`${name} nested: ${small} vs ${small * GROWTH} deep`, () => expectLinear((n) => make(n).repeat(10), small));
  }
});
