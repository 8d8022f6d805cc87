// Replay fixtures: file validation, matching with Python's JSON equality (1, 1.0 and true differ;
// CPython is the oracle), first match wins, error entries, no-match messages, outputs.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonical, fixtureRegistry, FixturesError, parseExactJson, parseFixtures, pyDumps, pyFloatRepr } from "../../../host/fixtures.js";
import { JsonText, ToolError } from "../../../host/registry.js";
import { ctx } from "./temp-tree.js";
import { python } from "./python.js";

/** JSON texts from a small domain, so equal-but-differently-typed values collide often. */
const atom = fc.constantFrom("0", "1", "1.0", "1.00", "1e0", "true", "false", "null", '"1"', "-0.0", "0.0", "2", "100", "1e2", "12345678901234567890", "12345678901234567891", "NaN", "0.1");
/** JSON texts nesting `leaf` texts in lists and in dicts keyed by `keys`. */
function nestedJson(leaf: fc.Arbitrary<string>, keys: string[]): fc.Arbitrary<string> {
  return fc.letrec<{ v: string }>((tie) => ({
    v: fc.oneof(
      { depthSize: "small" },
      leaf,
      fc.array(tie("v"), { maxLength: 3 }).map((xs) => `[${xs.join(", ")}]`),
      fc
        .uniqueArray(fc.tuple(fc.constantFrom(...keys), tie("v")), { maxLength: 3, selector: (e) => e[0] })
        .map((es) => `{${es.map(([k, v]) => `"${k}": ${v}`).join(", ")}}`),
    ),
  })).v;
}
const jsonText = nestedJson(atom, ["a", "b", "path"]);

/** For each text, the index of the first text equal to it by canonical(). */
function groups(texts: string[]): number[] {
  return texts.map((t) => {
    const key = canonical(parseExactJson(t));
    return key === null ? -1 : texts.findIndex((u) => canonical(parseExactJson(u)) === key);
  });
}

/** The same by CPython's `==` with 1, 1.0 and True kept apart. */
function cpythonGroups(texts: string[]): number[] {
  return JSON.parse(
    python(
      `import json, sys
texts = json.load(sys.stdin)
def canon(v):
    if isinstance(v, bool): return ("bool", v)
    if isinstance(v, int): return ("int", v)
    if isinstance(v, float): return ("float", v)
    if isinstance(v, list): return ("list", tuple(canon(x) for x in v))
    if isinstance(v, dict): return ("dict", frozenset((k, canon(x)) for k, x in v.items()))
    return (type(v).__name__, v)
keys = [canon(json.loads(t)) for t in texts]
# a fresh NaN equals nothing, not even another parse of the same text
print(json.dumps([-1 if "NaN" in t else next(j for j, k in enumerate(keys) if k == keys[i]) for i, t in enumerate(texts)]))`,
      texts,
    ),
  );
}

/** Strings that a careless delimiting would confuse: lengths, colons, brackets, escapes. */
const strAtom = fc.constantFrom('""', '"1"', '"1:"', '"s1:a"', '"a"', '"a,\\"b"', '"[1]"', '"]"', '"}"', '"\\u00e9"', '"é"', '"x\\\\"', '"\\ud800"', '"2:ab"', '"a,sa"', '"1:a,s1:a"', '"a\\\\"', '"\\""');
const strText = nestedJson(strAtom, ["a", "1:", "s"]);

