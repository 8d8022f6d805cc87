// Python's format-spec mini-language (`format(v, spec)`, f-string fields, `str.format`) for
// int, bool, float and str, ported from CPython 3.11's formatter_unicode.c so that padding,
// grouping and the error messages match it character for character.
import { E, PyFloat, PyInstance, hooks, checkSequenceLength, floatRepr, isInt, raise, str as pyStr, strLen, strSlice, typeOf, typeName, intToString } from "../values/index.js";
import { fixedDigits } from "./float-digits.js";
import { doubleToString } from "./float-format.js";

export interface FormatSpec {
  fill: string;
  /** one of < > ^ = (the type's default when not given) */
  align: string;
  /** + - space, or "" */
  sign: string;
  noNeg0: boolean;
  alt: boolean;
  /** -1 when not given */
  width: number;
  /** "", "," or "_" */
  grouping: string;
  /** -1 when not given */
  precision: number;
  /** the presentation type; "" only for float's default */
  type: string;
  /** A plain decimal int's layout: type "d", no sign, `#`, precision, `z` or "=" alignment, and
   *  no grouping or "," grouping; an int of the safe range is then its digits, grouped and padded. */
  plainDecimal: boolean;
}

const ALIGNS = "<>^=";

// Scripts reuse a handful of specs in loops (f"{x:.2f}"); valid parses are kept per default
// type (int "d", float "", str "s"), each cache dropped wholesale when it grows past a bound.
const parsed: Record<string, Map<string, FormatSpec>> = { d: new Map(), "": new Map(), s: new Map() };
const MAX_CACHED_SPECS = 512;

/**
 * CPython's parse_internal_render_format_spec for a type whose default presentation is
 * `defaultType` ("d" int, "" float, "s" str); `typeName` only feeds the error message.
 */
export function parseFormatSpec(spec: string, defaultType: "d" | "" | "s", typeName: string): FormatSpec {
  const cache = parsed[defaultType];
  let f = cache.get(spec);
  if (f === undefined) {
    f = parseUncached(spec, defaultType, defaultType === "s" ? "<" : ">", typeName);
    if (cache.size >= MAX_CACHED_SPECS) cache.clear();
    cache.set(spec, f);
  }
  return f;
}

function parseUncached(spec: string, defaultType: string, defaultAlign: string, typeName: string): FormatSpec {
  const cps = Array.from(spec);
  let pos = 0;
  const end = cps.length;
  const f: FormatSpec = { fill: " ", align: defaultAlign, sign: "", noNeg0: false, alt: false, width: -1, grouping: "", precision: -1, type: defaultType, plainDecimal: false };
  let fillGiven = false;
  let alignGiven = false;
  if (end - pos >= 2 && ALIGNS.includes(cps[pos + 1])) {
    f.fill = cps[pos];
    f.align = cps[pos + 1];
    fillGiven = alignGiven = true;
    pos += 2;
  } else if (end - pos >= 1 && ALIGNS.includes(cps[pos])) {
    f.align = cps[pos++];
    alignGiven = true;
  }
  if (pos < end && "+- ".includes(cps[pos])) f.sign = cps[pos++];
  if (pos < end && cps[pos] === "z") {
    f.noNeg0 = true;
    pos++;
  }
  if (pos < end && cps[pos] === "#") {
    f.alt = true;
    pos++;
  }
  if (!fillGiven && pos < end && cps[pos] === "0") {
    f.fill = "0";
    if (!alignGiven && defaultAlign === ">") f.align = "=";
    pos++;
  }
  const width = readInt(cps, pos);
  if (width.consumed) f.width = width.value;
  pos += width.consumed;
  if (pos < end && cps[pos] === ",") {
    f.grouping = ",";
    pos++;
  }
  if (pos < end && cps[pos] === "_") {
    if (f.grouping) raise(E.ValueError, "Cannot specify both ',' and '_'.");
    f.grouping = "_";
    pos++;
  }
  if (pos < end && cps[pos] === "," && f.grouping === "_") raise(E.ValueError, "Cannot specify both ',' and '_'.");
  if (pos < end && cps[pos] === ".") {
    pos++;
    const prec = readInt(cps, pos);
    if (!prec.consumed) raise(E.ValueError, "Format specifier missing precision");
    f.precision = prec.value;
    pos += prec.consumed;
  }
  // DoS guard: width and precision size the result.
  checkSequenceLength(f.width);
  checkSequenceLength(f.precision);
  if (end - pos > 1) raise(E.ValueError, `Invalid format specifier '${spec}' for object of type '${typeName}'`);
  if (pos < end) f.type = cps[pos];
  if (f.grouping && !"defgEG%F".includes(f.type || "d")) {
    if (!"boxX".includes(f.type) || f.grouping !== "_") {
      raise(E.ValueError, `Cannot specify '${f.grouping}' with ${quoteCode(f.type)}.`);
    }
  }
  // `=` padding only without grouping: `0`-padding with `,` groups the zeros too ("0,001,234").
  f.plainDecimal = f.type === "d" && !f.sign && !f.alt && f.precision < 0 && !f.noNeg0 && (f.align === "=" ? f.grouping === "" : f.grouping !== "_");
  return f;
}

