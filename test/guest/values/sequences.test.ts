// Differential tests of indexing, slicing, slice assignment, del, sequence/set operators and
// `in` against CPython 3.11.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as V from "../../../guest/values/index.js";
import { compareAll, pyValues } from "./oracle.js";

const SEQS = ["list(range(10))", "'abcdé😀fg'", "'xé😀' * 30", "'long ascii string, more than sixty-four characters in all: abcdefghij'", "tuple(range(7))", "range(2, 20, 3)", "b'abcdef'", "''", "range(10**20)"];
const BOUNDS = ["None", "0", "1", "3", "-1", "-3", "100", "-100"];
const STEPS = ["None", "1", "2", "-1", "-2", "3", "0"];
const agree = (cases: { py: string; ts: () => any }[]) => {
  const bad = compareAll(cases).filter((r) => JSON.stringify(r.want) !== JSON.stringify(r.got));
  expect(bad).toEqual([]);
};
const num = (s: string) => (s === "None" ? null : Number(s));

describe("getItem (grid against CPython)", () => {
  const seqs = pyValues(SEQS);
  it("slices every sequence type", () => {
    const cases: { py: string; ts: () => any }[] = [];
    SEQS.forEach((s, i) => {
      for (const a of BOUNDS) for (const b of BOUNDS) for (const c of STEPS) {
        cases.push({ py: `(${s})[${a}:${b}:${c}]`, ts: () => V.getItem(seqs[i], new V.PySlice(num(a), num(b), num(c))) });
      }
    });
    expect(cases.length).toBeGreaterThan(3000);
    agree(cases);
  });

  it("indexes with ints, bools, big ints and wrong types", () => {
    const keys = ["-11", "-8", "-7", "-1", "0", "1", "5", "6", "7", "9", "10", "True", "False", "2**70", "-(2**70)", "'a'", "1.0", "None"];
    const keyVals = pyValues(keys);
    const cases: { py: string; ts: () => any }[] = [];
    SEQS.forEach((s, i) => keys.forEach((k, j) => cases.push({ py: `(${s})[${k}]`, ts: () => V.getItem(seqs[i], keyVals[j]) })));
    cases.push({ py: "(5)[0]", ts: () => V.getItem(5, 0) });
    cases.push({ py: "None[0]", ts: () => V.getItem(null, 0) });
    cases.push({ py: "len(range(10**20))", ts: () => V.len(seqs[8]) });
    cases.push({ py: "range(10**20)[10**19]", ts: () => V.getItem(seqs[8], V.binaryOp("Pow", 10, 19)) });
    cases.push({ py: "range(0, 10**20, 7)[-1]", ts: () => V.getItem(new V.PyRange(0, V.binaryOp("Pow", 10, 20), 7), -1) });
    agree(cases);
  });
});

