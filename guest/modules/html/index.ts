// The `html` module: escape, and unescape with html.py's rules (numeric references with the
// HTML5 replacements, named references from the full HTML5 table, longest-prefix matching of
// names written without their `;`), from the HTML5 table in entities.ts.

import { E, PyModule, pyDef, raise, truthy, typeName } from "../../values/index.js";
import { HTML5_JSON } from "./entities.js";

let table: Record<string, string> | null = null;
const html5 = () => (table ??= JSON.parse(HTML5_JSON) as Record<string, string>);

// html._invalid_charrefs: the Windows-1252 reading HTML5 gives C1 control references.
const INVALID_CHARREFS: Record<number, string> = {
  0x00: "\ufffd", 0x0d: "\r", 0x80: "\u20ac", 0x81: "\x81", 0x82: "\u201a", 0x83: "\u0192", 0x84: "\u201e",
  0x85: "\u2026", 0x86: "\u2020", 0x87: "\u2021", 0x88: "\u02c6", 0x89: "\u2030", 0x8a: "\u0160", 0x8b: "\u2039",
  0x8c: "\u0152", 0x8d: "\x8d", 0x8e: "\u017d", 0x8f: "\x8f", 0x90: "\x90", 0x91: "\u2018", 0x92: "\u2019",
  0x93: "\u201c", 0x94: "\u201d", 0x95: "\u2022", 0x96: "\u2013", 0x97: "\u2014", 0x98: "\u02dc", 0x99: "\u2122",
  0x9a: "\u0161", 0x9b: "\u203a", 0x9c: "\u0153", 0x9d: "\x9d", 0x9e: "\u017e", 0x9f: "\u0178",
};

/** html._invalid_codepoints: controls, noncharacters. */
const invalidCodepoint = (n: number) =>
  (n >= 1 && n <= 8) || n === 0xb || (n >= 0xe && n <= 0x1f) || (n >= 0x7f && n <= 0x9f) || (n >= 0xfdd0 && n <= 0xfdef) || (n & 0xfffe) === 0xfffe;

const CHARREF = /&(#[0-9]+;?|#[xX][0-9a-fA-F]+;?|[^\t\n\f <&#;]{1,32};?)/g;

function replaceCharref(s: string): string {
  if (s[0] === "#") {
    const hex = s[1] === "x" || s[1] === "X";
    const digits = s.slice(hex ? 2 : 1).replace(/;$/, "");
    // Parsed as a bigint: a reference may hold more digits than a double keeps exactly.
    const big = BigInt(hex ? `0x${digits}` : digits);
    const num = big > 0x10ffffn ? Infinity : Number(big);
    if (Object.prototype.hasOwnProperty.call(INVALID_CHARREFS, num)) return INVALID_CHARREFS[num];
    if ((num >= 0xd800 && num <= 0xdfff) || num > 0x10ffff) return "\ufffd";
    if (invalidCodepoint(num)) return "";
    return String.fromCodePoint(num);
  }
  const names = html5();
  if (Object.prototype.hasOwnProperty.call(names, s)) return names[s];
  for (let x = s.length - 1; x > 1; x--) {
    const prefix = s.slice(0, x);
    if (Object.prototype.hasOwnProperty.call(names, prefix)) return names[prefix] + s.slice(x);
  }
  return `&${s}`;
}

function escape(s: string, quote: unknown): string {
  const out = s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return truthy(quote) ? out.replace(/"/g, "&quot;").replace(/'/g, "&#x27;") : out;
}

export function htmlModule(): PyModule {
  return new PyModule("html", {
    escape: pyDef("escape", "s, quote=True", (s: unknown, quote: unknown) => escape(asStr(s, "replace"), quote)),
    unescape: pyDef("unescape", "s", (s: unknown) => {
      const text = asStr(s, "__contains__");
      return text.includes("&") ? text.replace(CHARREF, (_m, ref: string) => replaceCharref(ref)) : text;
    }),
  });
}

function asStr(s: unknown, method: string): string {
  if (typeof s === "string") return s;
  if (method === "__contains__") return raise(E.TypeError, `argument of type '${typeName(s)}' is not iterable`);
  return raise(E.AttributeError, `'${typeName(s)}' object has no attribute '${method}'`);
}
