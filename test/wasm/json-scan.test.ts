// scanJson against JSON.parse (the grammar the host used to check tool answers with) on chosen
// edges and on random texts and mutations of valid ones, and its depth and number typing against
// direct readings of the same text.
import { describe, expect, it } from "vitest";
import { scanJson } from "../../wasm/json-scan.js";

/** Deepest nesting of brackets outside strings (the depth of a valid text). */
function bracketDepth(json: string): number {
  let depth = 0;
  let deepest = 0;
  for (const c of json.replace(/"(?:[^"\\]|\\.)*"/g, '""')) {
    if (c === "[" || c === "{") deepest = Math.max(deepest, ++depth);
    else if (c === "]" || c === "}") depth--;
  }
  return deepest;
}

/** Whether each float token has a value that is not integral, and each int token is a safe integer. */
function numbersByValue(json: string): boolean {
  const tokens = json.replace(/"(?:[^"\\]|\\.)*"/g, '""').match(/-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/g) ?? [];
  return tokens.every((t) => (/[.eE]/.test(t) ? Number(t) % 1 !== 0 : Number.isSafeInteger(Number(t))));
}

/** Whether no object in the parsed text has a key a JS object lists first (an array index). */
function keysInOrder(json: string): boolean {
  const inOrder = (v: unknown): boolean =>
    typeof v !== "object" || v === null || ((Array.isArray(v) || Object.keys(v).every((k) => String(Number(k) >>> 0) !== k)) && Object.values(v).every(inOrder));
  return inOrder(JSON.parse(json));
}

/** The [start, end) of each number token not typed by value and each string value (not a key)
 *  whose text starts with \u0000, in text order; null for none. */
function marks(json: string): number[] | null {
  const found: number[] = [];
  const token = /"(?:[^"\\]|\\.)*"(\s*:)?|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/g;
  for (let m = token.exec(json); m; m = token.exec(json)) {
    const t = m[0];
    if (t.startsWith('"')) {
      if (m[1] === undefined && t.startsWith('"\\u0000')) found.push(m.index, m.index + t.length);
    } else if (!(/[.eE]/.test(t) ? Number(t) % 1 !== 0 : Number.isSafeInteger(Number(t)))) found.push(m.index, m.index + t.length);
  }
  return found.length ? found : null;
}