describe("setItem / delItem on lists", () => {
  const assigns = ["[]", "[9]", "[7, 8, 9]", "'xy'", "range(3)", "5", "None", "(1,)"];
  const vals = pyValues(assigns);
  it("slice assignment and deletion", () => {
    const cases: { py: string; ts: () => any }[] = [];
    const bounds = ["None", "1", "-2", "4", "10"];
    const steps = ["None", "2", "-1", "-2"];
    for (const a of bounds) for (const b of bounds) for (const c of steps) {
      const sl = () => new V.PySlice(num(a), num(b), num(c));
      assigns.forEach((v, k) =>
        cases.push({
          py: `exec:l = list(range(6)); l[${a}:${b}:${c}] = ${v}; result = l`,
          ts: () => {
            const l = new V.PyList([0, 1, 2, 3, 4, 5]);
            V.setItem(l, sl(), vals[k] instanceof V.PyList ? new V.PyList(vals[k].items.slice()) : vals[k]);
            return l;
          },
        }),
      );
      cases.push({
        py: `exec:l = list(range(6)); del l[${a}:${b}:${c}]; result = l`,
        ts: () => {
          const l = new V.PyList([0, 1, 2, 3, 4, 5]);
          V.delItem(l, sl());
          return l;
        },
      });
    }
    for (const i of ["0", "-1", "5", "6", "-7", "'a'"]) {
      const key = i === "'a'" ? "a" : Number(i);
      cases.push({ py: `exec:l = list(range(6)); l[${i}] = 'v'; result = l`, ts: () => { const l = new V.PyList([0, 1, 2, 3, 4, 5]); V.setItem(l, key, "v"); return l; } });
      cases.push({ py: `exec:l = list(range(6)); del l[${i}]; result = l`, ts: () => { const l = new V.PyList([0, 1, 2, 3, 4, 5]); V.delItem(l, key); return l; } });
    }
    cases.push({ py: "exec:l = [1, 2]; l[0:1] = l; result = l", ts: () => { const l = new V.PyList([1, 2]); V.setItem(l, new V.PySlice(0, 1, null), l); return l; } });
    cases.push({ py: "exec:t = (1, 2); t[0] = 5", ts: () => V.setItem(new V.PyTuple([1, 2]), 0, 5) });
    cases.push({ py: "exec:t = 'ab'; del t[0]", ts: () => V.delItem("ab", 0) });
    cases.push({ py: "exec:d = {1: 2}; del d[3]", ts: () => V.delItem(V.PyDict.from([[1, 2]]), 3) });
    cases.push({ py: "exec:d = {1: 2, 'a': 3}; del d[1.0]; result = d", ts: () => { const d = V.PyDict.from([[1, 2], ["a", 3]]); V.delItem(d, new V.PyFloat(1)); return d; } });
    expect(cases.length).toBeGreaterThan(800);
    agree(cases);
  });
});

describe("sequence, set and dict operators (grid against CPython)", () => {
  const OPERANDS = ["'ab'", "[1, 2]", "(1,)", "{1, 2}", "frozenset({2, 3})", "{'a': 1}", "3", "True", "1.5", "None", "b'x'", "0", "-1", "[]"];
  const vals = pyValues(OPERANDS);
  const OPS: [V.BinaryOpName, string][] = [["Add", "+"], ["Sub", "-"], ["Mult", "*"], ["BitOr", "|"], ["BitAnd", "&"], ["BitXor", "^"], ["Div", "/"]];
  it("binary operators", () => {
    const cases: { py: string; ts: () => any }[] = [];
    OPERANDS.forEach((a, i) => OPERANDS.forEach((b, j) => {
      for (const [op, sym] of OPS) cases.push({ py: `(${a}) ${sym} (${b})`, ts: () => V.binaryOp(op, vals[i], vals[j]) });
    }));
    agree(cases);
  });

  it("augmented assignment mutates lists, sets and dicts in place", () => {
    const cases: { py: string; ts: () => any }[] = [];
    const targets = ["[1, 2]", "{1, 2}", "{'a': 1}", "'s'", "(1,)"];
    const operands = ["[3]", "(4, 5)", "'xy'", "{2, 3}", "{'b': 2}", "[('c', 3)]", "2", "7"];
    const ovals = pyValues(operands);
    const ops: [V.BinaryOpName, string][] = [["Add", "+="], ["BitOr", "|="], ["Sub", "-="], ["Mult", "*="], ["BitAnd", "&="]];
    const n = operands.length * ops.length;
    // Fresh target values for every case: the operators mutate them.
    const fresh = pyValues(targets.flatMap((t) => new Array(n).fill(t)));
    targets.forEach((t) => operands.forEach((o, j) => {
      for (const [op, sym] of ops) {
        const x = fresh.shift();
        cases.push({
          py: `exec:x = ${t}; y = x; x ${sym} ${o}; result = (x, x is y)`,
          ts: () => {
            const r = V.inplaceOp(op, x, ovals[j]);
            return new V.PyTuple([r, r === x]);
          },
        });
      }
    }));
    agree(cases);
  });

  it("membership", () => {
    const CONTAINERS = ["'abc'", "[1, 'a', (2,)]", "(1.0, None)", "{1, 'a'}", "{'a': 1, 2: 3}", "range(0, 10, 3)", "b'abc'", "5", "frozenset({(1, 2)})", "[]"];
    const ITEMS = ["'a'", "'bc'", "1", "1.0", "True", "(2,)", "(1, 2)", "None", "3", "6.0", "9", "b'bc'", "98", "[]", "''"];
    const cs = pyValues(CONTAINERS);
    const is = pyValues(ITEMS);
    const cases: { py: string; ts: () => any }[] = [];
    CONTAINERS.forEach((c, i) => ITEMS.forEach((x, j) => cases.push({ py: `(${x}) in (${c})`, ts: () => V.contains(cs[i], is[j]) })));
    const d = V.PyDict.from([["a", 1], [2, new V.PyList([3])]]);
    cases.push({ py: "('a', 1) in {'a': 1, 2: [3]}.items()", ts: () => V.contains(new V.PyDictView(d, "items"), new V.PyTuple(["a", 1])) });
    cases.push({ py: "(2, [3]) in {'a': 1, 2: [3]}.items()", ts: () => V.contains(new V.PyDictView(d, "items"), new V.PyTuple([2, new V.PyList([3])])) });
    cases.push({ py: "[3] in {'a': 1, 2: [3]}.values()", ts: () => V.contains(new V.PyDictView(d, "values"), new V.PyList([3])) });
    cases.push({ py: "{'a': 1, 2: [3]}.keys() & {2, 5}", ts: () => V.binaryOp("BitAnd", new V.PyDictView(d, "keys"), new V.PySet([2, 5])) });
    cases.push({ py: "{'a': 1, 2: [3]}.keys() == {'a', 2}", ts: () => V.eq(new V.PyDictView(d, "keys"), new V.PySet(["a", 2])) });
    agree(cases);
  });
});

