// Decimal.__format__ as CPython 3.11's C implementation does it: libmpdec's spec
// [[fill]align][sign][0][width][,][.precision][type] (no `#`, no `_`), 3.11's `z` option, the
// rounding in the context's mode, exponents without padding (`1.23e+3`), and zero padding that
// is grouped with the digits (`000,002.50`).

import { E, raise } from "../../values/index.js";
import { context } from "./context.js";
import { type Dec, dec, digits, rescale } from "./number.js";

interface Spec {
  fill: string;
  /** "z": zero padding, the sign first. */
  align: "<" | ">" | "=" | "^" | "z";
  sign: "-" | "+" | " ";
  /** 3.11's `z`: a negative zero (after rounding) loses its sign. */
  noNegativeZero: boolean;
  width: number;
  comma: boolean;
  /** -1 when not given. */
  prec: number;
  /** e, f, g or %; upper for E, F, G. */
  type: string;
  upper: boolean;
}

const ALIGNS = "<>=^";

function invalid(): never {
  return raise(E.ValueError, "invalid format string");
}

/** _decimal's removal of 3.11's `z`, which libmpdec does not know: where it follows
 *  [[fill]align][sign]. */
function withoutZ(s: string[]): boolean {
  let i = s.length > 1 && ALIGNS.includes(s[1]) ? 2 : s.length > 0 && ALIGNS.includes(s[0]) ? 1 : 0;
  if (s[i] === "+" || s[i] === "-" || s[i] === " ") i++;
  if (s[i] !== "z") return false;
  s.splice(i, 1);
  return true;
}

/** mpd_parse_fmt_str (the `z` removed first). */
function parseSpec(text: string): Spec {
  const s = [...text];
  const spec: Spec = { fill: " ", align: ">", sign: "-", noNegativeZero: withoutZ(s), width: 0, comma: false, prec: -1, type: "g", upper: true };
  let i = 0;
  let aligned = false;
  if (s.length > 1 && ALIGNS.includes(s[1])) {
    spec.fill = s[0];
    spec.align = s[1] as Spec["align"];
    i = 2;
    aligned = true;
  } else if (s.length > 0 && ALIGNS.includes(s[0])) {
    spec.align = s[0] as Spec["align"];
    i = 1;
    aligned = true;
  }
  if (s[i] === "+" || s[i] === "-" || s[i] === " ") spec.sign = s[i++] as Spec["sign"];
  if (s[i] === "0") {
    // Zero padding is an alignment: not both.
    if (aligned) invalid();
    spec.align = "z";
    spec.fill = "0";
    i++;
  }
  if (s[i] === "0") invalid();
  let width = "";
  while (i < s.length && s[i] >= "0" && s[i] <= "9") width += s[i++];
  spec.width = width ? Number(width) : 0;
  if (s[i] === ",") {
    spec.comma = true;
    i++;
  }
  if (s[i] === ".") {
    let prec = "";
    i++;
    while (i < s.length && s[i] >= "0" && s[i] <= "9") prec += s[i++];
    if (!prec) invalid();
    spec.prec = Number(prec);
  }
  const type = s[i];
  if (type !== undefined && "eEfFgG%nN".includes(type)) {
    // n is g with the C locale's "." and no grouping, which a `,` would contradict.
    if ((type === "n" || type === "N") && spec.comma) invalid();
    spec.type = type === "n" || type === "N" ? "g" : type.toLowerCase();
    spec.upper = type === "N" || type === "E" || type === "F" || type === "G";
    i++;
  }
  if (i !== s.length) invalid();
  return spec;
}

/** `d` rounded to `n` significant digits, padded with zeros to them (libmpdec's _mpd_round). */
function toDigits(d: Dec, n: number): Dec {
  const exp = d.exp + digits(d.coef) - n;
  const r = rescale(d, exp, context().rounding);
  return digits(r.coef) > n ? rescale(r, exp + 1, context().rounding) : r;
}

