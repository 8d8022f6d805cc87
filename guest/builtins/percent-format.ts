// `str % args`: CPython 3.11's PyUnicode_Format (printf-style formatting), including its
// argument bookkeeping quirks and error messages. Installs itself as the values' `%` hook.
// bytes-percent-format.ts runs it over bytes, with bytes's conversions (a PercentFlavor).
import { E, PyBytes, asciiRepr, doubleOf, PyDict, PyFloat, PyList, PyRange, PyTuple, checkSequenceLength, getItem, intToString, isInt, isModuleReal, raise, repr, scriptIndex, setPercentFormatter, str as pyStr, strLen, strSlice, typeName } from "../values/index.js";
import { fixedDigits } from "./float-digits.js";
import { doubleToString } from "./float-format.js";

interface Arg {
  flags: { ljust: boolean; sign: boolean; blank: boolean; alt: boolean; zero: boolean };
  width: number;
  prec: number;
  ch: string;
  /** Just past the directive in its format. */
  end: number;
}

/** What `str % args` and `bytes % args` do differently. */
export interface PercentFlavor {
  /** "string" or "bytes", as "not all arguments converted during string formatting" says. */
  readonly name: string;
  /** The text of a directive other than the numeric ones (%s, %r, %a, %c, bytes's %b) for
   *  `v`, or undefined when the flavor has no such conversion character. */
  text(ch: string, v: any): string | undefined;
  /** The mapping key `%(key)s` reads. */
  key(k: string): any;
  /** Whether `args` is the mapping `%(key)s` reads (which also silences the "not all arguments
   *  converted" check for it). */
  isMapping(args: unknown): boolean;
  /** The error of conversion character `ch` at `index`. */
  unsupported(ch: string, index: number): never;
}

const STR: PercentFlavor = {
  name: "string",
  text: (ch, v) => (ch === "s" ? pyStr(v) : ch === "r" ? repr(v) : ch === "a" ? asciiRepr(v) : ch === "c" ? formatChar(v) : undefined),
  key: (k) => k,
  isMapping,
  unsupported(ch, index) {
    const code = ch.codePointAt(0)!;
    const shown = code >= 31 && code <= 126 ? ch : "?";
    raise(E.ValueError, `unsupported format character '${shown}' (0x${code.toString(16)}) at index ${index}`);
  },
};

/**
 * One directive of a literal format the transpiler split (transpiler/emit-percent.ts; `spec` is
 * the directive without its `%`: "s", "05.2f") applied to its one argument: the text `fmt % args`
 * writes for it.
 */
export function percentDirective(spec: string, v: any): string {
  if (spec === "s") return typeof v === "string" ? v : pyStr(v);
  if (spec === "d" && typeof v === "number") return String(v);
  let arg = directives.get(spec);
  if (arg === undefined) directives.set(spec, (arg = readDirective(spec, 0, noStar)));
  const { flags, prec } = arg;
  // `%.2f`, `%8.3f`: toFixed's digits where they are CPython's, then the width and sign.
  if (arg.ch === "f" && prec >= 0 && !flags.alt) {
    const fixed = fixedDigits(doubleOf(v) ?? NaN, prec);
    if (fixed !== undefined) return arg.width < 0 && !(flags.sign || flags.blank) ? fixed : applyWidth(fixed, true, arg);
  }
  // The transpiler splits no directive whose character convert refuses: no index is asked for.
  const { text, numeric } = convert(v, arg, STR, () => 0);
  return applyWidth(text, numeric, arg);
}

/** The directives percentDirective was given, read once each (none takes a `*`, so none
 *  changes with the arguments). */
const directives = new Map<string, Arg>();
// A split directive has no `*` (the transpiler's parse takes none), so this is never called.
const noStar = (): never => raise(E.TypeError, "* wants int");