describe("iteration", () => {
  it("iterates every iterable, in CPython's order", () => {
    const srcs = ["'aé😀'", "[1, 2]", "(3,)", "{'x': 1, 'y': 2}", "{5}", "range(5, 0, -2)", "b'hi'", "range(2**60, 2**60 + 3)"];
    const vals = pyValues(srcs);
    const cases: { py: string; ts: () => any }[] = srcs.map((s, i) => ({ py: `list(${s})`, ts: () => new V.PyList(V.toArray(V.iter(vals[i]))) }));
    cases.push(...srcs.map((s, i) => ({ py: `type(iter(${s})).__name__`, ts: () => V.iter(vals[i]).$type.name })));
    cases.push({ py: "iter(5)", ts: () => V.iter(5) });
    agree(cases);
  });

  it("list iterators see appends; exhausted iterators stay exhausted", () => {
    const l = new V.PyList([1]);
    const it = V.iter(l);
    expect(it.next()).toBe(1);
    l.items.push(2);
    expect(it.next()).toBe(2);
    expect(it.next()).toBe(V.STOP);
    l.items.push(3);
    expect(it.next()).toBe(V.STOP);
    expect([...V.makeIterator([1, 2, 3], "map")]).toEqual([1, 2, 3]);
    expect(V.typeOf(V.makeIterator([], "zip"))).toBe(V.T.zip);
  });
});

describe("size limits (DoS guards)", () => {
  it("refuses absurd results before computing them", () => {
    const raises = (f: () => any) => {
      try {
        f();
      } catch (e) {
        return (e as V.PyBaseException).type.name;
      }
      return "no error";
    };
    const t0 = Date.now();
    expect(raises(() => V.binaryOp("Pow", 10, V.binaryOp("Pow", 10, 8)))).toBe("MemoryError");
    expect(raises(() => V.binaryOp("LShift", 1, 10 ** 8))).toBe("MemoryError");
    expect(raises(() => V.binaryOp("Mult", "ab", 10 ** 9))).toBe("MemoryError");
    expect(raises(() => V.binaryOp("Mult", new V.PyList([1]), 10 ** 9))).toBe("MemoryError");
    expect(raises(() => V.binaryOp("Mult", new V.PyList([1]), V.binaryOp("Pow", 10, 20)))).toBe("OverflowError");
    expect(raises(() => V.inplaceOp("Mult", new V.PyList([1]), 10 ** 9))).toBe("MemoryError");
    // ~951,000 bits: under the 2**20-bit int limit, its square is not.
    const big = V.binaryOp("Pow", 3, 600_000);
    expect(raises(() => V.binaryOp("Mult", big, big))).toBe("MemoryError");
    expect(Date.now() - t0).toBeLessThan(2000);
    V.hooks.maxSequenceLength = 10;
    try {
      expect(raises(() => V.binaryOp("Add", "abcdef", "ghijk"))).toBe("MemoryError");
      expect(V.binaryOp("Add", "abcde", "fghij")).toBe("abcdefghij");
    } finally {
      V.hooks.maxSequenceLength = 50_000_000;
    }
  });
});

