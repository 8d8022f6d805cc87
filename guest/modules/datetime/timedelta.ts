// datetime.timedelta: normalised (days, seconds, microseconds) as CPython's C implementation,
// with its argument accumulation (exact ints, floats rounded half-even once), repr/str and arithmetic.

import {
  E,
  PyFloat,
  PyTuple,
  PyType,
  T,
  builtin,
  callPy,
  defineMethods,
  defineProperties,
  intTrueDiv,
  isInt,
  normInt,
  raise,
  typeOf,
  type BinaryOpName,
} from "../../values/index.js";
import { fromFloat } from "../fraction.js";

export const TimedeltaType = new PyType("timedelta", [T.object], "datetime");
TimedeltaType.tpName = "datetime.timedelta";

export const US_PER_SECOND = 1_000_000n;
export const US_PER_DAY = 86_400_000_000n;
const MAX_DAYS = 999_999_999;

export class PyTimedelta {
  constructor(
    readonly days: number,
    readonly seconds: number,
    readonly microseconds: number,
  ) {}

  /** Total microseconds, exact. */
  get us(): bigint {
    return BigInt(this.days) * US_PER_DAY + BigInt(this.seconds) * US_PER_SECOND + BigInt(this.microseconds);
  }

  $repr(): string {
    return timedeltaRepr(this);
  }

  $str(): string {
    return timedeltaStr(this);
  }

  $bool(): boolean {
    return this.us !== 0n;
  }

  $eq(other: unknown): boolean {
    return other instanceof PyTimedelta && other.us === this.us;
  }

  $compare(other: unknown): number | undefined {
    if (!(other instanceof PyTimedelta)) return undefined;
    const a = this.us;
    const b = other.us;
    return a < b ? -1 : a > b ? 1 : 0;
  }

  $hashKey(): string {
    return `\0timedelta:${this.us}`;
  }

  $unaryOp(op: string): PyTimedelta | undefined {
    if (op === "USub") return fromMicroseconds(-this.us);
    if (op === "UAdd") return this;
    if (op === "Abs") return this.us < 0n ? fromMicroseconds(-this.us) : this;
    return undefined;
  }

  $binaryOp(op: BinaryOpName | "DivMod", other: unknown, reflected: boolean): unknown {
    const us = this.us;
    if (other instanceof PyTimedelta) {
      const [a, b] = reflected ? [other.us, us] : [us, other.us];
      switch (op) {
        case "Add":
          return fromMicroseconds(a + b);
        case "Sub":
          return fromMicroseconds(a - b);
        case "Div":
          if (b === 0n) raise(E.ZeroDivisionError, "division by zero");
          return new PyFloat(intTrueDiv(normInt(a), normInt(b)));
        case "FloorDiv":
          if (b === 0n) raise(E.ZeroDivisionError, "integer division or modulo by zero");
          return normInt(floorDiv(a, b));
        case "Mod":
          if (b === 0n) raise(E.ZeroDivisionError, "integer division or modulo by zero");
          return fromMicroseconds(a - floorDiv(a, b) * b);
        case "DivMod": {
          if (b === 0n) raise(E.ZeroDivisionError, "integer division or modulo by zero");
          const q = floorDiv(a, b);
          return new PyTuple([normInt(q), fromMicroseconds(a - q * b)]);
        }
      }
      return undefined;
    }
    const isNum = typeof other === "boolean" || isInt(other);
    if (op === "Mult" && isNum) return fromMicroseconds(us * (typeof other === "boolean" ? BigInt(Number(other)) : BigInt(other as number | bigint)));
    if (op === "Mult" && other instanceof PyFloat) {
      const r = floatRatio(other.v);
      return fromMicroseconds(divRoundHalfEven(us * r.n, r.d));
    }
    if (reflected) return undefined;
    if ((op === "Div" || op === "FloorDiv") && isNum) {
      const d = typeof other === "boolean" ? (other ? 1n : 0n) : BigInt(other as number | bigint);
      if (d === 0n) raise(E.ZeroDivisionError, "integer division or modulo by zero");
      return fromMicroseconds(op === "Div" ? divRoundHalfEven(us, d) : floorDiv(us, d));
    }
    if (op === "Div" && other instanceof PyFloat) {
      const r = floatRatio(other.v);
      if (r.n === 0n) raise(E.ZeroDivisionError, "division by zero");
      return fromMicroseconds(divRoundHalfEven(us * r.d, r.n));
    }
    return undefined;
  }
}
Object.defineProperty(PyTimedelta.prototype, "$type", { value: TimedeltaType });

/** float.as_integer_ratio(), refusing NaN and infinities as CPython's timedelta does. */
function floatRatio(v: number) {
  if (Number.isNaN(v)) raise(E.ValueError, "cannot convert NaN to integer ratio");
  if (!Number.isFinite(v)) raise(E.OverflowError, "cannot convert Infinity to integer ratio");
  return fromFloat(v);
}