/** Python's `fmt % args`; bytes's (`flavor`) with the bytes as Latin-1 text. */
export function percentFormat(fmt: string, args: any, flavor: PercentFlavor = STR): string {
  // Every directive character is ASCII, so the string is scanned by UTF-16 unit.
  const n = fmt.length;
  let dict: any = null;
  let arglen: number;
  let argidx: number;
  let source = args;
  if (args instanceof PyTuple) {
    arglen = args.items.length;
    argidx = 0;
  } else {
    arglen = -1;
    argidx = -2;
  }

  const nextArg = (): any => {
    if (argidx < arglen) {
      const i = argidx++;
      return arglen < 0 ? source : source.items[i];
    }
    raise(E.TypeError, "not enough arguments for format string");
  };
  let out = "";
  let pos = 0;
  while (pos < n) {
    const pct = fmt.indexOf("%", pos);
    if (pct < 0) {
      out += fmt.slice(pos);
      break;
    }
    out += fmt.slice(pos, pct);
    pos = pct + 1;
    // Only `%%` itself is a `%`: after a key, flag or width, `%` is a directive (an unsupported one).
    if (fmt.charCodeAt(pos) === 0x25) {
      out += "%";
      pos++;
      continue;
    }
    if (pos < n && fmt[pos] === "(") {
      if (dict === null) dict = flavor.isMapping(args) ? args : raise(E.TypeError, "format requires a mapping");
      pos++;
      let depth = 1;
      const start = pos;
      while (pos < n && depth > 0) {
        if (fmt[pos] === ")") depth--;
        else if (fmt[pos] === "(") depth++;
        pos++;
      }
      if (depth > 0) raise(E.ValueError, "incomplete format key");
      source = getItem(dict, flavor.key(fmt.slice(start, pos - 1)));
      arglen = -1;
      argidx = -2;
    }
    // The commonest directives, %s, %r and %d of an int, with no flag, width or precision: the
    // conversion alone (what convert and applyWidth come to), without their objects.
    const c = fmt.charCodeAt(pos);
    if ((c === 0x73 || c === 0x72) && flavor === STR) {
      pos++;
      const v = nextArg();
      out += c === 0x73 ? pyStr(v) : repr(v);
      continue;
    }
    if (c === 0x64 && argidx < arglen && typeof (arglen < 0 ? source : source.items[argidx]) === "number") {
      pos++;
      out += String(nextArg());
      continue;
    }
    // `%.2f` of a float or int, with no flag or width: toFixed's digits where they are CPython's.
    if (c === 0x2e && argidx < arglen) {
      const fixed = fixedDirective(fmt, pos, arglen < 0 ? source : source.items[argidx]);
      if (fixed !== undefined) {
        nextArg();
        out += fixed.text;
        pos = fixed.end;
        continue;
      }
    }
    const arg = readDirective(fmt, pos, nextArg);
    pos = arg.end;
    const v = nextArg();
    const { text, numeric } = convert(v, arg, flavor, () => strLen(fmt.slice(0, pos - arg.ch.length)));
    out += applyWidth(text, numeric, arg);
  }
  if (argidx < arglen && !flavor.isMapping(args)) raise(E.TypeError, `not all arguments converted during ${flavor.name} formatting`);
  return out;
}

/** CPython takes anything with __getitem__ (but not a tuple or str) as the mapping for
 *  %(name)s, which also silences the "not all arguments converted" check for it. */
function isMapping(args: unknown): boolean {
  return args instanceof PyDict || args instanceof PyList || args instanceof PyRange || args instanceof PyBytes;
}

/**
 * The directive at `pos` of `fmt` (just past its `%` and any mapping key): its flags, width and
 * precision (a `*` takes `nextArg()`), and its conversion character, and where it ends.
 */
