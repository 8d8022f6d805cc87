// `round(number, ndigits=None)`: CPython's float_round / long_round, half-even on the exact
// binary value, so `round(2.675, 2) == 2.67` and `round(2.5) == 2`.
import { E, PyFloat, callSpecial, isInt, normInt, raise, specialMethod, typeName, typeOf } from "../values/index.js";
import { dtoa, fixedDigits } from "./float-digits.js";

// Beyond these, a float rounds to itself / to a signed zero (CPython's NDIGITS_MAX / MIN).
const NDIGITS_MAX = 323;
const NDIGITS_MIN = -308;

export function round(x: any, ndigits: any): any {
  // A script's class rounds itself by its __round__, given ndigits as it is (only the builtin
  // types check it), or no argument for None, as CPython calls it.
  const m = specialMethod(x, "__round__");
  if (m !== undefined) return callSpecial(m, x, ndigits === null ? [] : [ndigits], "__round__");
  if (ndigits !== null && !isInt(ndigits) && typeof ndigits !== "boolean") {
    raise(E.TypeError, `'${typeOf(ndigits).name}' object cannot be interpreted as an integer`);
  }
  if (typeof x === "boolean") x = x ? 1 : 0;
  if (isInt(x)) return ndigits === null ? x : roundInt(x, Number(ndigits));
  if (x instanceof PyFloat) return ndigits === null ? floatToIntHalfEven(x.v) : new PyFloat(roundFloat(x.v, Number(ndigits)));
  // Module types (decimal.Decimal) round themselves, as __round__ does.
  if (x !== null && typeof x === "object" && typeof x.$round === "function") return x.$round(ndigits);
  raise(E.TypeError, `type ${typeName(x)} doesn't define __round__ method`);
}

function roundInt(x: number | bigint, ndigits: number): number | bigint {
  if (ndigits >= 0) return x;
  const a = BigInt(x);
  // Rounding at a power of ten above every digit gives 0 (and avoids building 10**huge).
  if (-ndigits > (a < 0n ? -a : a).toString().length) return 0;
  const b = 10n ** BigInt(-ndigits);
  let q = a / b;
  let r = a - q * b;
  if (r < 0n) {
    q -= 1n;
    r += b;
  }
  if (2n * r > b || (2n * r === b && q % 2n !== 0n)) q += 1n;
  return normInt(q * b);
}

/** round(float) with no ndigits: an int, ties to even. */
export function floatToIntHalfEven(v: number): number | bigint {
  if (Number.isNaN(v)) raise(E.ValueError, "cannot convert float NaN to integer");
  if (!Number.isFinite(v)) raise(E.OverflowError, "cannot convert float infinity to integer");
  const t = Math.trunc(v);
  const diff = Math.abs(v - t);
  let r = t;
  if (diff > 0.5 || (diff === 0.5 && t % 2 !== 0)) r = t + Math.sign(v);
  return Number.isSafeInteger(r) ? (r === 0 ? 0 : r) : normInt(BigInt(r));
}

function roundFloat(v: number, ndigits: number): number {
  if (!Number.isFinite(v) || ndigits > NDIGITS_MAX) return v;
  if (ndigits < NDIGITS_MIN) return 0 * v;
  // The digits toFixed gives where they are dtoa's (no tie), read back as the nearest double.
  const fixed = fixedDigits(v, ndigits);
  if (fixed !== undefined) return Number(fixed);
  const d = dtoa(v, 3, ndigits);
  const r = Number(`${d.neg ? "-" : ""}0${d.digits}e${d.decpt - d.digits.length}`);
  if (!Number.isFinite(r)) raise(E.OverflowError, "rounded value too large to represent");
  return r;
}