/** What scanJson should find in valid JSON text. */
function expected(text: string) {
  return { depth: bracketDepth(text), numbersByValue: numbersByValue(text), keysInOrder: keysInOrder(text), marks: marks(text) };
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const EDGES = [
  "", " ", "1", "-", "-0", "01", "1.", ".5", "1.5", "1e", "1e+", "1e+5", "1E-5", "-1.5e300", "1e400", "0.0", "+1", "00",
  "true", "tru", "truex", "null", "nul", "false", "False", "NaN", "Infinity", "-Infinity", "[NaN]",
  '""', '"', '"\\"', '"\\\\"', '"\\/"', '"\\b\\f\\n\\r\\t"', '"\\x41"', '"\\u00e9"', '"\\u00g9"', '"\\u12"', '"\\U0041"',
  '"a\u0001"', '"a\u001f"', '"a\u007f"', '"\ud800"', '"\udc00x"', '"\ud83d\ude00"', '"a\tb"', '"a\nb"', "\ufeff1", "\u00a01",
  "[]", "{}", "[ ]", "{ }", "[1,]", "[,1]", "[1 2]", "[1,,2]", "[[]]", "[[]", "[]]", "{]", "[}",
  '{"a":1}', '{"a" : 1 , "b":[1,{"c":null}]}', '{"0":1}', '{"a":1,"12":2}', '{"\\u0031":1}', '{"01":1}', '{"1.5":1}', '{"-1":1}',
  '{"4294967294":1}', '{"4294967295":1}', '{"4294967296":1}', '{"a":{"b":[{"7":null}]}}', '{"\\u0061":1}', '{"1a":1}', '{"a":1,}', '{"a"}', '{"a":}', "{1:2}", '{"a":1 "b":2}', '{"a":1}}', '{"a":1,"a":2}',
  " \t\n\r[1]\r\n\t ", "[1]\u000b", "\f[1]", "[1] [2]", "1 2", '"a" "b"', "[true,false,null]", "[truefalse]",
  "123456789012345", "1234567890123456", "9007199254740993", "-9007199254740991", "[1.0]", "[2E3]", "[-0.0]", "[0.5,1.25]",
  // Floats typed by their digits (a fraction that is not zero, at most 15 characters) and past that.
  "[1.000]", "[1.001]", "[0.10]", "[-7.5]", "[1.5e1]", "[1.5e-1]", "[2.50E0]", "[12345678901234.5]", "[-1234567890123.5]",
  "[123456789012345.5]", "[1.0000000000000001]", "[1.00000000000001]", "[-0.00000000000001]", "[4503599627370495.5]", "[9007199254740993.5]",
  // Tokens a marked answer rewrites: numbers not typed by value, string values (not keys) starting with \u0000.
  '{"\\u0000k":"\\u0000v","k":"a\\u0000"}', '["\\u0000", "\\u0000x", "\\u00001", "\\u0001"]', '{"a":1.0,"b":[2E1,{"c":"\\u0000"}],"d":12345678901234567890}',
];

describe("scanJson", () => {
  it.each(EDGES)("reads %j as JSON.parse does", (text) => {
    const scan = scanJson(text);
    expect(scan !== undefined).toBe(parses(text));
    if (scan) expect(scan).toEqual(expected(text));
  });

  it("agrees with JSON.parse on random texts and on mutations of valid ones", () => {
    // A fixed-seed generator: the same texts every run.
    let seed = 12345;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const pieces = ["[", "]", "{", "}", ",", ":", '"', "\\", "u", "0", "1", "9", "-", "+", ".", "e", "E", "a", "f", "true", "false", "null", " ", "\n", "\u0001", "\u00e9", "\ud800", '"k"', "1.5"];
    const valid = [
      JSON.stringify({ id: 1, name: "x\u00e9\"\\\n", price: 2.5, tags: ["a", [], {}], nested: { deep: [1, -2, 3e-7, null, true, false] } }),
      '[{"a":1.0},{"b":"\\u00e9\\ud800"},[[[]]],-0,12345678901234567890]',
    ];
    let agreed = 0;
    for (let n = 0; n < 20000; n++) {
      let text: string;
      if (n % 2) {
        text = "";
        for (let k = random(12); k >= 0; k--) text += pieces[random(pieces.length)];
      } else {
        const base = valid[random(valid.length)];
        const at = random(base.length);
        const piece = pieces[random(pieces.length)];
        text = [base.slice(0, at) + base.slice(at + 1), base.slice(0, at) + piece + base.slice(at), base.slice(0, at) + piece + base.slice(at + 1)][random(3)];
      }
      const scan = scanJson(text);
      expect(scan !== undefined, text).toBe(parses(text));
      if (scan) {
        expect(scan, text).toEqual(expected(text));
        agreed++;
      }
    }
    // Enough of the texts were JSON for the depth and number checks to mean something.
    expect(agreed).toBeGreaterThan(2000);
  });

  it("counts deep nesting without recursion", () => {
    expect(scanJson("[".repeat(100_000) + "]".repeat(100_000))).toEqual({ depth: 100_000, numbersByValue: true, keysInOrder: true, marks: null });
    expect(scanJson(`${"[".repeat(100)}"${"[".repeat(5000)}"${"]".repeat(100)}`)).toEqual({ depth: 100, numbersByValue: true, keysInOrder: true, marks: null });
    expect(scanJson("[".repeat(100_000) + "]".repeat(99_999))).toBeUndefined();
  });
});