/** The value mpd_qformat_spec prints: rescaled for f and %, rounded for e and g. */
function rounded(d: Dec, spec: Spec): Dec {
  const x = spec.type === "%" ? { ...d, exp: d.exp + 2 } : d;
  const fixed = spec.type === "f" || spec.type === "%";
  // A fixed-point zero shows no zeros for a positive exponent.
  if (fixed && x.coef === 0n && x.exp > 0 && spec.prec < 0) return dec(x.sign, 0n, 0);
  if (spec.prec < 0) return x;
  if (fixed) return rescale(x, -spec.prec, context().rounding);
  if (spec.type === "g") {
    const prec = spec.prec === 0 ? 1 : spec.prec;
    return digits(x.coef) > prec ? toDigits(x, prec) : x;
  }
  return x.coef === 0n ? x : toDigits(x, spec.prec + 1);
}

/** _mpd_to_string: the sign, the digits around the decimal point at `dplace`, the exponent. */
function digitsText(d: Dec, spec: Spec): string {
  const sign = d.sign ? "-" : spec.sign === "-" ? "" : spec.sign;
  const percent = spec.type === "%" ? "%" : "";
  if (d.special === "inf") return `${sign}Infinity${percent}`;
  if (d.special) return `${sign}${d.special === "snan" ? "sNaN" : "NaN"}${d.coef ? d.coef : ""}${percent}`;
  const coef = d.coef.toString();
  const ldigits = coef.length + d.exp;
  let dplace = 1;
  if (spec.type === "e") {
    // A zero keeps `prec` places: its exponent moves instead.
    if (d.coef === 0n && spec.prec >= 0) dplace = 1 - spec.prec;
  } else if (spec.type === "f" || spec.type === "%" || (d.exp <= 0 && ldigits > -6)) {
    dplace = ldigits;
  }
  let body: string;
  if (dplace <= 0) body = "0." + "0".repeat(-dplace) + coef;
  else if (dplace >= coef.length) body = coef + "0".repeat(dplace - coef.length);
  else body = coef.slice(0, dplace) + "." + coef.slice(dplace);
  if (ldigits !== dplace || spec.type === "e") {
    const e = ldigits - dplace;
    body += (spec.upper ? "E" : "e") + (e < 0 ? "-" : "+") + Math.abs(e);
  }
  return sign + body + percent;
}

/** _mpd_add_sep_dot with "," every three digits: zero padding, when asked for, is grouped too,
 *  a separator counting as padding unless it would come first. */
function grouped(text: string, spec: Spec): string {
  const m = /^([-+ ]?)(\d+)(.*)$/s.exec(text)!;
  const [, sign, int, tail] = m;
  let out = "";
  let chars = tail.length;
  let left = int.length;
  let consume = 3;
  let pad = false;
  for (;;) {
    if (consume > left) consume = left;
    left -= consume;
    out = (pad ? "0".repeat(consume) : int.slice(left, left + consume)) + out;
    chars += consume;
    if (left === 0) {
      if (spec.align !== "z" || chars + sign.length >= spec.width) break;
      left = spec.width - (chars + sign.length);
      consume = 3 - consume;
      pad = true;
      continue;
    }
    if (pad && left > 1) left -= 1;
    out = "," + out;
    chars += 1;
    consume = 3;
  }
  return sign + out + tail;
}

/** _mpd_add_pad: the fill to `width` (zero padding goes after the sign). */
function padded(text: string, spec: Spec, special: boolean): string {
  let { fill, align } = spec;
  // A NaN or an infinity is never zero-padded.
  if (align === "z") [fill, align] = special ? [" ", ">"] : ["0", "="];
  const n = spec.width - [...text].length;
  if (n <= 0) return text;
  if (align === "<") return text + fill.repeat(n);
  if (align === "^") return fill.repeat(Math.floor(n / 2)) + text + fill.repeat(n - Math.floor(n / 2));
  if (align === "=" && "-+ ".includes(text[0])) return text[0] + fill.repeat(n) + text.slice(1);
  return fill.repeat(n) + text;
}

export function formatDecimal(d: Dec, specText: string): string {
  const spec = parseSpec(specText);
  let x = d.special ? d : rounded(d, spec);
  if (spec.noNegativeZero && x.sign && !x.special && x.coef === 0n) x = dec(0, 0n, x.exp);
  let text = digitsText(x, spec);
  if (spec.comma && !x.special) text = grouped(text, spec);
  return padded(text, spec, x.special !== null);
}
