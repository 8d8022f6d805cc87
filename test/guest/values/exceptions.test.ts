// Differential tests of exception construction, str(), repr(), args, attributes and hierarchy.
import { describe, expect, it } from "vitest";
import * as V from "../../../guest/values/index.js";
import { compareAll, pyValues } from "./oracle.js";

const CALLS = [
  "ValueError()", "ValueError('x')", "ValueError('a', 1)", "ValueError(None)", "ValueError(('t',))", "KeyError('k')",
  "KeyError()", "KeyError(1, 2)", "KeyError((1, 2))", "KeyError(\"it's\")", "IndexError('list index out of range')",
  "OSError(2, 'x')", "OSError(2, 'x', 'f.txt')", "OSError('plain')", "PermissionError(13, 'denied')", "StopIteration(5)",
  "StopIteration()", "Exception(1.5, [2])", "TypeError(\"can't\")", "ZeroDivisionError('division by zero')",
  "UnicodeDecodeError('utf-8', b'\\xff', 0, 1, 'invalid start byte')", "UnicodeDecodeError('utf-8', b'\\xe2\\x82', 0, 2, 'unexpected end of data')",
  "RuntimeError('\\n')", "AssertionError()", "TimeoutError('slow')", "NotImplementedError('todo')",
];

describe("exceptions (against CPython)", () => {
  const parsed = CALLS.map((c) => {
    const m = /^(\w+)\((.*)\)$/s.exec(c)!;
    return { type: m[1], args: m[2] };
  });
  const argTuples = pyValues(parsed.map((p) => (p.args ? `(${p.args},)` : "()")));
  const make = (i: number) => V.callPy((V.E as any)[parsed[i].type], argTuples[i].items);

  it("str, repr and args", () => {
    const cases: { py: string; ts: () => any }[] = [];
    CALLS.forEach((c, i) => {
      cases.push({ py: `str(${c})`, ts: () => V.str(make(i)) });
      cases.push({ py: `repr(${c})`, ts: () => V.repr(make(i)) });
      cases.push({ py: `${c}.args`, ts: () => V.getAttr(make(i), "args") });
      cases.push({ py: `type(${c}).__name__`, ts: () => V.getAttr(V.typeOf(make(i)), "__name__") });
    });
    cases.push({ py: "StopIteration(5).value", ts: () => V.getAttr(V.callPy(V.E.StopIteration, [5]), "value") });
    cases.push({ py: "StopIteration().value", ts: () => V.getAttr(V.callPy(V.E.StopIteration, []), "value") });
    cases.push({ py: "OSError(2, 'x').errno", ts: () => V.getAttr(V.callPy(V.E.OSError, [2, "x"]), "errno") });
    cases.push({ py: "OSError(2, 'x').strerror", ts: () => V.getAttr(V.callPy(V.E.OSError, [2, "x"]), "strerror") });
    cases.push({ py: "ValueError('x').foo", ts: () => V.getAttr(V.callPy(V.E.ValueError, ["x"]), "foo") });
    cases.push({ py: "ValueError(x=1)", ts: () => V.callPy(V.E.ValueError, [], { x: 1 }) });
    for (const r of compareAll(cases)) expect(r.got, r.label).toEqual(r.want);
  });

  it("hierarchy and isinstance", () => {
    const names = ["ZeroDivisionError", "KeyError", "IndexError", "UnboundLocalError", "RecursionError", "NotImplementedError",
      "PermissionError", "TimeoutError", "UnicodeDecodeError", "ModuleNotFoundError", "StopIteration", "MemoryError", "OverflowError"];
    const cases = names.map((n) => ({ py: `[c.__name__ for c in ${n}.__mro__]`, ts: () => new V.PyList((V.E as any)[n].mro.map((t: V.PyType) => t.name)) }));
    for (const r of compareAll(cases)) expect(r.got, r.label).toEqual(r.want);
    const e = V.newException(V.E.ToolPermissionError, ["no"]);
    expect(V.E.ToolPermissionError.mro.map((t) => t.name)).toEqual(
      ["ToolPermissionError", "ToolError", "PermissionError", "OSError", "Exception", "BaseException", "object"]);
    expect([V.E.ToolError, V.E.PermissionError, V.E.OSError, V.E.Exception].every((t) => V.isInstance(e, t))).toBe(true);
    expect(V.isInstance(e, V.E.ValueError)).toBe(false);
    expect(e instanceof Error).toBe(true);
    expect(e.message).toBe("no");
  });

  it("raise() and newExceptionType()", () => {
    expect(() => V.raise(V.E.ValueError, "bad")).toThrow("bad");
    const JSONDecodeError = V.newExceptionType("JSONDecodeError", [V.E.ValueError], "json.decoder");
    const e = V.callPy(JSONDecodeError, ["Expecting value"]);
    e.attrs.pos = 0;
    expect(V.repr(JSONDecodeError)).toBe("<class 'json.decoder.JSONDecodeError'>");
    expect(V.repr(e)).toBe("JSONDecodeError('Expecting value')");
    expect(V.getAttr(e, "pos")).toBe(0);
    expect(V.isInstance(e, V.E.ValueError)).toBe(true);
  });
});