describe("fixture matching equality", () => {
  it("groups JSON values exactly as CPython does with 1, 1.0 and True kept apart", () => {
    const texts = fc.sample(fc.oneof(atom, jsonText), { numRuns: 400, seed: 7 });
    expect(groups(texts)).toEqual(cpythonGroups(texts));
  });

  it("groups strings, in lists and dicts, exactly as CPython does", () => {
    const collide = ['["a", "a"]', '["a,sa"]', '["1:a", "a"]', '["1:a,s1:a"]', '{"a": "b", "c": "d"}', '{"a": "b,\\"c\\":sd"}'];
    const texts = fc.sample(fc.oneof(strAtom, strText), { numRuns: 400, seed: 5 }).concat(collide);
    expect(groups(texts)).toEqual(cpythonGroups(texts));
  });

  it("reads strings to the first unescaped quote, as before the native search", () => {
    const read = (t: string) => {
      try {
        return parseExactJson(t);
      } catch (e) {
        return String(e);
      }
    };
    const str = (v: string) => ({ k: "str", v });
    expect(read('"abc')).toBe("SyntaxError: invalid JSON at line 1 column 5: unterminated string");
    expect(read('"ab\\')).toBe("SyntaxError: invalid JSON at line 1 column 5: unterminated string");
    expect(read('"a\\"b')).toBe("SyntaxError: invalid JSON at line 1 column 6: unterminated string");
    expect(read('{"a": "b')).toBe("SyntaxError: invalid JSON at line 1 column 9: unterminated string");
    expect(read('"')).toBe("SyntaxError: invalid JSON at line 1 column 2: unterminated string");
    expect(read('"a\nb"')).toBe("SyntaxError: invalid JSON at line 1 column 1: invalid string literal");
    expect(read('"\\x"')).toBe("SyntaxError: invalid JSON at line 1 column 1: invalid string literal");
    expect(read('["a\\\\", "b\\"", "c"]')).toEqual({ k: "list", items: [str("a\\"), str('b"'), str("c")] });
    expect(read('"\\"\\"\\\\\\\\"')).toEqual(str('""\\\\'));
    expect(read('["x\\\\\\\\"]')).toEqual({ k: "list", items: [str("x\\\\")] });
    const long = "x".repeat(100_000);
    expect(read(`{"data": "${long}\\"${long}", "b": "\\\\"}`)).toEqual({ k: "dict", entries: new Map([["data", str(`${long}"${long}`)], ["b", str("\\")]]) });
  });

  it("writes json.dumps(sort_keys=True) and repr(float) as CPython", () => {
    const texts = fc.sample(jsonText, { numRuns: 200, seed: 11 }).concat(['{"é": "ü\\u007f\\n", "a": [1e300, 1e-7, 5e-324, 123456789.125]}']);
    const floats = fc.sample(fc.double({ noNaN: true, noDefaultInfinity: true }), { numRuns: 300, seed: 3 }).concat([1e16, 1e15, 0.0001, 0.00001, 1.5, -2.5e-5]);
    const [dumps, reprs] = JSON.parse(
      python(
        `import json, sys
texts, floats = json.load(sys.stdin)
print(json.dumps([[json.dumps(json.loads(t), sort_keys=True) for t in texts], [repr(float(f)) for f in floats]]))`,
        [texts, floats.map((f) => (Object.is(f, -0) ? "-0.0" : String(f)))],
      ),
    );
    expect(texts.map((t) => pyDumps(parseExactJson(t), true))).toEqual(dumps);
    expect(floats.map(pyFloatRepr)).toEqual(reprs);
  });
});

const FILE = `{
  "file_read": [
    {"args": {"path": "a.md"}, "output": "first"},
    {"args": {"path": "a.md"}, "output": "second"},
    {"args": {"path": "b.md", "limit": 1}, "output": "int limit"},
    {"args": {"path": "b.md", "limit": 1.0}, "output": "float limit"},
    {"args": {"path": "b.md", "limit": true}, "output": "bool limit"},
    {"args": {"path": "gone.md"}, "output": {"error": "file not found: gone.md"}}
  ],
  "mcp__web__search": [
    {"args": {"q": "x", "n": 2}, "output": {"json": {"hits": [1, 2.5, "three"], "big": 123456789012345678901, "f": 1.0}}},
    {"args": {}, "output": "no args"}
  ],
  "__aliases__": {"mcp__web__search": "search"}
}`;