function readInt(cps: string[], pos: number): { value: number; consumed: number } {
  let i = pos;
  let value = 0;
  while (i < cps.length && cps[i] >= "0" && cps[i] <= "9") {
    value = value * 10 + (cps[i].charCodeAt(0) - 48);
    // CPython's bound is PY_SSIZE_T_MAX; far smaller widths already fail the size guard.
    if (value > 2 ** 63) raise(E.ValueError, "Too many decimal digits in format string");
    i++;
  }
  return { value, consumed: i - pos };
}

function quoteCode(c: string): string {
  const code = c.codePointAt(0) ?? 0;
  return code > 32 && code < 128 ? `'${c}'` : `'\\x${code.toString(16)}'`;
}

function unknownCode(type: string, typeName: string): never {
  raise(E.ValueError, `Unknown format code ${quoteCode(type)} for object of type '${typeName}'`);
}

/** Python's `format(value, spec)`: what the builtin and every f-string field call. */
export function format(value: any, spec: string): string {
  if (typeof value === "string") return spec === "" ? value : formatStr(value, spec);
  if (typeof value === "boolean") return spec === "" ? (value ? "True" : "False") : formatInt(value ? 1 : 0, spec, "bool");
  // format(n, "") is str(n) (CPython's int.__format__ says so too).
  if (isInt(value)) return spec === "" ? pyStr(value) : formatInt(value, spec, "int");
  if (value instanceof PyFloat) return formatFloat(value.v, spec, "float");
  // Module types (datetime, ...) format themselves through the `$format(spec)` hook.
  if (value !== null && typeof value === "object" && typeof value.$format === "function") return value.$format(spec);
  if (spec === "") return pyStr(value);
  raise(E.TypeError, `unsupported format string passed to ${typeName(value)}.__format__`);
}

/** An f-string field without spec or conversion: `format(value, "")`, which is `str(value)` except
 *  for a script's class that defines `__format__`. */
export function formatField(value: any): string {
  return value instanceof PyInstance ? value.$format("") : pyStr(value);
}

export function formatStr(s: string, spec: string): string {
  const f = parseFormatSpec(spec, "s", "str");
  if (f.type !== "s") unknownCode(f.type, "str");
  if (f.sign) raise(E.ValueError, f.sign === " " ? "Space not allowed in string format specifier" : "Sign not allowed in string format specifier");
  if (f.noNeg0) raise(E.ValueError, "Negative zero coercion (z) not allowed in string format specifier");
  if (f.alt) raise(E.ValueError, "Alternate form (#) not allowed in string format specifier");
  if (f.align === "=") raise(E.ValueError, "'=' alignment not allowed in string format specifier");
  let n = strLen(s);
  if (f.precision >= 0 && n > f.precision) {
    s = strSlice(s, 0, f.precision, 1);
    n = f.precision;
  }
  return pad(s, n, f.width, f.align, f.fill);
}