/** Normalises a microsecond count; OverflowError as CPython when |days| > 999999999. */
export function fromMicroseconds(us: bigint): PyTimedelta {
  let days = us / US_PER_DAY;
  let rem = us % US_PER_DAY;
  if (rem < 0n) {
    rem += US_PER_DAY;
    days -= 1n;
  }
  if (days > BigInt(MAX_DAYS) || days < -BigInt(MAX_DAYS)) {
    raise(E.OverflowError, `days=${days}; must have magnitude <= ${MAX_DAYS}`);
  }
  return new PyTimedelta(Number(days), Number(rem / US_PER_SECOND), Number(rem % US_PER_SECOND));
}

/** A tzinfo answer's timedelta, or None where it has none (utcoffset, dst). */
export const deltaOrNone = (us: bigint | null): PyTimedelta | null => (us === null ? null : fromMicroseconds(us));

const UNITS: [string, bigint][] = [
  ["microseconds", 1n],
  ["milliseconds", 1000n],
  ["seconds", US_PER_SECOND],
  ["minutes", 60n * US_PER_SECOND],
  ["hours", 3600n * US_PER_SECOND],
  ["days", US_PER_DAY],
  ["weeks", 7n * US_PER_DAY],
];

/** timedelta(days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0). */
export function makeTimedelta(args: Record<string, unknown>): PyTimedelta {
  let sum = 0n;
  let leftover = 0;
  for (const [name, factor] of UNITS) {
    const v = args[name];
    if (v === undefined || v === 0) continue;
    if (typeof v === "boolean" || isInt(v)) {
      sum += (typeof v === "boolean" ? (v ? 1n : 0n) : BigInt(v as number | bigint)) * factor;
    } else if (v instanceof PyFloat) {
      // CPython's accum(): integral parts exact, fractional microseconds carried as a double.
      const x = v.v;
      if (!Number.isFinite(x)) raise(E.ValueError, `cannot convert float ${Number.isNaN(x) ? "NaN" : "infinity"} to integer`);
      const ip = Math.trunc(x);
      sum += BigInt(ip) * factor;
      const frac = (x - ip) * Number(factor);
      const ip2 = Math.trunc(frac);
      sum += BigInt(ip2);
      leftover += frac - ip2;
    } else {
      raise(E.TypeError, `unsupported type for timedelta ${name} component: ${typeOf(v).name}`);
    }
  }
  if (leftover !== 0) {
    let whole = Math.round(leftover);
    if (Math.abs(whole - leftover) === 0.5) {
      const isOdd = Number(((sum % 2n) + 2n) % 2n);
      whole = 2 * Math.round((leftover + isOdd) * 0.5) - isOdd;
    }
    sum += BigInt(whole);
  }
  return fromMicroseconds(sum);
}

export function timedeltaRepr(td: PyTimedelta): string {
  const parts: string[] = [];
  if (td.days) parts.push(`days=${td.days}`);
  if (td.seconds) parts.push(`seconds=${td.seconds}`);
  if (td.microseconds) parts.push(`microseconds=${td.microseconds}`);
  return `datetime.timedelta(${parts.length ? parts.join(", ") : "0"})`;
}

export function timedeltaStr(td: PyTimedelta): string {
  const mm = Math.floor(td.seconds / 60);
  const ss = td.seconds % 60;
  const hh = Math.floor(mm / 60);
  let s = `${hh}:${pad2(mm % 60)}:${pad2(ss)}`;
  if (td.days) s = `${td.days} day${Math.abs(td.days) !== 1 ? "s" : ""}, ` + s;
  if (td.microseconds) s += "." + String(td.microseconds).padStart(6, "0");
  return s;
}

export function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

/** Round-half-even integer division for timedelta / int and * float. */
export function divRoundHalfEven(n: bigint, d: bigint): bigint {
  if (d < 0n) [n, d] = [-n, -d];
  let q = n / d;
  let r = n % d;
  if (r < 0n) {
    q -= 1n;
    r += d;
  }
  const twice = 2n * r;
  if (twice > d || (twice === d && q % 2n !== 0n)) q += 1n;
  return q;
}

export function floorDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  return (n % d !== 0n && (n < 0n) !== (d < 0n)) ? q - 1n : q;
}

const init = builtin(
  "timedelta",
  "days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0",
  (days, seconds, microseconds, milliseconds, minutes, hours, weeks) =>
    makeTimedelta({ days, seconds, microseconds, milliseconds, minutes, hours, weeks }),
);
TimedeltaType.construct = (pos, kw) => callPy(init, pos, kw);

defineMethods(TimedeltaType, {
  total_seconds: builtin("total_seconds", "self, /", (self: PyTimedelta) => new PyFloat(intTrueDiv(normInt(self.us), 1_000_000))),
});
defineProperties(TimedeltaType, {
  days: (self: PyTimedelta) => self.days,
  seconds: (self: PyTimedelta) => self.seconds,
  microseconds: (self: PyTimedelta) => self.microseconds,
});
classAttrs(TimedeltaType, {
  min: new PyTimedelta(-MAX_DAYS, 0, 0),
  max: new PyTimedelta(MAX_DAYS, 86399, 999999),
  resolution: new PyTimedelta(0, 0, 1),
});

/** Class attributes (`timedelta.max`): readable on the type (its table) and on instances. */
export function classAttrs(type: PyType, attrs: Record<string, unknown>): void {
  for (const [name, v] of Object.entries(attrs)) {
    type.methods.set(name, v);
    type.properties.set(name, () => v);
  }
}
