// datetime.date: validated proleptic-Gregorian dates with CPython's repr/str, comparisons,
// date ± timedelta and date - date, ISO forms, strftime and the class-method constructors.

import {
  E,
  PyTuple,
  PyType,
  T,
  builtin,
  callPy,
  classMethod,
  defineMethods,
  defineProperties,
  hooks,
  raise,
  typeOf,
  type BinaryOpName,
  argTypeName,
} from "../../values/index.js";
import { MAX_ORDINAL, MAXYEAR, MINYEAR, checkDate, daysBeforeMonth, isoCalendar, isoToYmd, ordToYmd, weekday, ymdToOrd } from "./calendar.js";
import { StructTime } from "../struct-time.js";
import { IsoFormatError, dateIso, parseIsoDate, strftime, type Fields } from "./format.js";
import { PyTimedelta, US_PER_DAY, classAttrs, fromMicroseconds } from "./timedelta.js";

export const DateType = new PyType("date", [T.object], "datetime");
const IsoCalendarDateType = new PyType("IsoCalendarDate", [T.tuple], "datetime");
// CPython's messages name the types by their C tp_name.
DateType.tpName = "datetime.date";
IsoCalendarDateType.tpName = "datetime.IsoCalendarDate";

/** timetuple(): a struct_time of the date (and, for a datetime, its time of day). */
export function structTime(d: PyDate, isdst: number): PyTuple {
  const t = d as PyDate & { hour?: number; minute?: number; second?: number };
  return StructTime.make([d.year, d.month, d.day, t.hour ?? 0, t.minute ?? 0, t.second ?? 0, weekday(d.year, d.month, d.day), daysBeforeMonth(d.year, d.month) + d.day, isdst]);
}

/** An int argument of a date/time constructor (bool counts; float does not). */
export function intArg(x: unknown): number {
  if (typeof x === "boolean") return x ? 1 : 0;
  if (typeof x === "number") return x;
  if (typeof x === "bigint") return Number(x);
  return raise(E.TypeError, `'${typeOf(x).name}' object cannot be interpreted as an integer`);
}

export function outOfRange(): never {
  return raise(E.OverflowError, "date value out of range");
}

export class PyDate {
  constructor(
    readonly year: number,
    readonly month: number,
    readonly day: number,
  ) {}

  get ordinal(): number {
    return ymdToOrd(this.year, this.month, this.day);
  }

  fields(): Fields {
    return { year: this.year, month: this.month, day: this.day, hour: 0, minute: 0, second: 0, microsecond: 0, offsetUs: null, tzname: null };
  }

  $repr(): string {
    return `datetime.date(${this.year}, ${this.month}, ${this.day})`;
  }

  $str(): string {
    return dateIso(this);
  }

  /** format(d, spec) and f"{d:%Y}": strftime, as date.__format__; an empty spec is str(). */
  $format(spec: string): string {
    return spec === "" ? this.$str() : strftime(this.fields(), spec);
  }

  $eq(other: unknown): boolean {
    if (!(other instanceof PyDate) || isDateTime(other) !== isDateTime(this)) return false;
    return other.ordinal === this.ordinal;
  }

  $compare(other: unknown): number | undefined {
    if (!(other instanceof PyDate)) return undefined;
    if (isDateTime(other)) raise(E.TypeError, "can't compare datetime.datetime to datetime.date");
    return this.ordinal - other.ordinal;
  }

  $hashKey(): string {
    return `\0date:${this.ordinal}`;
  }

  $binaryOp(op: BinaryOpName, other: unknown, reflected: boolean): unknown {
    if (other instanceof PyTimedelta) {
      if (op === "Add") return dateFromOrdinal(this.ordinal + other.days);
      if (op === "Sub" && !reflected) return dateFromOrdinal(this.ordinal - other.days);
      return undefined;
    }
    if (op === "Sub" && other instanceof PyDate && !isDateTime(other)) {
      const days = reflected ? other.ordinal - this.ordinal : this.ordinal - other.ordinal;
      return fromMicroseconds(BigInt(days) * US_PER_DAY);
    }
    return undefined;
  }
}
Object.defineProperty(PyDate.prototype, "$type", { value: DateType });

