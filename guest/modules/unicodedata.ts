// The `unicodedata` module without its name table: normalize/is_normalized (NFC, NFD, NFKC,
// NFKD through String.prototype.normalize), category from the engine's Unicode property
// classes, and decimal/digit for decimal digits. name() and lookup() are not provided: they
// need the character name table, which the guest does not carry.

import { E, PyModule, builtin, raise, strLen, typeName } from "../values/index.js";

const FORMS = ["NFC", "NFD", "NFKC", "NFKD"];

const CATEGORIES = [
  "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po",
  "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co",
].map((c) => [c, new RegExp(`^\\p{${c}}$`, "u")] as const);

const ND = /^\p{Nd}$/u;

function char(c: unknown, fn: string): string {
  if (typeof c !== "string") return raise(E.TypeError, `${fn}() argument must be a unicode character, not ${typeName(c)}`);
  if (strLen(c) !== 1) raise(E.TypeError, `${fn}() argument must be a unicode character, not str`);
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

export function unicodedataModule(): PyModule {
  return new PyModule("unicodedata", {
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
    unidata_version: "14.0.0",
  });
}
