// The `string` module: its constants (ascii_letters, digits, punctuation, ...), capwords,
// Template (template.ts) and Formatter (formatter.ts).
import { E, PyModule, pyDef, raise, typeOf } from "../../values/index.js";
import { FormatterType } from "./formatter.js";
import { TemplateType } from "./template.js";

const lower = "abcdefghijklmnopqrstuvwxyz";
const upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const digits = "0123456789";
const punctuation = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
const whitespace = " \t\n\r\x0b\x0c";

function capwords(s: unknown, sep: unknown): string {
  if (typeof s !== "string") raise(E.AttributeError, `'${typeOf(s).name}' object has no attribute 'split'`);
  const text = s as string;
  const cap = (w: string) => (w ? w[0].toUpperCase() + w.slice(1).toLowerCase() : w);
  if (sep === null) return text.split(/[ \t\n\r\x0b\x0c\x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/).filter(Boolean).map(cap).join(" ");
  if (typeof sep !== "string") raise(E.TypeError, `must be str or None, not ${typeOf(sep).name}`);
  return text.split(sep as string).map(cap).join(sep as string);
}

export function stringModule(): PyModule {
  return new PyModule("string", {
    ascii_lowercase: lower,
    ascii_uppercase: upper,
    ascii_letters: lower + upper,
    digits,
    hexdigits: digits + "abcdef" + "ABCDEF",
    octdigits: "01234567",
    punctuation,
    whitespace,
    printable: digits + lower + upper + punctuation + whitespace,
    capwords: pyDef("capwords", "s, sep=None", capwords),
    Template: TemplateType,
    Formatter: FormatterType,
  });
}
