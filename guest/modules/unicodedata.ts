// The `unicodedata` module: normalize/is_normalized (NFC, NFD, NFKC, NFKD through
// String.prototype.normalize), category from the engine's Unicode property classes,
// decimal/digit for decimal digits, and name/lookup over the name table (unicode-names/), whose
// data the guest does not carry: the program of a script that imports unicodedata hands it over
// (hooks.unicodeNames).

import { E, PyBytes, PyModule, builtin, raise, strLen, typeName, utf8Encode, writtenInC } from "../values/index.js";
import type { UnicodeNames } from "../../unicode-names/table.js";
import { unicodeNameTable } from "./unicode-name-table.js";

const FORMS = ["NFC", "NFD", "NFKC", "NFKD"];

const CATEGORIES = [
  "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po",
  "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co",
].map((c) => [c, new RegExp(`^\\p{${c}}$`, "u")] as const);

const ND = /^\p{Nd}$/u;

// Argument Clinic numbers the argument of the functions that take a default too.
const WITH_DEFAULT = new Set(["decimal", "digit", "name"]);

function char(c: unknown, fn: string): string {
  const which = WITH_DEFAULT.has(fn) ? "argument 1" : "argument";
  // Argument Clinic's _PyArg_BadArgument says "None", not "NoneType".
  if (typeof c !== "string") return raise(E.TypeError, `${fn}() ${which} must be a unicode character, not ${c === null ? "None" : typeName(c)}`);
  if (strLen(c) !== 1) raise(E.TypeError, `${fn}() ${which} must be a unicode character, not str`);
  return c;
}

function form(f: unknown): string {
  if (typeof f !== "string") return raise(E.TypeError, `normalize() argument 1 must be str, not ${typeName(f)}`);
  if (!FORMS.includes(f)) raise(E.ValueError, "invalid normalization form");
  return f;
}

function category(c: unknown): string {
  const ch = char(c, "category");
  for (const [name, re] of CATEGORIES) if (re.test(ch)) return name;
  return "Cn";
}

/** A decimal digit's value: every run of Nd characters is whole sets of 0..9. */
function digitValue(ch: string): number | undefined {
  if (!ND.test(ch)) return undefined;
  let cp = ch.codePointAt(0)!;
  let start = cp;
  while (ND.test(String.fromCodePoint(start - 1))) start--;
  return (cp - start) % 10;
}

function valueOf(fn: string) {
  return (c: unknown, dflt: unknown) => {
    const v = digitValue(char(c, fn));
    if (v !== undefined) return v;
    if (dflt !== undefined) return dflt;
    return raise(E.ValueError, fn === "decimal" ? "not a decimal" : "not a digit");
  };
}

// CPython's NAME_MAXLEN: a longer name is refused before any lookup.
const NAME_MAXLEN = 256;

function names(): UnicodeNames {
  const table = unicodeNameTable();
  // The transpiler embeds the data in every program that imports unicodedata.
  if (!table) throw new Error("unicodedata: the program carries no name table");
  return table;
}

function name(c: unknown, dflt: unknown): unknown {
  const found = names().name(char(c, "name").codePointAt(0)!);
  if (found !== undefined) return found;
  if (dflt !== undefined) return dflt;
  return raise(E.ValueError, "no such name");
}

function lookup(n: unknown): string {
  let text: string;
  if (typeof n === "string") text = n;
  else if (n instanceof PyBytes) text = String.fromCharCode(...n.b);
  else return raise(E.TypeError, `a bytes-like object is required, not '${typeName(n)}'`);
  if (utf8Encode(text).length > NAME_MAXLEN) raise(E.KeyError, "name too long");
  const found = names().lookup(text, true);
  return found ?? raise(E.KeyError, `undefined character name '${text}'`);
}

export function unicodedataModule(): PyModule {
  return writtenInC(new PyModule("unicodedata", {
    normalize: builtin("normalize", "form, unistr, /", (f: unknown, s: unknown) => {
      const nf = form(f);
      if (typeof s !== "string") raise(E.TypeError, `normalize() argument 2 must be str, not ${typeName(s)}`);
      return (s as string).normalize(nf);
    }),
    is_normalized: builtin("is_normalized", "form, unistr, /", (f: unknown, s: unknown) => {
      const nf = form(f);
      if (typeof s !== "string") raise(E.TypeError, `is_normalized() argument 2 must be str, not ${typeName(s)}`);
      return (s as string).normalize(nf) === s;
    }),
    category: builtin("category", "chr, /", category),
    decimal: builtin("decimal", "chr, default=?, /", valueOf("decimal")),
    digit: builtin("digit", "chr, default=?, /", valueOf("digit")),
    name: builtin("name", "chr, default=?, /", name),
    lookup: builtin("lookup", "name, /", lookup),
    unidata_version: "14.0.0",
  }));
}