describe("len of a str counts code points on every path", () => {
  it("short and long strings, with and without surrogate pairs or lone surrogates", () => {
    // Units that make pairs, lone halves and plain characters, in strings either side of the
    // 64-unit cache threshold; the reference is JS's own code-point iteration.
    const units = ["a", "é", "€", "\uD83D\uDE00", "\uD800", "\uDFFF", "\uDBFF\uDC00"];
    const strings = fc.sample(fc.array(fc.constantFrom(...units), { maxLength: 90 }), { numRuns: 400, seed: 7 }).map((u) => u.join(""));
    for (const s of strings) expect(V.strLen(s), JSON.stringify(s)).toBe(Array.from(s).length);
  });

  it("repeats a str as JS's own repeat does, short strings through a chunk", () => {
    const units = fc.constantFrom("a", "é", "\uD83D\uDE00", "\uD800", "xyz");
    fc.assert(
      fc.property(fc.array(units, { minLength: 1, maxLength: 5 }), fc.integer({ min: -2, max: 5000 }), (parts, n) => {
        const s = parts.join("");
        expect(V.strRepeat(s, n)).toBe(n > 0 ? s.repeat(n) : "");
      }),
      { numRuns: 300, seed: 11 },
    );
    expect(V.strRepeat("x", 1_000_000)).toBe("x".repeat(1_000_000));
    expect(V.strRepeat("ab", 1_000_001)).toBe("ab".repeat(1_000_001));
    // Strings as long as the chunk or longer.
    for (const long of ["q".repeat(513), "r".repeat(1024), "s".repeat(1500)]) for (const n of [1, 2, 3, 700]) expect(V.strRepeat(long, n)).toBe(long.repeat(n));
  });

  it("repeats lists and tuples item by item, the same objects in every copy", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer(), fc.constant(null), fc.string()), { maxLength: 5 }), fc.integer({ min: -2, max: 3000 }), (items, n) => {
        const shared = new V.PyList([1]);
        const list = V.binaryOp("Mult", new V.PyList([...items, shared]), n) as V.PyList;
        const expected = Array.from({ length: Math.max(n, 0) }, () => [...items, shared]).flat();
        expect(list.items).toEqual(expected);
        for (let i = items.length; i < list.items.length; i += items.length + 1) expect(list.items[i]).toBe(shared);
        expect((V.binaryOp("Mult", n, V.tupleOf(items)) as V.PyTuple).items).toEqual(Array.from({ length: Math.max(n, 0) }, () => items).flat());
      }),
      { numRuns: 200, seed: 13 },
    );
  });

  it("lists a range's items, by the plain loop or (big bounds) the iterator", () => {
    const viaIterator = (r: V.PyRange) => {
      const out: unknown[] = [];
      for (let i = 0; i < Number(r.length); i++) out.push(r.item(i));
      return out;
    };
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), fc.integer({ min: -7, max: 7 }).filter((k) => k !== 0), (start, stop, step) => {
        const r = new V.PyRange(start, stop, step);
        expect(V.toArray(r)).toEqual(viaIterator(r));
      }),
      { numRuns: 300, seed: 17 },
    );
    const edge = 2 ** 53 - 3;
    for (const r of [new V.PyRange(edge, edge + 2, 1), new V.PyRange(edge, 2n ** 53n + 2n, 1), new V.PyRange(-edge, -edge - 6, -2)]) expect(V.toArray(r)).toEqual(viaIterator(r));
  });
});
