// Lossless JSON for the differential harness: integers parse to bigint so big Python ints survive,
// and values compare as the harness defines equality (numbers by value, so 1 == 1.0).

export type Json = null | boolean | number | bigint | string | Json[] | { [key: string]: Json };

export function parseExactJson(text: string): Json {
  let i = 0;
  const fail = (what: string): never => {
    throw new SyntaxError(`invalid JSON at offset ${i}: ${what}`);
  };
  const ws = () => {
    while (i < text.length && " \t\n\r".includes(text[i])) i++;
  };
  const value = (): Json => {
    ws();
    const c = text[i];
    if (c === "{") {
      i++;
      const obj: { [key: string]: Json } = Object.create(null);
      ws();
      if (text[i] === "}") return i++, obj;
      for (;;) {
        ws();
        if (text[i] !== '"') fail("expected a key");
        const key = string();
        ws();
        if (text[i++] !== ":") fail("expected ':'");
        obj[key] = value();
        ws();
        if (text[i] === ",") i++;
        else if (text[i] === "}") return i++, obj;
        else fail("expected ',' or '}'");
      }
    }
    if (c === "[") {
      i++;
      const arr: Json[] = [];
      ws();
      if (text[i] === "]") return i++, arr;
      for (;;) {
        arr.push(value());
        ws();
        if (text[i] === ",") i++;
        else if (text[i] === "]") return i++, arr;
        else fail("expected ',' or ']'");
      }
    }
    if (c === '"') return string();
    for (const [word, v] of [["true", true], ["false", false], ["null", null], ["NaN", NaN], ["Infinity", Infinity], ["-Infinity", -Infinity]] as const) {
      if (text.startsWith(word, i)) return (i += word.length), v;
    }
    const m = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 4096));
    if (!m) return fail("unexpected character");
    i += m[0].length;
    return m[1] === undefined && m[2] === undefined ? BigInt(m[0]) : Number(m[0]);
  };
  const string = (): string => {
    const start = i;
    i++;
    while (text[i] !== '"') {
      if (i >= text.length) fail("unterminated string");
      i += text[i] === "\\" ? 2 : 1;
    }
    i++;
    return JSON.parse(text.slice(start, i));
  };
  const v = value();
  ws();
  if (i !== text.length) fail("trailing text");
  return v;
}

function numbersEqual(a: number | bigint, b: number | bigint): boolean {
  if (typeof a === "bigint" && typeof b === "bigint") return a === b;
  if (typeof a === "number" && typeof b === "number") return a === b || (Number.isNaN(a) && Number.isNaN(b));
  const [n, big] = (typeof a === "number" ? [a, b] : [b, a]) as [number, bigint];
  return Number.isInteger(n) && BigInt(n) === big;
}

export function jsonEqual(a: Json, b: Json): boolean {
  const isNum = (x: Json) => typeof x === "number" || typeof x === "bigint";
  if (isNum(a) || isNum(b)) return isNum(a) && isNum(b) && numbersEqual(a as number | bigint, b as number | bigint);
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, k) => jsonEqual(x, b[k]));
  }
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && jsonEqual(a[k], b[k]));
}

export function showJson(v: Json, max = 300): string {
  const text = JSON.stringify(v, (_k, x) => (typeof x === "bigint" ? `${x}n` : x)) ?? "undefined";
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
