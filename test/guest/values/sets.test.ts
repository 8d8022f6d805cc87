// Differential tests of set iteration order (CPython's hash table layout), set algebra and pop().
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as V from "../../../guest/values/index.js";
import { compareAll, pyValues } from "./oracle.js";

const agree = (cases: { py: string; ts: () => any }[]) => {
  const bad = compareAll(cases).filter((r) => JSON.stringify(r.want) !== JSON.stringify(r.got));
  expect(bad).toEqual([]);
};

// Lists are tagged in order, so the guest builds each set by adding elements as CPython does.
const LISTS = [
  "[3, 1, 2]", "[100, 5, 8, 16, 7]", "list(range(20, 0, -1))", "[-1, -2, 2**40, 2**62, -(2**63), 2**64 + 1]",
  "[1.5, 0.25, 2.0, -3.75, float('inf')]", "[(1, 2), (2, 1), (), (0,)]", "[8, 16, 24, 32, 40, 48, 56, 64, 0]",
  "list(range(0, 1000, 7))", "[i * 37 % 101 for i in range(60)]", "[True, 1, 1.0, 0, False]",
];

describe("set order matches CPython", () => {
  const lists = pyValues(LISTS);
  it("iteration order after adds", () => {
    agree(LISTS.map((s, i) => ({ py: `set(${s})`, ts: () => V.callPy(V.T.set, [lists[i]]) })));
    agree(LISTS.map((s, i) => ({ py: `frozenset(${s})`, ts: () => V.callPy(V.T.frozenset, [lists[i]]) })));
  });

  it("order after deletions, re-adds and pop()", () => {
    const cases: { py: string; ts: () => any }[] = [];
    LISTS.forEach((s, i) => {
      cases.push({
        py: `exec:s = set(${s}); xs = list(${s}); [s.discard(x) for x in xs[::2]]; [s.add(x) for x in xs[::3]]; s.add(12345); result = s`,
        ts: () => {
          const s = V.callPy(V.T.set, [lists[i]]) as V.PySet;
          const xs = lists[i].items as any[];
          xs.filter((_, k) => k % 2 === 0).forEach((x) => s.delete(x));
          xs.filter((_, k) => k % 3 === 0).forEach((x) => s.add(x));
          s.add(12345);
          return s;
        },
      });
      cases.push({
        py: `exec:s = set(${s}); result = [s.pop() for _ in range(min(3, len(s)))] + [s]`,
        ts: () => {
          const s = V.callPy(V.T.set, [lists[i]]) as V.PySet;
          const out = [];
          const n = Math.min(3, s.size);
          for (let k = 0; k < n; k++) out.push(s.pop());
          return new V.PyList([...out, s]);
        },
      });
    });
    cases.push({ py: "set().pop()", ts: () => new V.PySet().pop() });
    agree(cases);
  });

  it("set algebra keeps CPython's order and element choice", () => {
    const pairs = [
      ["{1, 2, 3, 40}", "{3, 40, 50, 9}"], ["{1.0, 2}", "{1, 2.0, 7}"], ["set(range(50))", "set(range(25, 30))"],
      ["{-5, 17, 33}", "frozenset({17, 1})"], ["frozenset({8, 16})", "{16, 24}"], ["set()", "{3, 2}"],
    ];
    const vals = pyValues(pairs.flat());
    const cases: { py: string; ts: () => any }[] = [];
    const ops: [V.BinaryOpName, string][] = [["BitOr", "|"], ["BitAnd", "&"], ["Sub", "-"], ["BitXor", "^"]];
    pairs.forEach(([a, b], k) => {
      for (const [op, sym] of ops) {
        cases.push({ py: `(${a}) ${sym} (${b})`, ts: () => V.binaryOp(op, vals[2 * k], vals[2 * k + 1]) });
        cases.push({ py: `(${b}) ${sym} (${a})`, ts: () => V.binaryOp(op, vals[2 * k + 1], vals[2 * k]) });
      }
    });
    const fresh = pyValues(pairs.flatMap(([a]) => [a, a, a, a]));
    pairs.forEach(([a, b], k) => {
      for (const [op, sym] of ops) {
        const x = fresh.shift();
        if (x.frozen) continue;
        cases.push({ py: `exec:x = ${a}; x ${sym}= ${b}; result = x`, ts: () => V.inplaceOp(op, x, vals[2 * k + 1]) });
      }
    });
    agree(cases);
  });

  it("random add/discard sequences end in CPython's order", () => {
    const step = fc.tuple(fc.boolean(), fc.oneof(fc.integer({ min: -50, max: 200 }), fc.integer()));
    const runs = fc.sample(fc.array(step, { maxLength: 120 }), { numRuns: 300, seed: 5 });
    const cases = runs.map((steps) => ({
      py: `exec:s = set()\nfor add, x in ${JSON.stringify(steps).replace(/true/g, "True").replace(/false/g, "False")}:\n    s.add(x) if add else s.discard(x)\nresult = s`,
      ts: () => {
        const s = new V.PySet();
        for (const [add, x] of steps) add ? s.add(x) : s.delete(x);
        return s;
      },
    }));
    agree(cases);
  });

  it("iteration detects size changes", () => {
    const s = new V.PySet([1, 2]);
    const it = V.iter(s);
    it.next();
    s.add(3);
    expect(() => it.next()).toThrow("Set changed size during iteration");
  });
});
