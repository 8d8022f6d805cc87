// list, tuple, dict and set methods against CPython, mutations and error messages included.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { callMethod } from "../../../guest/values/index.js";
import { builtins } from "../../../guest/builtins/index.js";
import { D, L, S, Src, T, f, method, mutate, outcomes, type Case } from "./oracle.js";

const neg = new Src("lambda x: -x", (x: number) => -x);
const len = new Src("len", builtins.len);
const second = new Src("lambda p: p[1]", (p: any) => p.items[1]);

describe("list and tuple methods", () => {
  it("match CPython", () => {
    const cases: Case[] = [
      mutate(L(1, 2), "append", [3]), mutate(L(1), "extend", [T(2, 3)]), mutate(L(1), "extend", ["ab"]), mutate(L(1, 2), "insert", [0, 0]),
      mutate(L(1, 2), "insert", [-1, 9]), mutate(L(1, 2), "insert", [99, 9]), mutate(L(1, 2), "insert", [-99, 9]), mutate(L(1, 2, 3), "pop"),
      mutate(L(1, 2, 3), "pop", [0]), mutate(L(1, 2, 3), "pop", [-2]), mutate(L(), "pop"), mutate(L(1), "pop", [5]), mutate(L(1), "pop", ["0"]),
      mutate(L(1, 2, 1), "remove", [1]), mutate(L(1, 2), "remove", [5]), mutate(L(1, 2), "remove", [f(2.0)]), method(L(1, 2, 3, 2), "index", [2]),
      method(L(1, 2, 3, 2), "index", [2, 2]), method(L(1, 2, 3), "index", [5]), method(L("a"), "index", ["b"]), method(L(1, 2, 3), "index", [1, -2]),
      method(L(1, 2, 2, true), "count", [1]), mutate(L(3, 1, 2), "sort"), mutate(L(3, 1, 2), "sort", [], { reverse: true }),
      mutate(L("bb", "a", "ccc"), "sort", [], { key: len }), mutate(L(T(1, "b"), T(2, "a"), T(1, "a")), "sort", [], { key: second }),
      mutate(L(T(1, "b"), T(2, "a"), T(0, "b")), "sort", [], { key: second, reverse: true }), mutate(L(1, "a"), "sort"), mutate(L("a", 1), "sort"),
      mutate(L(1, f(0.5), true, 2n ** 60n), "sort"), mutate(L(3, 1, 2), "sort", [], { key: neg }), mutate(L(1, 2), "reverse"), mutate(L(1, 2), "clear"),
      method(L(1, L(2)), "copy"), mutate(L(L(2), L(1, 5), L(1)), "sort"), mutate(L("b", "A", "a"), "sort"), mutate(L(1, 2), "sort", [neg]),
      mutate(L(S(1), S(2)), "sort"), mutate(L(null, 1), "sort"), method(T(1, 2, 1), "count", [1]), method(T(1, 2, 1), "index", [2]),
      method(T(1, 2), "index", [3]), mutate(L(5, 3, 8, 1, 9, 2, 7, 4, 6, 0, 15, 12, 11, 14, 13, 10, 19, 17, 18, 16, 25, 21, 23, 22, 24, 20, 33, 31, 30, 32, 28, 29, 27, 26, 34, 35, 39, 37, 38, 36), "sort"),
    ];
    for (const o of outcomes(cases)) expect.soft(o.actual, o.py).toBe(o.expected);
  });

  it("sorts large lists stably like CPython", () => {
    const items = Array.from({ length: 500 }, (_, i) => T((i * 7919) % 23, i));
    const byFirst = new Src("lambda p: p[0]", (p: any) => p.items[0]);
    const cases = [mutate(L(...items), "sort", [], { key: byFirst }), mutate(L(...items), "sort", [], { key: byFirst, reverse: true })];
    for (const o of outcomes(cases)) expect.soft(o.actual, o.py).toBe(o.expected);
  });
});

describe("argument errors", () => {
  it("quote CPython's argument-clinic messages", () => {
    const cases: Case[] = [
      method(L(), "append"), method(L(), "insert", [1]), method(L(), "pop", [1, 2]), method(D(), "get"), method(D(), "pop"), method(S(), "add"),
      method("a", "split", [",", 1, 2]), method("a", "replace"), method("a", "join"), method("a", "strip", [" ", " "]), method("a", "center"),
      method("a", "zfill"), method(T(), "count"), method(D(), "setdefault"), method("a", "partition"), method(L(), "index"), method(D(), "update", [L(), L()]),
      method("a", "encode", [], { bad: 1 }), method(L(), "sort", [], { kye: 1 }),
    ];
    for (const o of outcomes(cases)) expect.soft(o.actual, o.py).toBe(o.expected);
  });
});

