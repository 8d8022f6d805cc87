// A double as text the way CPython's `PyOS_double_to_string` writes it for the codes e, f, g
// (upper-case variants) and r (repr), with its flags. Format specs and `%` build on this.
import { dtoa } from "./float-digits.js";

export interface FloatFlags {
  /** always write a sign ('+' for non-negative) */
  sign?: boolean;
  /** `repr`-style: an integral value keeps ".0" */
  addDot0?: boolean;
  /** `#`: keep the point and trailing zeros */
  alt?: boolean;
  /** `z`: -0 after rounding prints as 0 */
  noNeg0?: boolean;
}

/** `code` is one of e E f F g G r; `precision` as CPython passes it (0 for r). */
export function doubleToString(x: number, code: string, precision: number, flags: FloatFlags = {}): string {
  const upper = code === "E" || code === "F" || code === "G";
  const lower = code.toLowerCase();
  if (!Number.isFinite(x)) {
    const word = Number.isNaN(x) ? "nan" : "inf";
    const sign = x < 0 ? "-" : flags.sign ? "+" : "";
    return sign + (upper ? word.toUpperCase() : word);
  }
  let mode: 0 | 2 | 3;
  if (lower === "e") {
    mode = 2;
    precision++;
  } else if (lower === "f") mode = 3;
  else if (lower === "g") {
    mode = 2;
    if (precision === 0) precision = 1;
  } else mode = 0;
  const d = dtoa(x, mode, precision);
  let { decpt } = d;
  const digits = d.digits;
  let neg = d.neg;
  if (flags.noNeg0 && neg && digits === "0") neg = false;

  // Port of format_float_short: print vdigits[vdigitsStart:vdigitsEnd] of the digits padded
  // with zeros on both sides, with the point after position decpt.
  let vEnd = digits.length;
  let useExp = false;
  if (lower === "e") {
    useExp = true;
    vEnd = precision;
  } else if (lower === "f") vEnd = decpt + precision;
  else if (lower === "g") {
    if (decpt <= -4 || decpt > (flags.addDot0 ? precision - 1 : precision)) useExp = true;
    if (flags.alt) vEnd = precision;
  } else if (decpt <= -4 || decpt > 16) useExp = true;
  let exp = 0;
  if (useExp) {
    exp = decpt - 1;
    decpt = 1;
  }
  const vStart = decpt <= 0 ? decpt - 1 : 0;
  if (!useExp && flags.addDot0) vEnd = Math.max(vEnd, decpt + 1);
  else vEnd = Math.max(vEnd, decpt);

  let out = neg ? "-" : flags.sign ? "+" : "";
  if (decpt <= 0) out += "0".repeat(decpt - vStart) + "." + "0".repeat(-decpt);
  else out += "0".repeat(-vStart);
  if (decpt > 0 && decpt <= digits.length) out += digits.slice(0, decpt) + "." + digits.slice(decpt);
  else out += digits;
  if (digits.length < decpt) out += "0".repeat(decpt - digits.length) + "." + "0".repeat(vEnd - decpt);
  else out += "0".repeat(vEnd - digits.length);
  if (out.endsWith(".") && !flags.alt) out = out.slice(0, -1);
  if (useExp) {
    const mag = String(Math.abs(exp));
    out += (upper ? "E" : "e") + (exp < 0 ? "-" : "+") + (mag.length < 2 ? "0" + mag : mag);
  }
  return out;
}
