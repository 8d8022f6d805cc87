// json against CPython: loads (ints vs floats, big ints, NaN, duplicates, escapes, error
// messages) and dumps (indent, separators, sort_keys, ensure_ascii, default, key conversion).
import { describe, expect, it } from "vitest";
import { differential } from "./harness.js";
import { parseJSON, toResultJSON } from "../../../guest/modules/index.js";
import { PyDict, PyFloat, PyList, PySet, PyTuple, repr } from "../../../guest/values/index.js";

const loads = [
  "json.loads('3')",
  "json.loads('3.0')",
  "json.loads('1e5')",
  "json.loads('-0')",
  "json.loads('-0.0')",
  "json.loads('12345678901234567890123')",
  "json.loads('-9007199254740993')",
  "json.loads('9007199254740992')",
  "json.loads('1.5e300')",
  "json.loads('1e400')",
  "json.loads('[NaN, Infinity, -Infinity]')",
  "json.loads('{\"a\": 1, \"a\": 2, \"b\": 3}')",
  "json.loads('{\"b\": 1, \"a\": {\"c\": [true, false, null]}}')",
  "json.loads(' [1, \"x\"] \\n')",
  "json.loads('\"\\\\u00e9\\\\ud83d\\\\ude00\\\\n\\\\/\"')",
  "json.loads('\"\\\\ud800\"')",
  "json.loads('\"caf\u00e9\"')",
  "json.loads(b'[1, 2]')",
  "json.loads(b'\\xef\\xbb\\xbf[1]')",
  "json.loads(b'\\xff')",
  "json.loads('{}')",
  // the native path's number tokens: floats beside ints, digits inside strings, duplicate keys
  "json.loads('[1.0, \"3.5\", -0.0, 0, -0, 1e2, 2E-3, 1E+2, 7]')",
  "json.loads('{\"x\": \"1.5 and 10000000000000000000\", \"y\": 10000000000000000000, \"z\": 2.5}')",
  "json.loads('{\"a\": 1, \"a\": 2.5, \"b\": 3}')",
  "json.loads('{\"a\": 1.5, \"a\": \"x\", \"b\": 2}')",
  "json.loads('{\"a\": [1.5, 2], \"a\": 3, \"b\": 4.0}')",
  "json.loads('{\"s\": \"q\\\\\"1.5\\\\\\\\\", \"n\": [2, 3.25]}')",
  "json.loads('[1.5, ' + '9' * 4301 + ']')",
  "json.loads('[{\"id\": 1, \"x\": 0.5}, {\"id\": 2, \"x\": 3.0}]')",
  // a duplicate key that drops a str leaves the float tokens out of step with the values
  "json.loads('{\"a\": \"x\", \"b\": 1.5, \"a\": 2}')",
  "json.loads('{\"b\": 1, \"2\": 2, \"1\": 3, \"01\": 4}')",
  "json.loads('{\"d\": \"2024-01-05\", \"n\": [-0, 9007199254740993, 1]}')",
  "json.loads('[]')",
  "json.loads('\"\"')",
  // errors, word for word
  "json.loads('')",
  "json.loads('{')",
  "json.loads('[')",
  "json.loads('[1,]')",
  "json.loads('{\"a\":1,}')",
  "json.loads('{\"a\" 1}')",
  "json.loads('{\"a\":}')",
  "json.loads('[1 2]')",
  "json.loads('{1:2}')",
  "json.loads('\"abc')",
  "json.loads('\"a\\\\qb\"')",
  "json.loads('\"\\\\u12\"')",
  "json.loads('1 2')",
  "json.loads('nul')",
  "json.loads('[1,\\n 2,\\n x]')",
  "json.loads('\"a\\x01\"')",
  "json.loads('-')",
  "json.loads('1.')",
  "json.loads('01')",
  "json.loads('{\"a\":1 \"b\":2}')",
  "json.loads('\\ufeff1')",
  "json.loads('[\"\u00e9\", x]')",
  "json.loads('tru')",
  "json.loads(5)",
  "json.loads('1', foo=1)",
  "json.loads('1' * 5000)",
  "isinstance(json.JSONDecodeError('m', 'd', 0), ValueError)",
  "json.JSONDecodeError",
  // CPython's limit depends on the caller's stack depth; these stay clear of the boundary.
  "len(json.loads('[' * 900 + ']' * 900))",
  "json.loads('[' * 1000 + ']' * 1000)",
  "json.loads('{\"a\":' * 1000 + '1' + '}' * 1000)",
  "json.loads('[' * 100000)",
];