describe("dict methods", () => {
  it("match CPython", () => {
    const d = () => D(["a", 1], ["b", 2]);
    const cases: Case[] = [
      method(d(), "get", ["a"]), method(d(), "get", ["z"]), method(d(), "get", ["z", 0]), method(d(), "get", [L()]), method(d(), "keys"),
      method(d(), "values"), method(d(), "items"), method(D(), "items"), mutate(d(), "pop", ["a"]), mutate(d(), "pop", ["z", null]),
      mutate(d(), "pop", ["z"]), mutate(d(), "popitem"), mutate(D(), "popitem"), mutate(d(), "setdefault", ["a", 9]), mutate(d(), "setdefault", ["z", 9]),
      mutate(d(), "setdefault", ["z"]), mutate(d(), "update", [D(["a", 5], ["c", 3])]), mutate(d(), "update", [L(T("x", 1), L("y", 2))]),
      mutate(d(), "update", [], { c: 3 }), mutate(d(), "update", [D(["a", 0])], { a: 7 }), mutate(d(), "update", [L(T(1, 2, 3))]),
      mutate(d(), "update", [L(1)]), mutate(d(), "update", [5]), mutate(d(), "update", [L("ab")]), method(d(), "copy"), mutate(d(), "clear"),
      method(D([1, "x"]), "get", [f(1.0)]), method(D([1, "x"]), "get", [true]), mutate(D([1, "x"]), "update", [D([f(1.0), "y"])]),
      mutate(d(), "pop"), method(d(), "get"),
      { py: "dict.fromkeys('ab')", run: () => callMethod(builtins.dict, "fromkeys", ["ab"]) },
      { py: "dict.fromkeys([1, 2], 0)", run: () => callMethod(builtins.dict, "fromkeys", [L(1, 2), 0]) },
      { py: "{}.fromkeys([1])", run: () => callMethod(D(), "fromkeys", [L(1)]) },
    ];
    for (const o of outcomes(cases)) expect.soft(o.actual, o.py).toBe(o.expected);
  });
});

describe("set methods", () => {
  it("match CPython", () => {
    const s = () => S(1, 2, 3);
    const cases: Case[] = [
      mutate(s(), "add", [4]), mutate(s(), "add", [1]), mutate(s(), "discard", [2]), mutate(s(), "discard", [9]), mutate(s(), "remove", [2]),
      mutate(s(), "remove", [9]), mutate(S(), "pop"), mutate(S(7), "pop"), mutate(s(), "update", [L(4, 5), T(6)]), method(s(), "union", [L(4), S(5)]),
      method(s(), "union"), method(s(), "intersection", [L(2, 3, 4)]), method(s(), "intersection", [L(2, 3), L(3)]), method(s(), "difference", [L(1), S(3)]),
      method(s(), "symmetric_difference", [L(3, 4)]), method(s(), "issubset", [L(1, 2, 3, 4)]), method(s(), "issubset", [L(1)]),
      method(s(), "issuperset", [T(1, 2)]), method(s(), "isdisjoint", [L(7)]), method(s(), "isdisjoint", [L(3)]), method(s(), "copy"), mutate(s(), "clear"),
      mutate(s(), "intersection_update", [L(1, 2)]), mutate(s(), "difference_update", [L(1)]), mutate(s(), "symmetric_difference_update", [L(1, 4)]),
      mutate(s(), "add", [L()]), method(s(), "union", [5]), method(new Src("frozenset({1, 2})", builtins.frozenset.construct!([L(1, 2)])), "union", [L(3)]),
      method(S(1, f(1.0)), "copy"), method(s(), "intersection", []),
    ];
    for (const o of outcomes(cases)) expect.soft(o.actual, o.py).toBe(o.expected);
  });
});

describe("list, tuple, dict and set methods on random data", () => {
  it("agree with CPython", () => {
    const key = fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constantFrom("a", "b"), fc.constant(f(1.0)), fc.boolean());
    const list = fc.array(key, { maxLength: 5 }).map((xs) => L(...xs));
    const dict = fc.array(fc.tuple(key, fc.integer({ min: 0, max: 9 })), { maxLength: 4 }).map((ps) => D(...ps));
    const idx = fc.integer({ min: -6, max: 6 });
    const calls = fc.oneof(
      fc.tuple(list, fc.constantFrom("append", "remove", "count", "index"), key).map(([l, m, k]) => mutate(l, m, [k])),
      fc.tuple(list, idx, key).map(([l, i, k]) => mutate(l, "insert", [i, k])),
      fc.tuple(list, fc.option(idx, { nil: undefined })).map(([l, i]) => mutate(l, "pop", i === undefined ? [] : [i])),
      fc.tuple(list, key, idx, idx).map(([l, k, a, b]) => method(l, "index", [k, a, b])),
      fc.tuple(dict, fc.constantFrom("get", "pop", "setdefault"), key).map(([d, m, k]) => mutate(d, m, [k])),
      fc.tuple(dict, key).map(([d, k]) => mutate(d, "pop", [k, "dflt"])),
      fc.tuple(dict, dict).map(([a, b]) => mutate(a, "update", [b])),
      dict.map((d) => mutate(d, "popitem")),
      // Set results are compared as booleans: CPython's set order follows (randomised) str hashes.
      fc.tuple(list, list).map(([a, b]) => method(S(...a.items), "issubset", [b])),
      fc.tuple(list, list).map(([a, b]) => method(S(...a.items), "isdisjoint", [b])),
      fc.tuple(list, key).map(([a, k]) => method(T(...a.items), "count", [k])),
    );
    const results = outcomes(fc.sample(calls, { numRuns: 1500, seed: 5 }));
    expect(results.filter((r) => r.actual !== r.expected).slice(0, 10)).toEqual([]);
  });
});