/** Set by datetime.ts: whether a value is a datetime (a date subclass). */
let isDateTimeHook: (x: unknown) => boolean = () => false;
export function setDateTimeCheck(f: (x: unknown) => boolean): void {
  isDateTimeHook = f;
}
function isDateTime(x: unknown): boolean {
  return isDateTimeHook(x);
}

export function dateFromOrdinal(ord: number): PyDate {
  if (ord < 1 || ord > MAX_ORDINAL) outOfRange();
  const [y, m, d] = ordToYmd(ord);
  return new PyDate(y, m, d);
}

class IsoCalendarDate extends PyTuple {
  $repr(): string {
    const [y, w, d] = this.items;
    return `datetime.IsoCalendarDate(year=${y}, week=${w}, weekday=${d})`;
  }
}
Object.defineProperty(IsoCalendarDate.prototype, "$type", { value: IsoCalendarDateType });
defineProperties(IsoCalendarDateType, {
  year: (t: PyTuple) => t.items[0],
  week: (t: PyTuple) => t.items[1],
  weekday: (t: PyTuple) => t.items[2],
});

function invalidIso(s: string): never {
  return raise(E.ValueError, `Invalid isoformat string: '${s}'`);
}

export function dateFromIso(s: unknown): [number, number, number] {
  if (typeof s !== "string") raise(E.TypeError, "fromisoformat: argument must be str");
  const text = s as string;
  let ymd: [number, number, number];
  try {
    ymd = parseIsoDate(text);
  } catch (e) {
    if (e instanceof IsoFormatError) invalidIso(text);
    throw e;
  }
  // Out-of-range parts fail with the constructor's message, as CPython's C parser does.
  checkDate(...ymd);
  return ymd;
}

/** The flow's fixed start time in microseconds since the epoch (datetime.now() and friends). */
export function nowMicros(): bigint {
  return BigInt(Math.round(hooks.startTime * 1000));
}

/** A POSIX timestamp (int or float seconds) as microseconds, rounded half-even as CPython. */
export function timestampMicros(t: unknown): bigint {
  if (typeof t === "boolean" || typeof t === "number" || typeof t === "bigint") {
    if (typeof t === "number" && !Number.isInteger(t)) return roundHalfEvenMicros(t);
    return BigInt(typeof t === "boolean" ? Number(t) : t) * 1_000_000n;
  }
  const v = (t as { v?: unknown })?.v;
  if (typeof v === "number") {
    if (!Number.isFinite(v)) raise(E.ValueError, Number.isNaN(v) ? "Invalid value NaN (not a number)" : "cannot convert float infinity to integer");
    return roundHalfEvenMicros(v);
  }
  return raise(E.TypeError, `'${typeOf(t).name}' object cannot be interpreted as an integer`);
}

function roundHalfEvenMicros(seconds: number): bigint {
  const whole = Math.floor(seconds);
  const fracUs = (seconds - whole) * 1e6;
  let us = Math.round(fracUs);
  if (Math.abs(us - fracUs) === 0.5 && us % 2 !== 0) us -= 1;
  return BigInt(whole) * 1_000_000n + BigInt(us);
}

const init = builtin("date", "year, month, day", (y: unknown, m: unknown, d: unknown) => {
  const [yy, mm, dd] = [intArg(y), intArg(m), intArg(d)];
  checkDate(yy, mm, dd);
  return new PyDate(yy, mm, dd);
});
DateType.construct = (pos, kw) => callPy(init, pos, kw);

/** Builds an instance of `cls` (date or datetime) from a date's parts, for the class methods. */
let makeOfClass: (cls: unknown, y: number, m: number, d: number, rest?: number[]) => PyDate = (_c, y, m, d) => new PyDate(y, m, d);
export function setClassFactory(f: typeof makeOfClass): void {
  makeOfClass = f;
}

