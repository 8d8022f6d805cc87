// Tests of the callable convention: builtin() argument binding and CPython's argument errors,
// getAttr/callMethod/defineMethods, and calling the builtin types.
import { describe, expect, it } from "vitest";
import * as V from "../../../guest/values/index.js";
import { pyOutcomes, tsOutcome } from "./oracle.js";
import fc from "fast-check";
import { bindKeywords, bindKnownKeywords, bindPositional } from "../../../guest/values/signature.js";

// Stand-ins declared with the signatures CPython's functions have; they echo their bound
// arguments so binding can be checked, and the errors are compared with the real functions.
const echo = (...args: any[]) => new V.PyTuple(args.map((a) => (a === undefined ? "<missing>" : Array.isArray(a) ? new V.PyTuple(a) : a)));
const FUNCS: Record<string, { f: V.PyFunction; self?: string }> = {
  round: { f: V.builtin("round", "number, ndigits=None", echo) },
  len: { f: V.builtin("len", "obj, /", echo) },
  divmod: { f: V.builtin("divmod", "x, y, /", echo) },
  getattr: { f: V.builtin("getattr", "object, name, default=?, /", echo) },
  sorted: { f: V.builtin("sorted", "iterable, /, *, key=None, reverse=False", echo) },
  pow: { f: V.builtin("pow", "base, exp, mod=None", echo) },
  abs: { f: V.builtin("abs", "x, /", echo) },
  "'a,b'.split": { f: V.builtin("split", "self, /, sep=None, maxsplit=-1", echo), self: "a,b" },
  "[].append": { f: V.builtin("list.append", "self, object, /", echo), self: "list" },
  "[].insert": { f: V.builtin("insert", "self, index, object, /", echo), self: "list" },
  "'x'.center": { f: V.builtin("center", "self, width, fillchar=' ', /", echo), self: "x" },
  "'x'.startswith": { f: V.builtin("startswith", "self, prefix, start=None, end=None, /", echo, { style: "parsetuple" }), self: "x" },
};
// Only the error cases are compared: a stand-in cannot compute the real result.
const CALLS: [string, any[], Record<string, any>?][] = [
  ["round", []], ["round", [1, 2, 3]], ["round", [], { x: 1 }], ["round", [1], { foo: 2 }], ["round", [1], { number: 1 }],
  ["round", [], { number: 1, ndigits: 2, x: 3 }], ["round", [1, 2], { ndigits: 2 }],
  ["len", []], ["len", [1, 2]], ["len", [], { obj: 1 }], ["divmod", []], ["divmod", [1]], ["divmod", [1, 2, 3]],
  ["getattr", [1]], ["getattr", [1, 2, 3, 4]], ["sorted", []], ["sorted", [[], []]], ["pow", []], ["pow", [1, 2, 3, 4]],
  ["pow", [1], { exp: 2, base: 3 }], ["abs", [], { x: 1 }], ["'a,b'.split", [",", 1, 2]], ["'a,b'.split", [","], { sep: "," }],
  ["'a,b'.split", [], { foo: 1 }], ["[].append", []], ["[].append", [1, 2]], ["[].insert", [1]], ["'x'.center", []],
  ["'x'.center", [1, 2, 3]], ["'x'.startswith", []], ["'x'.startswith", [1, 2, 3, 4]],
];

function pyArg(x: any): string {
  return Array.isArray(x) ? "[]" : typeof x === "string" ? JSON.stringify(x) : String(x);
}

describe("builtin() argument errors quote CPython", () => {
  it("matches CPython's messages for wrong calls", () => {
    const exprs = CALLS.map(([name, pos, kw]) => {
      const args = [...pos.map(pyArg), ...Object.entries(kw ?? {}).map(([k, v]) => `${k}=${pyArg(v)}`)];
      return `${name}(${args.join(", ")})`;
    });
    const want = pyOutcomes(exprs);
    CALLS.forEach(([name, pos, kw], i) => {
      const { f, self } = FUNCS[name];
      const args = pos.map((a) => (Array.isArray(a) ? new V.PyList([]) : a));
      const full = self === undefined ? args : [self === "list" ? new V.PyList([]) : self, ...args];
      const got = tsOutcome(() => V.callPy(f, full, kw));
      if ("err" in want[i]) expect(got, exprs[i]).toEqual(want[i]);
      else expect("ok" in got, exprs[i]).toBe(true);
    });
  });

  it("binds defaults, *args, keyword-only and **kwargs in signature order", () => {
    const f = V.builtin("f", "a, b=2, /, c='x\\n', *rest, d=None, e=?, **kw", echo);
    expect(V.repr(f(1))).toBe("(1, 2, 'x\\n', (), None, '<missing>', {})");
    expect(V.repr(V.callPy(f, [1, 5, 6, 7, 8], { e: 9, z: 10 }))).toBe("(1, 5, 6, (7, 8), None, 9, {'z': 10})");
    expect(V.repr(V.callPy(f, [1], { c: 3, d: 4 }))).toBe("(1, 2, 3, (), 4, '<missing>', {})");
    expect(tsOutcome(() => V.callPy(f, [1], { b: 3 }))).toEqual({ ok: "(1, 2, 'x\\n', (), None, '<missing>', {'b': 3})" });
    const g = V.builtin("g", "x, /", echo);
    expect(tsOutcome(() => V.callPy(g, [1], { y: 2 }))).toEqual({ err: "TypeError", msg: "g() takes no keyword arguments" });
    expect(g.$name).toBe("g");
    expect(V.typeOf(g)).toBe(V.T.builtin_function_or_method);
  });
});

