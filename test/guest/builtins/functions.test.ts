// Builtin functions against CPython: sorted/min/max/sum/round/enumerate/zip/map/filter and the
// numeric and object builtins, with their error messages; plus print and async key functions.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { E, PyList, type PyType, callPy, hooks, repr, toArray } from "../../../guest/values/index.js";
import { builtins } from "../../../guest/builtins/index.js";
import { KNOWN_BUILTINS } from "../../../transpiler/emit-names.js";
// The runtime adds the last builtins (setattr, delattr).
import "../../../guest/runtime/attributes.js";
import { D, L, S, Src, T, call, f, outcomes, guest, python, type Case } from "./oracle.js";

const listOf = (c: Case): Case => ({ py: `list(${c.py})`, run: () => new PyList(toArray(c.run())) });
const neg = new Src("lambda x: -x", (x: number) => -x);
const len = new Src("len", builtins.len);
const isOdd = new Src("lambda x: x % 2", (x: number) => x % 2);
const add = new Src("lambda a, b: a + b", (a: number, b: number) => a + b);
const NONE = new Src("None", null);
const emptyIter = () => new Src("iter([])", callPy(builtins.iter, [L()]));

describe("builtin functions", () => {
  it("match CPython", () => {
    const cases: Case[] = [
      call("sorted", [L(3, 1, 2)]), call("sorted", ["bca"]), call("sorted", [L(3, 1, 2)], { reverse: true }), call("sorted", [L("bb", "a", "ccc")], { key: len }),
      call("sorted", [L(1, "a")]), call("sorted", [D([2, 0], [1, 0])]), call("sorted", [S(3, 1, 2)]), call("sorted", []), call("sorted", [L(1)], { key: len, reverse: false }),
      call("sorted", [L(f(1.5), 1, true, f(-0.5))]), call("sorted", [L(T(1, "b"), T(1, "a"))]), call("sorted", [L(2, 1)], { key: neg, reverse: true }),
      call("min", [L(3, 1, 2)]), call("max", [L(3, 1, 2)]), call("min", [3, 1, 2]), call("max", ["b", "a"]), call("max", [L()]), call("min", [L()]),
      call("max", [L()], { default: 0 }), call("max", [1, 2], { default: 0 }), call("max", []), call("min", [L("bb", "a", "cc")], { key: len }),
      call("max", [L("bb", "a", "cc")], { key: len }), call("max", [L(1, "a")]), call("max", [5]), call("min", [L(T(1, 2), T(1, 1))]),
      call("max", [L(1, f(1.0))]), call("min", [L(f(1.0), 1)]), call("max", [L(3, 1)], { key: neg }), call("max", [L()], { default: null }),
      call("sum", [L(1, 2, 3)]), call("sum", [L(1, 2), 10]), call("sum", [L(f(0.1), f(0.1), f(0.1), f(0.1), f(0.1), f(0.1), f(0.1), f(0.1), f(0.1), f(0.1))]),
      call("sum", [L(1, f(0.5))]), call("sum", [L(L(1), L(2)), L()]), call("sum", [L("a")]), call("sum", [L("a"), ""]), call("sum", [L(2n ** 70n, 1)]),
      call("sum", [L(true, true)]), call("sum", [L(Number.MAX_SAFE_INTEGER, 1, 1)]), call("sum", [L(f(1e100), 1, f(-1e100))]), call("sum", [T()]),
      call("round", [f(2.5)]), call("round", [f(3.5)]), call("round", [f(-2.5)]), call("round", [f(0.5)]), call("round", [f(2.675), 2]),
      call("round", [f(1.005), 2]), call("round", [f(1234.5678), -2]), call("round", [f(1e300), -300]), call("round", [1234, -2]), call("round", [1250, -2]),
      call("round", [1350, -2]), call("round", [-1250, -2]), call("round", [5, 2]), call("round", [5, -50]), call("round", [5n * 10n ** 40n, -40]), call("round", [55, -2]), call("round", [-55, -2]), call("round", [f(1.5), 10n ** 30n]), call("round", [true]), call("round", [f(1.5), 0]),
      call("round", [f(Infinity)]), call("round", [f(NaN)]), call("round", [f(Infinity), 2]), call("round", ["x"]), call("round", [f(1.5), f(1.0)]),
      call("round", [f(1e20)]), call("round", [f(-0.4)]), call("round", [f(0.1 + 0.2), 15]), call("round", [f(5e-324), 400]), call("round", [f(123.456), -400]),
      listOf(call("enumerate", ["ab"])), listOf(call("enumerate", ["ab", 1])), listOf(call("enumerate", ["ab"], { start: -1 })), listOf(call("enumerate", [L()], { start: f(1.0) })),
      listOf(call("zip", [L(1, 2, 3), "ab"])), listOf(call("zip", [])), listOf(call("zip", [L(1)])), listOf(call("zip", [L(1, 2), L(1)], { strict: true })),
      listOf(call("zip", [L(1), L(1, 2)], { strict: true })), listOf(call("zip", [L(1), L(1), L()], { strict: true })), listOf(call("zip", [L(1), L(1)], { strict: true })),
      listOf(call("map", [neg, L(1, 2)])), listOf(call("map", [add, L(1, 2), L(10, 20, 30)])), listOf(call("filter", [isOdd, L(1, 2, 3)])),
      listOf(call("filter", [NONE, L(0, 1, "", "a", null)])), listOf(call("reversed", [L(1, 2, 3)])), listOf(call("reversed", ["abc"])), listOf(call("reversed", [T(1, 2)])), listOf(call("reversed", [callPy(builtins.range, [1, 10, 3])])), listOf(call("reversed", [callPy(builtins.range, [5, -6, -2])])), listOf(call("reversed", [callPy(builtins.range, [3, 3])])), call("next", [new Src("reversed(range(0, 10 ** 30))", callPy(builtins.reversed, [callPy(builtins.range, [0, 10n ** 30n])]))]), call("iter", []), call("iter", [L(), 1, 2]), call("iter", [5, 1]),
      call("reversed", [S(1)]), listOf(call("iter", [L(1, 2)])), call("next", [emptyIter()]), call("next", [emptyIter(), "d"]), call("next", [new Src("iter([7])", callPy(builtins.iter, [L(7)]))]),
      call("next", [L(1)]), call("any", [L(0, "", 1)]), call("any", [L()]), call("all", [L(1, "a")]), call("all", [L(1, 0)]), call("all", [L()]),
      call("abs", [-5]), call("abs", [f(-2.5)]), call("abs", [-(2n ** 70n)]), call("abs", [true]), call("abs", ["x"]), call("divmod", [7, 2]), call("divmod", [-7, 2]),
      call("divmod", [f(7.5), 2]), call("divmod", [7, 0]), call("divmod", [f(7.0), 0]), call("divmod", ["a", 1]), call("pow", [2, 10]), call("pow", [2, -1]),
      call("pow", [2, 10, 1000]), call("pow", [3, -1, 7]), call("pow", [2, -1, 4]), call("pow", [2, 3, 0]), call("pow", [f(2.0), 3, 5]), call("pow", [-2, 3, -5]),
      call("pow", [7, 2n ** 70n, 13]), call("isinstance", [1, builtins.int]), call("isinstance", [true, builtins.int]), call("isinstance", [1, T(builtins.str, builtins.float)]),
      call("isinstance", [1, T(builtins.str, T(builtins.int))]), call("isinstance", [1, 5]), call("isinstance", [1, T(5)]), call("isinstance", [f(1.0), builtins.float]),
      call("repr", ["a'b"]), call("repr", [L(1, "x")]), call("ord", ["a"]), call("ord", ["😀"]), call("ord", ["ab"]), call("ord", [1]), call("chr", [97]), call("chr", [0x1f600]),
      call("chr", [-1]), call("chr", [0x110000]), call("chr", ["a"]), call("hex", [255]), call("hex", [-255]), call("oct", [8]), call("bin", [5]), call("bin", [-5]),
      call("hex", [2n ** 70n]), call("hex", [f(1.0)]), call("hex", [true]), call("callable", [builtins.len]), call("callable", [builtins.int]), call("callable", [1]),
      call("hasattr", ["abc", "upper"]), call("hasattr", ["abc", "nope"]),
      call("getattr", [1, "nope"]), call("getattr", [1, "nope", 5]), call("getattr", [1, 5]), call("format", [f(1.5), ".3f"]), call("format", [1]), call("format", [1, 2]),
      call("len", [L(1, 2)]), call("len", ["😀a"]), call("len", [5]), call("hash", [1]), call("hash", [f(1.0)]), call("hash", [L()]), call("hash", [T(1, 2)]),
      call("ascii", ["é"]), call("max", [L(1, 2)], { key: NONE }), call("min", [1, 2], { key: NONE }),
    ];
    for (const o of outcomes(cases)) expect.soft(o.actual, o.py).toBe(o.expected);
    expect(cases.length).toBeGreaterThan(150);
  });

  it("agrees with CPython on random sorted/min/max/sum/round/divmod/pow calls", () => {
    const num = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.integer({ min: -40, max: 40 }).map((n) => f(n / 4)), fc.boolean());
    const item = fc.oneof(num, num, fc.constantFrom("a", "b", "", "A"), fc.constant(null));
    const list = fc.array(item, { maxLength: 6 }).map((xs) => L(...xs));
    const tuple = fc.array(num, { maxLength: 3 }).map((xs) => T(...xs));
    const calls = fc.oneof(
      list.map((l) => call("sorted", [l])),
      fc.array(tuple, { maxLength: 6 }).map((xs) => call("sorted", [L(...xs)])),
      list.map((l) => call("min", [l])),
      list.map((l) => call("max", [l])),
      fc.array(num, { maxLength: 6 }).map((xs) => call("sum", [L(...xs)])),
      fc.tuple(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.integer({ min: -7, max: 12 })).map(([x, n]) => call("round", [f(x), n])),
      fc.double({ min: -1e15, max: 1e15, noNaN: true }).map((x) => call("round", [f(x)])),
      fc.tuple(fc.integer({ min: -100000, max: 100000 }), fc.integer({ min: -6, max: 2 })).map(([x, n]) => call("round", [x, n])),
      fc.tuple(num, num).map(([a, b]) => call("divmod", [a, b])),
      fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -5, max: 20 }), fc.integer({ min: -30, max: 30 })).map(([a, b, c]) => call("pow", [a, b, c])),
    );
    const results = outcomes(fc.sample(calls, { numRuns: 2000, seed: 11 }));
    expect(results.filter((r) => r.actual !== r.expected).slice(0, 10)).toEqual([]);
  });

  it("print writes one hooks.print call per print()", () => {
    const out: string[] = [];
    const saved = hooks.print;
    hooks.print = (t) => out.push(t);
    try {
      callPy(builtins.print, []);
      callPy(builtins.print, [1, "a", L(f(1.0))]);
      callPy(builtins.print, [1, 2], Object.assign(Object.create(null), { sep: "-", end: "!" }));
      callPy(builtins.print, [1], Object.assign(Object.create(null), { sep: null, end: null }));
      expect(guest(() => callPy(builtins.print, [1], Object.assign(Object.create(null), { sep: 5 })))).toBe("err TypeError: sep must be None or a string, not int");
    } finally {
      hooks.print = saved;
    }
    expect(out).toEqual(["\n", "1 a [1.0]\n", "1-2!", "1\n"]);
  });

  it("takes an async path for async key and map/filter functions", async () => {
    const asyncNeg = Object.assign(async (x: number) => -x, { $async: true });
    const asyncOdd = Object.assign(async (x: number) => x % 2, { $async: true });
    const kw = (o: Record<string, any>) => Object.assign(Object.create(null), o);
    const sortedP = callPy(builtins.sorted, [L(1, 3, 2)], kw({ key: asyncNeg }));
    expect(sortedP).toBeInstanceOf(Promise);
    expect(repr(await sortedP)).toBe("[3, 2, 1]");
    expect(repr(await callPy(builtins.max, [L(1, 3, 2)], kw({ key: asyncNeg })))).toBe("1");
    expect(repr(await callPy(builtins.min, [1, 3, 2], kw({ key: asyncNeg })))).toBe("3");
    // map and filter stay lazy: each step is one awaited call, and next() takes one step.
    let calls = 0;
    const counted = Object.assign(async (x: number) => (calls++, -x), { $async: true });
    const mapped = callPy(builtins.map, [counted, L(1, 2)]);
    expect(repr(await callPy(builtins.next, [mapped]))).toBe("-1");
    expect(calls).toBe(1);
    expect(repr(await callPy(builtins.list, [mapped]))).toBe("[-2]");
    const filtered = callPy(builtins.filter, [asyncOdd, L(1, 2, 3)]);
    expect(repr(await callPy(builtins.list, [filtered]))).toBe("[1, 3]");
    // A consumer that cannot wait step by step drains the iterator first.
    expect(repr(await callPy(builtins.sorted, [callPy(builtins.map, [asyncNeg, L(1, 3, 2)])]))).toBe("[-3, -2, -1]");
    expect(() => toArray(callPy(builtins.map, [asyncNeg, L(1)]))).toThrow(/calls tools on each step/);
    const list = L(2, 1, 3);
    await callPy(builtins.list.lookup("sort"), [list], kw({ key: asyncNeg }));
    expect(repr(list)).toBe("[3, 2, 1]");
    expect(python(["sorted([1, 3, 2], key=lambda x: -x)"])).toEqual(["ok [3, 2, 1]"]);
  });
});

describe("builtin names", () => {
  it("every builtin exception class of CPython's, under its name and with its MRO", () => {
    const [want] = python([
      "sorted([n, [c.__name__ for c in t.__mro__]] for n, t in vars(__import__('builtins')).items() if isinstance(t, type) and issubclass(t, BaseException))",
    ]);
    const names = Object.keys(E).filter((n) => !n.startsWith("Tool")).sort();
    const got = repr(new PyList(names.map((n) => new PyList([n, new PyList(builtins[n].mro.map((t: PyType) => t.name))]))));
    expect(`ok ${got}`).toBe(want);
  });

  it("the transpiler reads without a NameError check only what the guest defines, every exception class among them", () => {
    for (const name of KNOWN_BUILTINS) expect(name in builtins, name).toBe(true);
    for (const name of Object.keys(E)) expect(KNOWN_BUILTINS.has(name), name).toBe(true);
  });
});
