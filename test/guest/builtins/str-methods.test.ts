// Every str method of the subset against CPython, including whitespace rules, unicode case
// mappings, code-point indices and the TypeError/ValueError messages.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PyBytes, callMethod } from "../../../guest/values/index.js";
import { L, T, f, method, outcomes, type Case } from "./oracle.js";

const WS = " \t\n\v\f\r\x1c\x1d\x1e\x1f\x85\xa0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000";
const SAMPLES = ["", "abc", "Hello World", "  padded  ", "a,b,,c", "ǆemal", "ΣΑΣ ΟΔΟΣ", "straße", "İstanbul", "x😀y😀z", "hello_world1", "ÉCOLE", "ﬁne", "ǅ", "He's  ok", "123", "²³", "½", "一二三", "٣٤", WS, "tab\tsep", "MiXeD cAsE", "a\r\nb\rc\nd\x0be\x0cf\x1cg\x85h\u2028i"];
const PREDICATES = ["isdigit", "isdecimal", "isnumeric", "isalpha", "isalnum", "isspace", "isupper", "islower", "istitle", "isidentifier", "isascii", "isprintable"];
const CASES = ["lower", "upper", "title", "capitalize", "swapcase", "casefold"];

describe("str methods", () => {
  it("predicates and case mappings match CPython on unicode samples", () => {
    const cases: Case[] = [];
    for (const s of SAMPLES) for (const m of [...PREDICATES, ...CASES]) cases.push(method(s, m));
    for (const s of ["_x", "1x", "x1", "ä", "a-b", "", "class", "𝔘nicode", "a b"]) cases.push(method(s, "isidentifier"));
    for (const s of ["Σ", "ΑΣ.", "ΑΣ'Σ", "aΣb", "ΣΣ", "A.Σ"]) cases.push(method(s, "lower"), method(s, "swapcase"), method(s, "title"));
    for (const o of outcomes(cases)) expect.soft(o.actual, o.py).toBe(o.expected);
    expect(cases.length).toBeGreaterThan(400);
  });

  it("agrees with CPython on random strings over scripts with stable Unicode data", () => {
    const ranges: [number, number][] = [[0x20, 0x24f], [0x370, 0x3ff], [0x400, 0x4ff], [0x1e00, 0x1fff], [0x2000, 0x206f], [0x2150, 0x218f], [0x2460, 0x24ff], [0x3000, 0x303f], [0x4e00, 0x4e20], [0x1f600, 0x1f64f]];
    const char = fc.constantFrom(...ranges).chain(([lo, hi]) => fc.integer({ min: lo, max: hi })).map((c) => String.fromCodePoint(c));
    const word = fc.string({ unit: fc.oneof(char, fc.constantFrom(" ", "a", "Σ", "ß", "1", "'")), maxLength: 8 });
    const names = [...PREDICATES, ...CASES, "split", "strip", "splitlines", "rsplit"];
    const cases = fc.sample(word, { numRuns: 400, seed: 42 }).flatMap((s) => names.map((m) => method(s, m)));
    const results = outcomes(cases);
    expect(results.filter((r) => r.actual !== r.expected).slice(0, 10)).toEqual([]);
  });

  it("agrees with CPython on random arguments to the searching and splitting methods", () => {
    const str = fc.string({ unit: fc.constantFrom("a", "b", " ", "\n", "😀", "\t", ","), maxLength: 8 });
    const nonEmpty = str.filter((x) => x !== "");
    const int = fc.integer({ min: -10, max: 10 });
    const optInt = fc.oneof(int, fc.constant(null));
    const call = fc.oneof(
      fc.tuple(str, fc.constantFrom("split", "rsplit"), fc.tuple(fc.oneof(fc.constant(null), nonEmpty), int)),
      fc.tuple(str, fc.constantFrom("find", "rfind", "count", "index", "rindex", "startswith", "endswith"), fc.tuple(str, optInt, optInt)),
      fc.tuple(str, fc.constant("replace"), fc.tuple(str, str, int)),
      fc.tuple(str, fc.constantFrom("strip", "lstrip", "rstrip"), fc.tuple(fc.oneof(fc.constant(null), str))),
      fc.tuple(str, fc.constantFrom("center", "ljust", "rjust"), fc.tuple(int.map((n) => n + 5), fc.constantFrom("*", "😀", " "))),
      fc.tuple(str, fc.constantFrom("partition", "rpartition"), fc.tuple(nonEmpty)),
      fc.tuple(str, fc.constant("zfill"), fc.tuple(int)),
      fc.tuple(str, fc.constant("splitlines"), fc.tuple(fc.boolean())),
      fc.tuple(str, fc.constantFrom("startswith", "endswith"), fc.tuple(fc.tuple(str, str).map(([a, b]) => T(a, b)), optInt, optInt)),
    );
    const cases = fc.sample(call, { numRuns: 2000, seed: 3 }).map(([s, m, args]) => method(s, m, args as any[]));
    const results = outcomes(cases);
    expect(results.filter((r) => r.actual !== r.expected).slice(0, 10)).toEqual([]);
  });

  it("split family, strip family and searching match CPython", () => {
    const cases: Case[] = [
      method("a,b,,c", "split", [","]), method("a,b,,c", "split", [",", 1]), method("a,b,,c", "rsplit", [",", 1]),
      method("  a  b \t c\n", "split"), method("  a  b \t c\n", "split", [null, 1]), method("  a  b \t c\n", "rsplit", [null, 1]),
      method(WS + "x" + WS + "y" + WS, "split"), method("", "split"), method("", "split", [","]), method("   ", "split"),
      method("a b", "split", [""]), method("a b", "split", [1]), method("abcabc", "split", ["bc", -1]), method("a b c", "split", [], { maxsplit: 1 }),
      method("a b c", "rsplit", [], { sep: " ", maxsplit: 0 }), method("aaa", "split", ["a"]), method("aaa", "rsplit", ["aa"]),
      method("x😀y😀z", "split", ["😀"]), method("a\r\nb\rc\nd\x0be\x0cf\x1cg\x85h\u2028i\n", "splitlines"),
      method("a\r\nb\n\nc", "splitlines", [true]), method("", "splitlines"), method("\n", "splitlines"), method("a\n", "splitlines", [], { keepends: true }),
      method("  x  ", "strip"), method("  x  ", "lstrip"), method("  x  ", "rstrip"), method("xxhixx", "strip", ["x"]), method("abcba", "strip", ["ab"]),
      method("😀a😀", "strip", ["😀"]), method(WS + "k" + WS, "strip"), method("x", "strip", [1]), method("xy", "rstrip", [null]),
      method(",", "join", [L("a", "b", "c")]), method("", "join", [T()]), method("-", "join", ["abc"]), method(",", "join", [L("a", 1)]),
      method(",", "join", [5]), method("abcabc", "find", ["c"]), method("abcabc", "rfind", ["c"]), method("abcabc", "find", ["c", 3]),
      method("abcabc", "find", ["c", -2]), method("abcabc", "find", ["c", 0, 2]), method("abc", "find", ["", 3]), method("abc", "find", ["", 4]),
      method("abc", "index", ["z"]), method("abc", "rindex", ["z"]), method("abcb", "rindex", ["b"]), method("x😀y😀z", "find", ["z"]),
      method("x😀y😀z", "rfind", ["😀"]), method("x😀y😀z", "index", ["y", 1, 3]), method("abc", "find", [1]), method("abc", "find", ["a", "x"]),
      method("aaaa", "count", ["aa"]), method("abc", "count", [""]), method("abc", "count", ["", 1]), method("abc", "count", ["", 5]),
      method("😀😀😀", "count", ["😀", 1]), method("hello", "startswith", ["he"]), method("hello", "startswith", [T("x", "he")]),
      method("hello", "startswith", ["l", 2]), method("hello", "startswith", ["", 5]), method("hello", "startswith", ["", 6]),
      method("hello", "endswith", ["lo", 0, 5]), method("hello", "endswith", ["ll", 0, -1]), method("hello", "endswith", [T()]),
      method("hello", "startswith", [1]), method("hello", "endswith", [T("a", 1)]), method("x😀y", "endswith", ["😀", 0, 2]),
      method("a-b-c", "replace", ["-", "+"]), method("a-b-c", "replace", ["-", "+", 1]), method("abc", "replace", ["", "-"]),
      method("abc", "replace", ["", "-", 2]), method("", "replace", ["", "x"]), method("aaa", "replace", ["a", "b", 0]),
      method("aaa", "replace", ["a", "b", -1]), method("abc", "replace", [1, "x"]), method("a b", "partition", [" "]),
      method("a b c", "rpartition", [" "]), method("abc", "partition", ["x"]), method("abc", "rpartition", ["x"]), method("abc", "partition", [""]),
      method("42", "zfill", [5]), method("-42", "zfill", [5]), method("+x", "zfill", [4]), method("abc", "zfill", [2]), method("", "zfill", [3]),
      method("ab", "ljust", [5]), method("ab", "rjust", [5, "*"]), method("ab", "center", [5]), method("ab", "center", [6, "-"]),
      method("abc", "center", [6]), method("abc", "center", [5, "😀"]), method("ab", "ljust", [5, "xy"]), method("ab", "ljust", [1]),
      method("ab", "center", [f(4.5)]), method("prefix_x", "removeprefix", ["prefix_"]), method("x.py", "removesuffix", [".py"]),
      method("x", "removesuffix", [""]), method("x", "removeprefix", [1]), method("héllo", "encode"), method("€", "encode", ["utf8"]),
      method("x", "encode", ["latin-9"]), method("ab", "count", ["a", null, null]), method("Ab", "title"),
    ];
    for (const o of outcomes(cases)) expect.soft(o.actual, o.py).toBe(o.expected);
    expect(cases.length).toBeGreaterThan(100);
  });

  it("decodes UTF-8 like CPython, errors included", () => {
    const literals = ["b'h\\xc3\\xa9llo'", "b'\\xff'", "b'\\xc3'", "b'\\xe2\\x82'", "b'\\xe2\\x28\\xa1'", "b'\\xed\\xa0\\x80'", "b'\\xf0\\x9f\\x98\\x80'", "b'\\xc0\\x80'", "b'a\\xf5'"];
    const cases: Case[] = literals.map((lit) => ({ py: `${lit}.decode()`, run: () => callMethod(new PyBytes(bytesOf(lit)), "decode", []) }));
    for (const o of outcomes(cases)) expect.soft(o.actual, o.py).toBe(o.expected);
  });
});

/** The bytes of a Python bytes literal written with \xNN escapes. */
function bytesOf(lit: string): Uint8Array {
  const body = lit.slice(2, -1);
  const out: number[] = [];
  for (let i = 0; i < body.length; ) {
    if (body[i] === "\\") {
      out.push(parseInt(body.slice(i + 2, i + 4), 16));
      i += 4;
    } else out.push(body.charCodeAt(i++));
  }
  return Uint8Array.from(out);
}