function readDirective(fmt: string, pos: number, nextArg: () => any): Arg {
  const n = fmt.length;
  const arg: Arg = { flags: { ljust: false, sign: false, blank: false, alt: false, zero: false }, width: -1, prec: -1, ch: "", end: 0 };
  for (; pos < n; pos++) {
    const c = fmt[pos];
    if (c === "-") arg.flags.ljust = true;
    else if (c === "+") arg.flags.sign = true;
    else if (c === " ") arg.flags.blank = true;
    else if (c === "#") arg.flags.alt = true;
    else if (c === "0") arg.flags.zero = true;
    else break;
  }
  if (pos < n && fmt[pos] === "*") {
    const w = nextArg();
    if (!isInt(w)) raise(E.TypeError, "* wants int");
    arg.width = Number(w);
    if (arg.width < 0) {
      arg.flags.ljust = true;
      arg.width = -arg.width;
    }
    pos++;
  } else {
    while (pos < n && fmt[pos] >= "0" && fmt[pos] <= "9") {
      arg.width = Math.max(arg.width, 0) * 10 + Number(fmt[pos++]);
    }
  }
  if (pos < n && fmt[pos] === ".") {
    pos++;
    arg.prec = 0;
    if (pos < n && fmt[pos] === "*") {
      const p = nextArg();
      if (!isInt(p)) raise(E.TypeError, "* wants int");
      arg.prec = Math.max(0, Number(p));
      pos++;
    } else {
      while (pos < n && fmt[pos] >= "0" && fmt[pos] <= "9") arg.prec = arg.prec * 10 + Number(fmt[pos++]);
    }
  }
  // DoS guard: width and precision size the result.
  checkSequenceLength(arg.width);
  checkSequenceLength(arg.prec);
  while (pos < n && "hlL".includes(fmt[pos])) pos++;
  if (pos >= n) raise(E.ValueError, "incomplete format");
  arg.ch = String.fromCodePoint(fmt.codePointAt(pos)!);
  arg.end = pos + arg.ch.length;
  return arg;
}

/** A `.Nf` directive (N one or two digits) at `pos` applied to `v`, when fixedDigits writes it. */
function fixedDirective(fmt: string, pos: number, v: unknown): { text: string; end: number } | undefined {
  let end = pos + 1;
  let prec = 0;
  for (let c = fmt.charCodeAt(end); c >= 0x30 && c <= 0x39 && end < pos + 3; c = fmt.charCodeAt(++end)) prec = prec * 10 + c - 0x30;
  if (end === pos + 1 || fmt.charCodeAt(end) !== 0x66) return undefined;
  const x = doubleOf(v) ?? NaN;
  const text = fixedDigits(x, prec);
  return text === undefined ? undefined : { text, end: end + 1 };
}

/** `index` gives the directive's code-point position, only needed for the error message. */
function convert(v: any, arg: Arg, flavor: PercentFlavor, index: () => number): { text: string; numeric: boolean } {
  const ch = arg.ch;
  switch (ch) {
    case "d":
    case "i":
    case "u":
    case "o":
    case "x":
    case "X":
      return { text: formatLong(v, arg), numeric: true };
    case "e":
    case "E":
    case "f":
    case "F":
    case "g":
    case "G":
      return { text: doubleToString(toDouble(v), ch, arg.prec < 0 ? 6 : arg.prec, { alt: arg.flags.alt }), numeric: true };
    default: {
      const text = flavor.text(ch, v);
      return text !== undefined ? { text, numeric: false } : flavor.unsupported(ch, index());
    }
  }
}