describe("fixture tools", () => {
  const fixtures = parseFixtures(FILE, "tools.json");
  const registry = fixtureRegistry(fixtures);
  const call = (tool: string, args: Record<string, unknown>, argsJson?: string) =>
    registry.get(tool)!.handler(args, { ...ctx(), ...(argsJson === undefined ? {} : { argsJson }) });

  it("registers each tool in file order as a custom, flow-eligible tool", () => {
    expect([...registry.keys()]).toEqual(["file_read", "mcp__web__search"]);
    expect(registry.get("file_read")).toMatchObject({ category: "custom", flowEligible: true, output: "text" });
    expect(registry.get("mcp__web__search")).toMatchObject({ output: "json" });
    expect(fixtures.aliases).toEqual({ mcp__web__search: "search" });
  });

  it("answers with the first matching entry", async () => {
    expect(await call("file_read", { path: "a.md" })).toBe("first");
  });

  it("tells 1, 1.0 and true apart using the raw kwargs JSON", async () => {
    expect(await call("file_read", { path: "b.md", limit: 1 }, '{"path": "b.md", "limit": 1}')).toBe("int limit");
    expect(await call("file_read", { path: "b.md", limit: 1 }, '{"limit": 1.0, "path": "b.md"}')).toBe("float limit");
    expect(await call("file_read", { path: "b.md", limit: true }, '{"path": "b.md", "limit": true}')).toBe("bool limit");
    // Without the raw text a whole number can only be read as an int.
    expect(await call("file_read", { path: "b.md", limit: 1 })).toBe("int limit");
  });

  it("raises the entry's error, and a ToolError naming the call when nothing matches", async () => {
    await expect(call("file_read", { path: "gone.md" })).rejects.toThrow(new ToolError("file not found: gone.md"));
    await expect(call("file_read", { path: "x", limit: 2.5 }, '{"path": "x", "limit": 2.5}')).rejects.toThrow(
      new ToolError('no fixture matches file_read({"limit": 2.5, "path": "x"})'),
    );
  });

  it("returns JSON outputs as data and text entries of a JSON tool as {text}", async () => {
    // JSON answers travel as text so that floats stay floats and big ints stay exact.
    expect(await call("mcp__web__search", { n: 2, q: "x" })).toEqual(new JsonText('{"hits": [1, 2.5, "three"], "big": 123456789012345678901, "f": 1.0}'));
    expect(await call("mcp__web__search", {})).toEqual({ text: "no args" });
  });
});

describe("fixtures file validation", () => {
  const bad: [string, string][] = [
    ["[1]", "invalid fixtures file"],
    ['{"t": [{"args": {}}]}', '"t"[0].output'],
    ['{"t": [{"args": {}, "output": 3}]}', 'expected "text", {"json": value} or {"error": "message"}'],
    ['{"t": [{"args": {}, "output": "x", "extra": 1}]}', '"t"[0]: Unrecognized key: "extra"'],
    ['{"t": {"args": {}}}', '"t": Invalid input: expected array'],
    ['{"t": [], "__aliases__": {"t": "not-an-identifier"}}', "an alias must be a Python identifier"],
    ['{"t": [], "__aliases__": {"u": "u2"}}', '__aliases__ names "u", which has no fixtures'],
    ['{"t": [}', "invalid JSON at line 1 column 8"],
    ['{"t": []} x', "extra data after the value"],
  ];
  it.each(bad)("%s", (text, message) => {
    expect(() => parseFixtures(text, "tools.json")).toThrow(FixturesError);
    expect(() => parseFixtures(text, "tools.json")).toThrow(message);
  });

  it("keeps the last of duplicate keys, as json.load does", () => {
    const f = parseFixtures('{"t": [{"args": {"a": 1, "a": 2}, "output": "x"}]}');
    expect(pyDumps(f.tools.get("t")![0]!.args)).toBe('{"a": 2}');
  });
});
