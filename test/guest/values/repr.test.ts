// Differential tests of repr()/str() for strings (quotes, escapes, unicode), numbers and
// nested containers against CPython 3.11.
import { describe, expect, it } from "vitest";
import * as V from "../../../guest/values/index.js";
import { compareAll, pyValues } from "./oracle.js";

const SRCS = [
  `"it's"`, `'say "hi"'`, `'both \\' and "'`, `'\\n\\t\\r\\x00\\x7f\\x80\\xa0\\xad\\x1b'`, `'\\u2028\\u200b\\ufeff\\u3000'`,
  `'é中文😀'`, `'\\U000e0001'`, `'\\ud800'`, `'\\\\'`, `'\\u0378'`, `'\\U0001F600\\U0010ffff'`, `'\\u00ff'`, `''`, `' '`,
  `'\\x85\\x9f'`, `'\\ue000'`, `'\\u0300a'`, `"'"`, `'"'`, `"'\\""`,
  "1", "-5", "2**100", "-(2**100)", "0.1", "1e16", "1e-5", "-0.0", "float('nan')", "float('-inf')", "123456789.0", "1.5e300",
  "True", "None", "[]", "()", "(1,)", "(1, 2)", "[1, [2, (3,)], {'a': [None]}]", "{}", "set()", "frozenset()",
  "frozenset({1})", "{1, 2}", "{(1, 2): 'x', 3.5: [1.0]}", "range(0, 5)", "range(1, 10, 2)", "range(-3)", "range(10**20)",
  "b''", "b'it\\'s'", `b'\\x00\\xff"'`, "b'\\t\\n\\\\'", "[1.0, -0.0, 1e22, 2.5e-7]", "((),)", "{'k': {'k2': ()}}",
];

describe("repr of values (against CPython)", () => {
  const values = pyValues(SRCS);
  it(`repr agrees for ${SRCS.length} values`, () => {
    const cases = SRCS.map((s, i) => ({ py: `${s}`, ts: () => values[i] }));
    for (const r of compareAll(cases)) expect(r.got, r.label).toEqual(r.want);
  });
  it("str agrees", () => {
    const cases = SRCS.map((s, i) => ({ py: `str(${s})`, ts: () => V.str(values[i]) }));
    for (const r of compareAll(cases)) expect(r.got, r.label).toEqual(r.want);
  });

  it("guards recursion like CPython", () => {
    const a = new V.PyList([1]);
    a.items.push(a);
    const d = new V.PyDict();
    d.set("self", d);
    const t = new V.PyTuple([new V.PyList([])]);
    t.items[0].items.push(t);
    const cases = [
      { py: "exec:a = [1]; a.append(a); result = a", ts: () => a },
      { py: "exec:d = {}; d['self'] = d; result = d", ts: () => d },
      { py: "exec:t = ([],); t[0].append(t); result = t", ts: () => t },
      { py: "exec:a = [1]; a.append(a); result = str([a, a])", ts: () => V.str(new V.PyList([a, a])) },
    ];
    for (const r of compareAll(cases)) expect(r.got, r.label).toEqual(r.want);
  });

  it("types, functions, exceptions and views", () => {
    const d = V.PyDict.from([["a", 1], [2, new V.PyTuple([])]]);
    const cases = [
      { py: "int", ts: () => V.T.int },
      { py: "type('x')", ts: () => V.callPy(V.T.type, ["x"]) },
      { py: "type(None)", ts: () => V.typeOf(null) },
      { py: "type(True).__name__", ts: () => V.getAttr(V.typeOf(true), "__name__") },
      { py: "ValueError", ts: () => V.E.ValueError },
      { py: "{'a': 1, 2: ()}.keys()", ts: () => new V.PyDictView(d, "keys") },
      { py: "{'a': 1, 2: ()}.values()", ts: () => new V.PyDictView(d, "values") },
      { py: "{'a': 1, 2: ()}.items()", ts: () => new V.PyDictView(d, "items") },
      { py: "slice(1, None, -1)", ts: () => new V.PySlice(1, null, -1) },
      { py: "[ValueError('x'), KeyError('k')]", ts: () => new V.PyList([V.newException(V.E.ValueError, ["x"]), V.newException(V.E.KeyError, ["k"])]) },
    ];
    for (const r of compareAll(cases)) expect(r.got, r.label).toEqual(r.want);
    const len = V.builtin("len", "obj, /", (o) => V.len(o));
    expect(V.repr(len)).toBe("<built-in function len>");
    V.defineMethods(V.T.list, { append: V.builtin("list.append", "self, object, /", (self, x) => { self.items.push(x); return null; }) });
    expect(V.repr(V.getAttr(new V.PyList([]), "append"))).toMatch(/^<built-in method append of list object at 0x[0-9a-f]+>$/);
  });
});
