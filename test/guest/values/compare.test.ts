// Differential tests of ==, ordering, hashing and dict/set key rules against CPython 3.11.
import { describe, expect, it } from "vitest";
import * as V from "../../../guest/values/index.js";
import { compareAll, pyOutcomes, pyValues, tsOutcome } from "./oracle.js";

const VALUES = [
  "1", "1.0", "True", "0", "-0.0", "2**64", "float(2**64)", "2**64+1", "float('nan')", "float('inf')", "0.5",
  "'a'", "'ab'", "''", "'\\U0001F600'", "'\\uffff'", "[1, 2]", "[1, 2, 3]", "[1, 'a']", "[1.0, 2]", "(1, 2)", "(1, 'b')",
  "{1, 2}", "{1}", "frozenset({1, 2})", "{'a': 1}", "{'a': 1.0}", "None", "range(0, 3)", "range(0)", "range(5, 5)",
  "b'ab'", "b'b'", "[]", "()",
];
const OPS: [V.CompareOp, string][] = [["Lt", "<"], ["LtE", "<="], ["Eq", "=="], ["NotEq", "!="], ["Gt", ">"], ["GtE", ">="]];

describe("richCompare (grid against CPython)", () => {
  const values = pyValues(VALUES);
  const cases: { py: string; ts: () => any }[] = [];
  VALUES.forEach((a, i) =>
    VALUES.forEach((b, j) => {
      for (const [op, sym] of OPS) cases.push({ py: `(${a}) ${sym} (${b})`, ts: () => V.richCompare(values[i], values[j], op) });
    }),
  );
  it(`agrees on ${cases.length} comparisons`, () => {
    const bad = compareAll(cases).filter((r) => JSON.stringify(r.want) !== JSON.stringify(r.got));
    expect(bad).toEqual([]);
  });

  it("compares containers by identity first, floats never", () => {
    const nan = new V.PyFloat(NaN);
    expect(V.eq(nan, nan)).toBe(false);
    expect(V.eq(new V.PyList([nan]), new V.PyList([nan]))).toBe(true);
    expect(V.eq(new V.PyList([nan]), new V.PyList([new V.PyFloat(NaN)]))).toBe(false);
    expect(V.richCompare(new V.PyTuple([nan, 1]), new V.PyTuple([nan, 2]), "Lt")).toBe(true);
  });

  it("orders strings by code point, not UTF-16 unit", () => {
    const cases = [["\uffff", "\u{1F600}"], ["\u{10000}", "\ue000"], ["a\u{1F600}", "a\uffff"], ["abc", "abd"], ["", "a"]];
    const got = cases.map(([a, b]) => [V.richCompare(a, b, "Lt"), V.richCompare(a, b, "Gt")]);
    expect(got).toEqual([[true, false], [false, true], [false, true], [true, false], [true, false]]);
  });
});

describe("hashing and keys", () => {
  const hashSrcs = [
    "0", "1", "-1", "-2", "2**61-1", "2**61", "2**61+5", "-(2**61)", "2**64", "-(2**70)", "10**30", "True", "False",
    "1.0", "1.5", "-1.5", "0.1", "1e300", "-0.0", "2.0**70", "float('inf')", "float('-inf')", "1e-300", "5e-324",
    "(1, 2)", "()", "(1,)", "((1, 2), 3.5, -1)", "(True, 1.0, 2**70)", "range(0, 10, 2)",
  ];
  const values = pyValues(hashSrcs);
  it("pyHash equals hash() for numbers, tuples of numbers and ranges", () => {
    const cases = hashSrcs.map((s, i) => ({ py: `hash(${s})`, ts: () => V.pyHash(values[i]) }));
    for (const r of compareAll(cases)) expect(r.got, r.label).toEqual(r.want);
  });

  const pairSrcs = [
    "[(1, 'a'), (1.0, 'b'), (True, 'c')]",
    "[(0, 'z'), (False, 'f'), (0.0, 'g'), (-0.0, 'h')]",
    "[((1, 2), 'x'), ((1.0, 2.0), 'y'), ((True, 2), 'w')]",
    "[(2**53, 'a'), (float(2**53), 'b'), (2**53+1, 'c')]",
    "[(None, 1), ('None', 2), ('', 3), ('\\x00T', 4), ((), 5)]",
    "[(frozenset({1, 2}), 'a'), (frozenset({2, 1.0}), 'b')]",
    "[('a', 1), ('b', 2), ('a', 3)]",
    "[(range(0), 1), (range(3, 3), 2), (range(0, 3), 3), (range(0, 3, 1), 4)]",
    "[(1.5, 'x'), (3/2, 'y'), (float('inf'), 'z')]",
    "[(b'ab', 1), ('ab', 2), (b'ab', 3)]",
  ];
  const pairs = pyValues(pairSrcs);
  it("dict keys merge exactly as CPython's (1 == 1.0 == True, tuples by value)", () => {
    const cases: { py: string; ts: () => any }[] = pairSrcs.map((s, i) => ({ py: `dict(${s})`, ts: () => V.PyDict.from(pairs[i].items.map((t: V.PyTuple) => t.items)) }));
    cases.push(...pairSrcs.map((s, i) => ({ py: `len(set(k for k, _ in ${s}))`, ts: () => new V.PySet(pairs[i].items.map((t: V.PyTuple) => t.items[0])).size })));
    for (const r of compareAll(cases)) expect(r.got, r.label).toEqual(r.want);
  });

  it("unhashable keys raise TypeError: unhashable type", () => {
    const cases = [
      { py: "{[]: 1}", ts: () => V.PyDict.from([[new V.PyList([]), 1]]) },
      { py: "{(1, [2]): 1}", ts: () => V.PyDict.from([[new V.PyTuple([1, new V.PyList([2])]), 1]]) },
      { py: "{{}: 1}", ts: () => V.PyDict.from([[new V.PyDict(), 1]]) },
      { py: "{1: 2}[{1}]", ts: () => V.getItem(V.PyDict.from([[1, 2]]), new V.PySet([1])) },
      { py: "[] in {1}", ts: () => V.contains(new V.PySet([1]), new V.PyList([])) },
      { py: "hash([1])", ts: () => V.pyHash(new V.PyList([1])) },
      { py: "{1: 2}[3]", ts: () => V.getItem(V.PyDict.from([[1, 2]]), 3) },
      { py: "{1: 2}[(1, 2)]", ts: () => V.getItem(V.PyDict.from([[1, 2]]), new V.PyTuple([1, 2])) },
      { py: "{1: 2}[1.0]", ts: () => V.getItem(V.PyDict.from([[1, 2]]), new V.PyFloat(1)) },
    ];
    for (const r of compareAll(cases)) expect(r.got, r.label).toEqual(r.want);
  });

  it("dict iteration raises when the size changes", () => {
    const d = V.PyDict.from([[1, 1], [2, 2]]);
    const it = V.iter(d);
    expect(it.next()).toBe(1);
    d.set(3, 3);
    expect(() => it.next()).toThrow("dictionary changed size during iteration");
    const want = pyOutcomes(["exec:d = {1: 1, 2: 2}\nfor k in d:\n    del d[k]\n    d[k + 10] = 0\nresult = d"]);
    const d2 = V.PyDict.from([[1, 1], [2, 2]]);
    const got = tsOutcome(() => {
      const it2 = V.iter(d2);
      for (let k = it2.next(); k !== V.STOP; k = it2.next()) {
        V.delItem(d2, k);
        V.setItem(d2, k + 10, 0);
      }
      return d2;
    });
    expect(got).toEqual(want[0]);
  });
});