describe("the *args fast paths bind as bindPositional does", () => {
  // Signatures whose positional parameters are all required and keyword-only ones defaulted:
  // plain calls and method calls skip bindPositional, and must give what it gives (or raise alike).
  const SIGS = ["self, /, *args", "a, b, /, *args, sep=' '", "*args, key=None", "self, /, *args, d=?"];
  for (const params of SIGS) {
    it(params, () => {
      const f = V.builtin("f", params, echo);
      const sig = f.$signature!();
      for (let n = 0; n <= 4; n++) {
        const args = Array.from({ length: n }, (_, i) => i * 10);
        const want = tsOutcome(() => echo(...bindPositional(sig, args.slice())));
        expect(tsOutcome(() => f(...args)), `f(${n} args)`).toEqual(want);
        if (n > 0) {
          const pos = args.slice(1);
          expect(tsOutcome(() => f.$method!(args[0], pos)), `$method(${n} args)`).toEqual(want);
          expect(pos, "the caller's array is left alone").toEqual(args.slice(1));
        }
      }
    });
  }
});

describe("the fixed calls of method-call sites bind as bindPositional does", () => {
  // Up to two arguments after self, the missing ones at their defaults, keyword-only ones too
  // (`xs.sort()`); null where the fixed form cannot bind them (the general call does).
  const SIGS = ["self, /", "self, a, /", "self, a=1, b=2, /", "self, /, *, key=None, reverse=False", "self, a, /, *, k=3", "self, a=1, b=2, /, *, c=3, d=4", "self, /, *, k"];
  for (const params of SIGS) {
    it(params, () => {
      const f = V.builtin("f", params, echo);
      const sig = f.$signature!();
      for (let arity = 0; arity <= 2; arity++) {
        const args = ["self", ...Array.from({ length: arity }, (_, i) => i * 10)];
        const want = tsOutcome(() => echo(...bindPositional(sig, args.slice())));
        const fixed = f.$fixed!(arity);
        if (fixed === null) continue;
        expect(tsOutcome(() => fixed(...(args as [unknown, unknown?, unknown?]))), `$fixed(${arity})`).toEqual(want);
      }
    });
  }
  it("gives a fixed call for keyword-only defaults, none for a required one", () => {
    expect(V.builtin("sort", "self, /, *, key=None, reverse=False", echo).$fixed!(0)).not.toBeNull();
    expect(V.builtin("f", "self, /, *, k", echo).$fixed!(0)).toBeNull();
  });
});

describe("attributes and methods", () => {
  V.defineMethods(V.T.list, {
    append: V.builtin("list.append", "self, object, /", (self: V.PyList, x: any) => (self.items.push(x), null)),
  });
  V.defineMethods(V.T.dict, {
    fromkeys: V.classMethod(V.builtin("fromkeys", "type, iterable, value=None, /", (t: V.PyType, it: any, v: any) => {
      const d = new V.PyDict();
      for (const k of V.toArray(it)) d.set(k, v);
      return t === V.T.dict ? d : null;
    })),
  });
  V.defineProperties(V.T.int, { real: (self) => self });

  it("getAttr, callMethod, hasAttr", () => {
    const l = new V.PyList([1]);
    expect(V.callMethod(l, "append", [2])).toBe(null);
    V.callPy(V.getAttr(l, "append"), [3]);
    expect(V.repr(l)).toBe("[1, 2, 3]");
    expect(V.repr(V.callMethod(V.T.dict, "fromkeys", [new V.PyList(["a", "b"])]))).toBe("{'a': None, 'b': None}");
    expect(V.repr(V.callMethod(new V.PyDict(), "fromkeys", [new V.PyList(["a"]), 0]))).toBe("{'a': 0}");
    expect(V.getAttr(7, "real")).toBe(7);
    expect(V.hasAttr(l, "append")).toBe(true);
    expect(V.hasAttr(l, "nope")).toBe(false);
    expect(V.getAttr(V.T.list, "append")).toBeTypeOf("function");
    const mod = new V.PyModule("math", { pi: new V.PyFloat(Math.PI) });
    expect(V.repr(V.getAttr(mod, "pi"))).toBe("3.141592653589793");
    const want = pyOutcomes(["[].foo", "int.foo", "__import__('math').foo", "(1).foo()", "[].append(x=1)", "5()", "None()"]);
    const got = [
      tsOutcome(() => V.getAttr(new V.PyList([]), "foo")),
      tsOutcome(() => V.getAttr(V.T.int, "foo")),
      tsOutcome(() => V.getAttr(mod, "foo")),
      tsOutcome(() => V.callMethod(1, "foo", [])),
      tsOutcome(() => V.callMethod(new V.PyList([]), "append", [], { x: 1 })),
      tsOutcome(() => V.callPy(5, [])),
      tsOutcome(() => V.callPy(null, [])),
    ];
    expect(got).toEqual(want);
  });
});