const dumps = [
  "json.dumps(1.0)",
  "json.dumps(1e16)",
  "json.dumps(0.1 + 0.2)",
  "json.dumps(-0.0)",
  "json.dumps(2 ** 70)",
  "json.dumps([float('nan'), float('inf'), -float('inf')])",
  "json.dumps(float('nan'), allow_nan=False)",
  "json.dumps(None)",
  "json.dumps(True)",
  "json.dumps('caf\u00e9 \ud83d\ude00 \\x00 \\x7f \"q\" \\\\ \\n\\t')",
  "json.dumps('caf\u00e9 \ud83d\ude00 \\x00 \\x7f \"q\"', ensure_ascii=False)",
  "json.dumps((1, (2, 3)))",
  "json.dumps({'a': 1, 'b': [1, 2]})",
  "json.dumps({'a': 1, 'b': [1, 2]}, indent=2)",
  "json.dumps({'a': 1, 'b': [1, {'c': []}], 'd': {}}, indent=4)",
  "json.dumps([1, [2]], indent=0)",
  "json.dumps({'a': 1}, indent='\\t')",
  "json.dumps([1], indent=-1)",
  "json.dumps([1], indent=True)",
  "json.dumps({'a': [1, {}]}, indent='--')",
  "json.dumps([1, 2], indent=1.5)",
  "json.dumps({'b': 1, 'a': 2}, sort_keys=True)",
  "json.dumps({'b': 1, 'a': {'d': 1, 'c': 2}}, sort_keys=True, indent=1)",
  "json.dumps({1: 'a', 'b': 2}, sort_keys=True)",
  "json.dumps({1: 'a', 2.5: 'b', True: 'c', None: 'd', False: 'e'})",
  "json.dumps({float('nan'): 1})",
  "json.dumps({(1, 2): 3})",
  "json.dumps({(1, 2): 3, 'a': 1}, skipkeys=True)",
  "json.dumps({'a': 1, 'b': 2}, separators=(',', ':'))",
  "json.dumps([1, 2], separators=(';', '='), indent=2)",
  "json.dumps({1, 2})",
  "json.dumps(b'x')",
  "json.dumps({1, 2}, default=sorted)",
  "json.dumps({'s': {3, 1}}, default=lambda o: sorted(o))",
  "json.dumps([1], default=str, foo=1)",
  "json.dumps('\u00e9', ensure_ascii=True)",
  "json.dumps([[], {}, ''])",
  // the native path escapes non-ASCII once over the whole text, keys included
  "json.dumps({'cl\\u00e9': ['\\u00e9\\u4e2d', {'\\U0001f600': '\\x7f'}], 'a': 'b'})",
  "json.dumps({'cl\\u00e9': ['\\u00e9\\u4e2d', {'k': '\\U0001f600'}]}, ensure_ascii=False)",
  "json.dumps({'lone': ['\\ud800', 1]}, ensure_ascii=False)",
  "json.dumps({'lone': ['\\ud800', 1]})",
  "json.dumps(['\\\\ud800', 2], ensure_ascii=False)",
  "json.dumps({'a': 1}, indent=None, separators=(', ', ': '))",
  // the hooked JSON.stringify: markers, keys a plain object reorders, separators in replacements
  "json.dumps(['\\x01', '\"\\x01\"', 1.5, 2 ** 64, '\\x02'])",
  "json.dumps({'b': 1, '1': 2, '__proto__': [3.0], 'toJSON': 4, '2024-01-05': 5})",
  "json.dumps({'a': [1, {'b': (2, 3.5)}]}, separators=('$&', ': '))",
  "json.dumps({'a': [1, {'b': []}]}, indent=2, separators=(', ', ': '))",
  "json.dumps([[1], [2]] * 40, separators=(',', ':'))",
  "json.loads(json.dumps({'k': [1, 2.5, 'x', None, True, 10 ** 30]}))",
  "json.loads(json.dumps('\ud83d\ude00 caf\u00e9'))",
  "len(json.dumps(functools.reduce(lambda acc, _: [acc], range(900), [])))",
  "json.dumps(functools.reduce(lambda acc, _: [acc], range(1000), []))",
];

describe("json.loads (differential against CPython)", () => {
  differential("import json", loads);
});

describe("json.dumps (differential against CPython)", () => {
  differential("import json, functools", dumps);
});

describe("runtime boundary helpers", () => {
  it("parseJSON keeps Python's int/float distinction and big ints", () => {
    expect(repr(parseJSON('{"a": 3, "b": 3.0, "c": 123456789012345678901234567890}'))).toBe(
      "{'a': 3, 'b': 3.0, 'c': 123456789012345678901234567890}",
    );
  });

  it("toResultJSON writes tuples and sets as arrays, NaN as null and other values as repr", () => {
    const d = new PyDict();
    d.set("t", new PyTuple([1, new PyFloat(2.5)]));
    d.set(1, new PySet(["x"]));
    d.set(new PyTuple([1, 2]), new PyFloat(NaN));
    d.set("u", "é\n");
    d.set("f", new PyList([new PyFloat(1), new PyFloat(Infinity), 10n ** 20n]));
    d.set("b", parseJSON("true"));
    expect(toResultJSON(d)).toBe('{"t":[1,2.5],"1":["x"],"(1, 2)":null,"u":"é\\n","f":[1.0,null,100000000000000000000],"b":true}');
    expect(JSON.parse(toResultJSON(d)).u).toBe("é\n");
  });

  it("toResultJSON writes plain data as json.dumps(ensure_ascii=False, separators=(',', ':')) does", () => {
    const inner = new PyDict();
    inner.set(new PyFloat(1.5), false);
    inner.set(2, new PyDict());
    const d = new PyDict();
    d.set("a", new PyList([1, new PyFloat(2), "é\n\x1f", null, true, new PyList([])]));
    d.set("b", inner);
    expect(toResultJSON(d)).toBe('{"a":[1,2.0,"é\\n\\u001f",null,true,[]],"b":{"1.5":false,"2":{}}}');
    // A lone surrogate is written as it is, as CPython does without ensure_ascii.
    expect(toResultJSON(new PyList(["\ud800"]))).toBe('["\ud800"]');
  });

  it("toResultJSON writes a self-containing list's inner occurrence as its repr", () => {
    const l = new PyList([1]);
    l.items.push(l);
    expect(toResultJSON(l)).toBe('[1,"[1, [...]]"]');
  });
});