defineMethods(DateType, {
  weekday: builtin("weekday", "self, /", (self: PyDate) => weekday(self.year, self.month, self.day)),
  isoweekday: builtin("isoweekday", "self, /", (self: PyDate) => weekday(self.year, self.month, self.day) + 1),
  isoformat: builtin("isoformat", "self, /", (self: PyDate) => dateIso(self)),
  toordinal: builtin("toordinal", "self, /", (self: PyDate) => self.ordinal),
  timetuple: builtin("timetuple", "self, /", (self: PyDate) => structTime(self, -1)),
  isocalendar: builtin("isocalendar", "self, /", (self: PyDate) => new IsoCalendarDate(isoCalendar(self.year, self.month, self.day))),
  strftime: builtin("strftime", "self, /, format", (self: PyDate, fmt: unknown) => {
    if (typeof fmt !== "string") raise(E.TypeError, `strftime() argument 1 must be str, not ${argTypeName(fmt)}`);
    return strftime(self.fields(), fmt as string);
  }),
  ctime: builtin("ctime", "self, /", (self: PyDate) => strftime(self.fields(), "%a %b %e %H:%M:%S %Y")),
  replace: builtin("replace", "self, /, year=<unset>, month=<unset>, day=<unset>", (self: PyDate, y: unknown, m: unknown, d: unknown) => {
    const yy = y === undefined ? self.year : intArg(y);
    const mm = m === undefined ? self.month : intArg(m);
    const dd = d === undefined ? self.day : intArg(d);
    checkDate(yy, mm, dd);
    return new PyDate(yy, mm, dd);
  }),
  today: classMethod(builtin("today", "cls, /", (cls: unknown) => {
    const ord = Number(nowMicros() / US_PER_DAY) + ymdToOrd(1970, 1, 1);
    const [y, m, d] = ordToYmd(ord);
    const us = Number(nowMicros() % US_PER_DAY);
    return makeOfClass(cls, y, m, d, timeParts(us));
  })),
  fromisoformat: classMethod(builtin("fromisoformat", "cls, date_string, /", (cls: unknown, s: unknown) => {
    const [y, m, d] = dateFromIso(s);
    return makeOfClass(cls, y, m, d);
  })),
  fromordinal: classMethod(builtin("fromordinal", "cls, n, /", (cls: unknown, n: unknown) => {
    const ord = intArg(n);
    if (ord < 1) raise(E.ValueError, `ordinal must be >= 1`);
    const dt = dateFromOrdinal(ord);
    return makeOfClass(cls, dt.year, dt.month, dt.day);
  }, { style: "parsetuple" })),
  fromisocalendar: classMethod(builtin("fromisocalendar", "cls, /, year, week, day", (cls: unknown, y: unknown, w: unknown, d: unknown) => {
    const [yy, ww, dd] = [intArg(y), intArg(w), intArg(d)];
    if (yy < MINYEAR || yy > MAXYEAR) raise(E.ValueError, `Year is out of range: ${yy}`);
    if (dd < 1 || dd > 7) raise(E.ValueError, `Invalid weekday: ${dd} (range is [1, 7])`);
    const ymd = isoToYmd(yy, ww, dd);
    if (!ymd) raise(E.ValueError, `Invalid week: ${ww}`);
    return makeOfClass(cls, ymd![0], ymd![1], ymd![2]);
  })),
  fromtimestamp: classMethod(builtin("fromtimestamp", "cls, timestamp, /", (cls: unknown, t: unknown) => {
    const us = timestampMicros(t);
    const ord = Number((us - mod(us, US_PER_DAY)) / US_PER_DAY) + ymdToOrd(1970, 1, 1);
    const [y, m, d] = ordToYmd(ord);
    return makeOfClass(cls, y, m, d, timeParts(Number(mod(us, US_PER_DAY))));
  })),
});
defineProperties(DateType, {
  year: (self: PyDate) => self.year,
  month: (self: PyDate) => self.month,
  day: (self: PyDate) => self.day,
});
classAttrs(DateType, {
  min: new PyDate(1, 1, 1),
  max: new PyDate(9999, 12, 31),
  resolution: fromMicroseconds(US_PER_DAY),
});

export function mod(a: bigint, b: bigint): bigint {
  const r = a % b;
  return r < 0n ? r + b : r;
}

/** Microseconds within a day as [hour, minute, second, microsecond]. */
export function timeParts(us: number): number[] {
  const micro = us % 1_000_000;
  const secs = Math.floor(us / 1_000_000);
  return [Math.floor(secs / 3600), Math.floor((secs % 3600) / 60), secs % 60, micro];
}