function formatLong(v: any, arg: Arg): string {
  let int: number | bigint;
  if (typeof v === "boolean") int = v ? 1 : 0;
  else if (isInt(v)) int = v;
  else if (v instanceof PyFloat && !"oxX".includes(arg.ch)) {
    if (Number.isNaN(v.v)) raise(E.ValueError, "cannot convert float NaN to integer");
    if (!Number.isFinite(v.v)) raise(E.OverflowError, "cannot convert float infinity to integer");
    const t = Math.trunc(v.v);
    int = Number.isSafeInteger(t) ? t : BigInt(t);
  } else if (isModuleReal(v) && !"oxX".includes(arg.ch)) {
    // A Decimal or Fraction truncates through its __int__ (PyNumber_Long); it has no __index__.
    int = v.$int();
  } else {
    // An instance with __index__ (an IntEnum member) formats as that int (CPython's PyNumber_Index).
    const index = scriptIndex(v);
    if (index !== undefined) int = index;
    else if ("oxX".includes(arg.ch)) raise(E.TypeError, `%${arg.ch} format: an integer is required, not ${typeName(v)}`);
    else raise(E.TypeError, `%${arg.ch} format: a real number is required, not ${typeName(v)}`);
  }
  const neg = int < 0;
  const radix = arg.ch === "o" ? 8 : arg.ch === "x" || arg.ch === "X" ? 16 : 10;
  let digits = radix === 10 ? intToString(neg ? -int : int) : (neg ? -int : int).toString(radix);
  if (arg.prec > digits.length) digits = "0".repeat(arg.prec - digits.length) + digits;
  const prefix = arg.flags.alt && radix !== 10 ? "0" + arg.ch : "";
  const text = (neg ? "-" : "") + prefix + digits;
  return arg.ch === "X" ? text.toUpperCase() : text;
}

function toDouble(v: any): number {
  if (v instanceof PyFloat) return v.v;
  if (typeof v === "boolean") return v ? 1 : 0;
  if (isInt(v)) {
    const x = Number(v);
    if (!Number.isFinite(x)) raise(E.OverflowError, "int too large to convert to float");
    return x;
  }
  // A Decimal or Fraction converts through its __float__ (PyFloat_AsDouble).
  if (isModuleReal(v)) return v.$float();
  raise(E.TypeError, `must be real number, not ${typeName(v)}`);
}

function formatChar(v: any): string {
  if (typeof v === "string") {
    if (strLen(v) !== 1) raise(E.TypeError, "%c requires int or char");
    return v;
  }
  if (!isInt(v) && typeof v !== "boolean") raise(E.TypeError, "%c requires int or char");
  const code = Number(v);
  if (code < 0 || code > 0x10ffff) raise(E.OverflowError, "%c arg not in range(0x110000)");
  return String.fromCodePoint(code);
}

/** unicode_format_arg_output: sign, `0x` prefix, zero or space padding, `-` justification. */
function applyWidth(str: string, numeric: boolean, arg: Arg): string {
  const { flags } = arg;
  const fill = numeric && flags.zero ? "0" : " ";
  let len = strLen(str);
  if ((arg.width === -1 || arg.width <= len) && (arg.prec === -1 || arg.prec >= len) && !(flags.sign || flags.blank)) return str;
  if ((arg.ch === "s" || arg.ch === "r" || arg.ch === "a" || arg.ch === "b") && arg.prec >= 0 && len > arg.prec) {
    str = strSlice(str, 0, arg.prec, 1);
    len = arg.prec;
  }
  let width = arg.width;
  let body = str;
  let sign = "";
  if (numeric) {
    if (body[0] === "-" || body[0] === "+") {
      sign = body[0];
      body = body.slice(1);
      len--;
    } else if (flags.sign) sign = "+";
    else if (flags.blank) sign = " ";
  }
  if (width < len) width = len;
  let out = "";
  if (sign) {
    if (fill !== " ") out += sign;
    if (width > len) width--;
  }
  const hasPrefix = flags.alt && (arg.ch === "x" || arg.ch === "X" || arg.ch === "o");
  let prefix = "";
  if (hasPrefix) {
    prefix = body.slice(0, 2);
    body = body.slice(2);
    if (fill !== " ") out += prefix;
    width = Math.max(0, width - 2);
    len -= 2;
  }
  if (width > len && !flags.ljust) {
    out += fill.repeat(width - len);
    width = len;
  }
  if (fill === " ") out += sign + prefix;
  out += body;
  if (width > len) out += " ".repeat(width - len);
  return out;
}

setPercentFormatter(percentFormat);