function pad(s: string, n: number, width: number, align: string, fill: string): string {
  if (width <= n) return s;
  const total = width - n;
  const left = align === ">" ? total : align === "^" ? total >> 1 : 0;
  return fill.repeat(left) + s + fill.repeat(total - left);
}

/** format(x, "c") reads x as a C long first (`%` formatting does not). */
function checkCLong(value: number | bigint): void {
  if (typeof value === "bigint" && (value >= 2n ** 63n || value < -(2n ** 63n))) raise(E.OverflowError, "Python int too large to convert to C long");
}

const RADIX: Record<string, number> = { b: 2, o: 8, x: 16, X: 16, d: 10, n: 10 };

function formatInt(value: number | bigint, spec: string, typeName: string): string {
  const f = parseFormatSpec(spec, "d", typeName);
  if (f.plainDecimal && typeof value === "number") {
    // `f"{n:>5}"`, `f"{n:,}"`, `f"{n:05d}"`: the digits, grouped, then padded (after the sign for
    // `=`), with none of the general layout's steps.
    const digits = String(value < 0 ? -value : value);
    const sign = value < 0 ? "-" : "";
    if (f.align === "=") return sign + pad(digits, digits.length, f.width - sign.length, ">", f.fill);
    const text = sign + (f.grouping === "" ? digits : thousands(digits));
    return pad(text, text.length, f.width, f.align, f.fill);
  }
  if ("eEfFgG%".includes(f.type)) {
    const x = Number(value);
    if (!Number.isFinite(x)) raise(E.OverflowError, "int too large to convert to float");
    return renderFloat(x, f);
  }
  if (!(f.type in RADIX) && f.type !== "c") unknownCode(f.type, typeName);
  if (f.precision !== -1) raise(E.ValueError, "Precision not allowed in integer format specifier");
  if (f.noNeg0) raise(E.ValueError, "Negative zero coercion (z) not allowed in integer format specifier");
  if (f.type === "c") {
    if (f.sign) raise(E.ValueError, "Sign not allowed with integer format specifier 'c'");
    if (f.alt) raise(E.ValueError, "Alternate form (#) not allowed with integer format specifier 'c'");
    checkCLong(value);
    if (value < 0 || value > 0x10ffff) raise(E.OverflowError, "%c arg not in range(0x110000)");
    return layoutNumber(f, "", "", "", String.fromCodePoint(Number(value)), 0);
  }
  const neg = value < 0;
  // Decimal output is under CPython's 4300-digit limit (intToString), other bases are not.
  const radix = RADIX[f.type];
  let digits = radix === 10 ? intToString(neg ? -value : value) : (neg ? -value : value).toString(radix);
  let prefix = f.alt && f.type !== "d" && f.type !== "n" ? "0" + f.type : "";
  if (f.type === "X") {
    digits = digits.toUpperCase();
    prefix = prefix.toUpperCase();
  }
  const groupLen = f.type === "n" ? 0 : f.grouping === "_" && "boxX".includes(f.type) ? 4 : 3;
  return layoutNumber(f, neg ? "-" : "", prefix, digits, "", groupLen);
}

function formatFloat(x: number, spec: string, typeName: string): string {
  const f = parseFormatSpec(spec, "", typeName);
  if (!"eEfFgGn%".includes(f.type)) unknownCode(f.type, typeName);
  return renderFloat(x, f);
}