describe("calling the builtin types", () => {
  const exprs: [string, () => any][] = [
    ["str()", () => V.callPy(V.T.str, [])],
    ["str(1.0)", () => V.callPy(V.T.str, [new V.PyFloat(1)])],
    ["str(b'ab')", () => V.callPy(V.T.str, [new V.PyBytes(Uint8Array.from([97, 98]))])],
    ["str(b'\\xc3\\xa9', 'utf-8')", () => V.callPy(V.T.str, [new V.PyBytes(Uint8Array.from([0xc3, 0xa9])), "utf-8"])],
    ["str(b'\\xff', 'utf-8')", () => V.callPy(V.T.str, [new V.PyBytes(Uint8Array.from([0xff])), "utf-8"])],
    ["str(1, 2, 3, 4)", () => V.callPy(V.T.str, [1, 2, 3, 4])],
    ["bool()", () => V.callPy(V.T.bool, [])],
    ["bool([0])", () => V.callPy(V.T.bool, [new V.PyList([0])])],
    ["bool(1, 2)", () => V.callPy(V.T.bool, [1, 2])],
    ["bool(float('nan'))", () => V.callPy(V.T.bool, [new V.PyFloat(NaN)])],
    ["list('abc')", () => V.callPy(V.T.list, ["abc"])],
    ["list(1)", () => V.callPy(V.T.list, [1])],
    ["tuple(range(3))", () => V.callPy(V.T.tuple, [new V.PyRange(0, 3, 1)])],
    ["dict(a=1, b=2)", () => V.callPy(V.T.dict, [], { a: 1, b: 2 })],
    ["dict([('a', 1)], a=2)", () => V.callPy(V.T.dict, [new V.PyList([new V.PyTuple(["a", 1])])], { a: 2 })],
    ["dict({1: 2}, x=3)", () => V.callPy(V.T.dict, [V.PyDict.from([[1, 2]])], { x: 3 })],
    ["dict(['ab', 'cd'])", () => V.callPy(V.T.dict, [new V.PyList(["ab", "cd"])])],
    ["dict([1])", () => V.callPy(V.T.dict, [new V.PyList([1])])],
    ["dict([range(2), b'xy'])", () => V.callPy(V.T.dict, [new V.PyList([new V.PyRange(0, 2, 1), new V.PyBytes(Uint8Array.from([120, 121]))])])],
    ["dict([(1, 2, 3)])", () => V.callPy(V.T.dict, [new V.PyList([new V.PyTuple([1, 2, 3])])])],
    ["dict(1)", () => V.callPy(V.T.dict, [1])],
    ["dict(1, 2)", () => V.callPy(V.T.dict, [1, 2])],
    ["set('abca') == {'a', 'b', 'c'}", () => V.eq(V.callPy(V.T.set, ["abca"]), new V.PySet(["a", "b", "c"]))],
    ["set(x=1)", () => V.callPy(V.T.set, [], { x: 1 })],
    ["frozenset([3, 1])", () => V.callPy(V.T.frozenset, [new V.PyList([3, 1])])],
    ["range(5)", () => V.callPy(V.T.range, [5])],
    ["range(1, 10, 3)", () => V.callPy(V.T.range, [1, 10, 3])],
    ["range(1.5)", () => V.callPy(V.T.range, [new V.PyFloat(1.5)])],
    ["range(1, 2, 0)", () => V.callPy(V.T.range, [1, 2, 0])],
    ["range()", () => V.callPy(V.T.range, [])],
    ["range(1, 2, 3, 4)", () => V.callPy(V.T.range, [1, 2, 3, 4])],
    ["range(True, 5)", () => V.callPy(V.T.range, [true, 5])],
    ["len(range(0, 10, 3))", () => V.len(V.callPy(V.T.range, [0, 10, 3]))],
    ["len(range(10, 0, -3))", () => V.len(V.callPy(V.T.range, [10, 0, -3]))],
    ["type()", () => V.callPy(V.T.type, [])],
    ["type(1, 2)", () => V.callPy(V.T.type, [1, 2])],
    ["type(1.5)", () => V.callPy(V.T.type, [new V.PyFloat(1.5)])],
    ["bytes('a')", () => V.callPy(V.T.bytes, ["a"])],
    ["bytes('é', 'utf-8')", () => V.callPy(V.T.bytes, ["é", "utf-8"])],
    ["bytes(3)", () => V.callPy(V.T.bytes, [3])],
    ["bytes(-1)", () => V.callPy(V.T.bytes, [-1])],
    ["bytes([65, 66])", () => V.callPy(V.T.bytes, [new V.PyList([65, 66])])],
    ["bytes([256])", () => V.callPy(V.T.bytes, [new V.PyList([256])])],
    ["slice(3)", () => V.callPy(V.T.slice, [3])],
    ["slice(1, 2)", () => V.callPy(V.T.slice, [1, 2])],
    ["ValueError('m')", () => V.callPy(V.E.ValueError, ["m"])],
    ["len", () => V.callPy(V.T.function, [])],
  ];
  it("matches CPython", () => {
    const want = pyOutcomes(exprs.map(([p]) => p));
    want[want.length - 1] = { err: "TypeError", msg: "cannot create 'function' instances" };
    exprs.forEach(([p, f], i) => expect(tsOutcome(f), p).toEqual(want[i]));
  });
});

