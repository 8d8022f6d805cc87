// Text to number as CPython's int(str, base) and float(str): whitespace, sign, underscores,
// base prefixes, Unicode decimal digits, the 4300-digit limit and the exact error messages.
import { E, raise } from "./exceptions.js";
import { hooks } from "./hooks.js";
import { type Int, normInt } from "./int.js";
import { repr } from "./repr.js";
import { cutCodePoints } from "./str.js";
import { isAscii } from "./class-run.js";

const ND = /\p{Nd}/u;
// What int() and float() strip: ASCII whitespace (Py_ISSPACE, so not the separators \x1c-\x1f
// that str.isspace() counts) and the non-ASCII characters str.isspace() counts (not \ufeff, which JS's \s does).
const SPACE = /^[\t\n\v\f\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;

/** Replaces non-ASCII decimal digits (Unicode Nd) by their ASCII value, as CPython does first. */
export function asciiDigits(s: string): string {
  if (isAscii(s)) return s;
  let out = "";
  for (const ch of s) {
    if (ch > "\x7f" && ND.test(ch)) {
      // Nd digits come in runs of 10 starting at 0; find the run start to get the value.
      const cp = ch.codePointAt(0)!;
      let start = cp;
      while (ND.test(String.fromCodePoint(start - 1))) start--;
      out += String((cp - start) % 10);
    } else out += ch;
  }
  return out;
}

const DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";

// The commonest int(text): a decimal that fits a double exactly, with ASCII whitespace at most.
const PLAIN_DECIMAL = /^[ \t\n\r\f\v]*[+-]?[0-9]{1,15}[ \t\n\r\f\v]*$/;

/** int(text, base) for a str argument; `base` already checked to be 0 or 2..36. */
export function parseInt(text: string, base: number): Int {
  if (base === 10) {
    // A safe int's own text ("42", "-17": no "+", leading zero or space) converts as it reads,
    // without the pattern's test (~250 ns).
    const n = +text;
    if ("" + n === text && n <= 9007199254740991 && n >= -9007199254740991 && n % 1 === 0) return n;
    // `|| 0`: "-0" is 0.
    if (PLAIN_DECIMAL.test(text)) return Number(text) || 0;
  }
  // CPython formats the literal with `%.200R`: its repr cut to 200 code points.
  const fail = (): never => raise(E.ValueError, `invalid literal for int() with base ${base}: ${cutCodePoints(repr(text), 200)}`);
  let s = asciiDigits(text).replace(SPACE, "");
  let negative = false;
  if (s[0] === "+" || s[0] === "-") {
    negative = s[0] === "-";
    s = s.slice(1);
  }
  let b = base;
  const prefix = s.slice(0, 2).toLowerCase();
  const prefixBase = prefix === "0x" ? 16 : prefix === "0o" ? 8 : prefix === "0b" ? 2 : 0;
  let afterPrefix = false;
  let leadingZero = false;
  if (prefixBase && (b === 0 || b === prefixBase)) {
    b = prefixBase;
    s = s.slice(2);
    afterPrefix = true;
  } else if (b === 0) {
    b = 10;
    // Base 0 refuses leading zeros ("010") but accepts all-zero literals ("00", "0_0"); CPython
    // finds out after the digit limit.
    leadingZero = /^0/.test(s) && !/^0+(_0+)*$/.test(s);
  }
  // One underscore between digits; after a base prefix one may lead ("0x_1f").
  if (afterPrefix && s[0] === "_") s = s.slice(1);
  if (s === "" || s[0] === "_") fail();
  // CPython's limit counts the digits before the first character that is not one, and comes
  // before the check of what follows them ("1" * 4301 + "x" exceeds the limit).
  let scanned = 0;
  let k = 0;
  for (; k < s.length; k++) {
    if (s[k] === "_") {
      if (s[k - 1] === "_") fail();
      continue;
    }
    const v = DIGITS.indexOf(s[k].toLowerCase());
    if (v < 0 || v >= b) break;
    scanned++;
  }
  if (s[k - 1] === "_") fail();
  const limit = hooks.maxStrDigits;
  if ((b & (b - 1)) !== 0 && limit > 0 && scanned > limit) {
    raise(
      E.ValueError,
      `Exceeds the limit (${limit} digits) for integer string conversion: value has ${scanned} digits; use sys.set_int_max_str_digits() to increase the limit`,
    );
  }
  if (k < s.length || leadingZero) fail();
  const digits = s.replace(/_/g, "").toLowerCase();
  let value: bigint;
  if (b === 10) value = BigInt(digits);
  else if (b === 16) value = BigInt("0x" + digits);
  else if (b === 8) value = BigInt("0o" + digits);
  else if (b === 2) value = BigInt("0b" + digits);
  else {
    value = 0n;
    const big = BigInt(b);
    for (const ch of digits) value = value * big + BigInt(DIGITS.indexOf(ch));
  }
  return normInt(negative ? -value : value);
}

const FLOAT = /^[+-]?(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d(?:_?\d)*)?$/;
const SPECIAL = /^([+-]?)(inf|infinity|nan)$/i;

// Digits, a fraction and an exponent, nothing else: JS's Number reads these as Python's float does.
const PLAIN_FLOAT = /^[+-]?\d+(?:\.\d*)?(?:[eE][+-]?\d+)?$/;

/** float(text) for a str argument. */
export function parseFloat(text: string): number {
  // The common text first: one test, no copies.
  if (PLAIN_FLOAT.test(text)) return Number(text);
  const s = asciiDigits(text).replace(SPACE, "");
  const special = SPECIAL.exec(s);
  if (special) {
    if (special[2].toLowerCase() === "nan") return NaN;
    return special[1] === "-" ? -Infinity : Infinity;
  }
  if (!FLOAT.test(s)) raise(E.ValueError, `could not convert string to float: ${repr(text)}`);
  return Number(s.replace(/_/g, ""));
}