function renderFloat(x: number, f: FormatSpec): string {
  const plain = f.width < 0 && !f.sign && !f.grouping && !f.alt && !f.noNeg0;
  // Fast paths for what f-strings use most: `{x}`, `{x:.2f}` and `{x:.1%}` with nothing else
  // (`%` formats the double x * 100 as `f` does, as CPython does).
  if (plain && f.type === "" && f.precision < 0) return floatRepr(x);
  if (plain && (f.type === "f" || f.type === "%")) {
    const fixed = fixedDigits(f.type === "%" ? x * 100 : x, f.precision < 0 ? 6 : f.precision);
    if (fixed !== undefined) return f.type === "%" ? fixed + "%" : fixed;
  }
  let type = f.type;
  let precision = f.precision;
  const addDot0 = type === "";
  if (type === "") type = precision < 0 ? "r" : "g";
  else if (type === "n") type = "g";
  if (precision < 0) precision = type === "r" ? 0 : 6;
  let percent = "";
  if (type === "%") {
    type = "f";
    x *= 100;
    percent = "%";
  }
  const text = doubleToString(x, type, precision, { addDot0, alt: f.alt, noNeg0: f.noNeg0 }) + percent;
  const neg = text.startsWith("-");
  const body = neg ? text.slice(1) : text;
  let intEnd = 0;
  while (intEnd < body.length && body[intEnd] >= "0" && body[intEnd] <= "9") intEnd++;
  return layoutNumber(f, neg ? "-" : "", "", body.slice(0, intEnd), body.slice(intEnd), f.type === "n" ? 0 : 3);
}

/**
 * CPython's calc_number_widths + fill_number: `<lpad><sign><prefix><spad><grouped digits>
 * <remainder><rpad>`; zero padding with `=` is grouped like the digits (`format(1234, "010,")`).
 */
function layoutNumber(f: FormatSpec, signChar: string, prefix: string, digits: string, remainder: string, groupLen: number): string {
  const sign = f.sign === "+" ? (signChar || "+") : f.sign === " " ? (signChar || " ") : signChar;
  const nonDigit = sign.length + prefix.length + strLen(remainder);
  const minWidth = f.fill === "0" && f.align === "=" ? f.width - nonDigit : 0;
  const sep = f.grouping && groupLen ? f.grouping : "";
  const grouped = digits.length === 0 ? "" : groupDigits(digits, minWidth, sep, sep ? groupLen : 0);
  const padding = f.width - (nonDigit + grouped.length);
  let left = 0;
  let middle = 0;
  let right = 0;
  if (padding > 0) {
    if (f.align === "<") right = padding;
    else if (f.align === "^") {
      left = padding >> 1;
      right = padding - left;
    } else if (f.align === "=") middle = padding;
    else left = padding;
  }
  return f.fill.repeat(left) + sign + prefix + f.fill.repeat(middle) + grouped + remainder + f.fill.repeat(right);
}

/** Decimal digits with a "," between each three from the right (groupDigits' answer when no
 *  zero fill is asked for), in slices of three. */
function thousands(digits: string): string {
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += "," + digits.slice(i, i + 3);
  return out;
}

/** _PyUnicode_InsertThousandsGrouping: groups from the right, zero-filling up to `minWidth`. */
function groupDigits(digits: string, minWidth: number, sep: string, groupLen: number): string {
  let out = "";
  let remaining = digits.length;
  let pos = digits.length;
  let useSep = false;
  if (groupLen > 0) {
    for (;;) {
      const l = Math.min(groupLen, Math.max(remaining, minWidth, 1));
      const zeros = Math.max(0, l - remaining);
      const chars = Math.max(0, Math.min(remaining, l));
      out = "0".repeat(zeros) + digits.slice(pos - chars, pos) + (useSep ? sep : "") + out;
      pos -= chars;
      useSep = true;
      remaining -= chars;
      minWidth -= groupLen;
      if (remaining <= 0 && minWidth <= 0) return out;
      minWidth -= sep.length;
    }
  }
  const len = Math.max(remaining, minWidth, 1);
  return "0".repeat(Math.max(0, len - remaining)) + digits;
}

// Module chunks (enum) reach format() through the value layer's hooks.
hooks.format = format;