describe("the keyword binder's common path", () => {
  // Signatures of every shape the binder reads: positional-only, normal and keyword-only
  // parameters, with and without defaults, `*args` and `**kwargs`, in each error style.
  const NAMES = ["a", "b", "c", "d", "e"];
  const signatureText = fc
    .record({
      posonly: fc.integer({ min: 0, max: 2 }),
      normal: fc.integer({ min: 0, max: 2 }),
      defaults: fc.integer({ min: 0, max: 4 }),
      varargs: fc.boolean(),
      kwonly: fc.array(fc.boolean(), { maxLength: 2 }),
      varkw: fc.boolean(),
    })
    .map(({ posonly, normal, defaults, varargs, kwonly, varkw }) => {
      const np = posonly + normal;
      const params = NAMES.slice(0, np).map((n, i) => (i >= np - Math.min(defaults, np) ? `${n}=${i}` : n));
      if (posonly) params.splice(posonly, 0, "/");
      if (varargs) params.push("*rest");
      else if (kwonly.length) params.push("*");
      kwonly.forEach((dflt, i) => params.push(dflt ? `k${i}=None` : `k${i}`));
      if (varkw) params.push("**extra");
      return params.join(", ");
    });
  const call = fc.record({
    pos: fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 5 }),
    keys: fc.uniqueArray(fc.constantFrom(...NAMES, "k0", "k1", "zz"), { maxLength: 4 }),
  });
  const outcome = (f: () => any[]) => {
    try {
      return { bound: f().map((v) => (v instanceof V.PyDict ? [...v.vals.entries()] : v)) };
    } catch (error) {
      return { error: String((error as V.PyBaseException).args?.items?.[0] ?? error) };
    }
  };

  it("binds as the full binder does wherever it binds", () => {
    fc.assert(
      fc.property(signatureText, fc.constantFrom("clinic", "python", "parsetuple") as fc.Arbitrary<"clinic" | "python" | "parsetuple">, call, (params, style, { pos, keys }) => {
        const sig = V.builtin("f", params, () => null, { style }).$signature!();
        const kw: Record<string, any> = Object.create(null);
        keys.forEach((k, i) => (kw[k] = 100 + i));
        const known = bindKnownKeywords(sig, pos.slice(), kw);
        const full = outcome(() => bindKeywords(sig, pos.slice(), kw));
        if (known !== null) expect({ bound: known }, `${params} ${JSON.stringify([pos, keys])}`).toEqual(full);
        else if (keys.length === 0) return;
        // It declines only calls the full binder refuses or sorts into **kwargs.
        else expect("error" in full || sig.varkw !== null, `${params} ${JSON.stringify([pos, keys])}`).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it("leaves calls without keywords to the full binder", () => {
    const sig = V.builtin("f", "a=1", () => null).$signature!();
    expect(bindKnownKeywords(sig, [], Object.create(null))).toBeNull();
  });
});
