// datetime.datetime (a date subclass with a time of day, an optional tzinfo and a fold) and
// datetime.time: naive/aware rules (CPython's intra- and inter-zone comparison and subtraction),
// arithmetic, isoformat/fromisoformat, timestamps, now().

import {
  E,
  PyFloat,
  PyType,
  builtin,
  callPy,
  classMethod,
  defineMethods,
  defineProperties,
  intTrueDiv,
  normInt,
  raise,
  repr,
  T,
  typeOf,
  type BinaryOpName,
  type PyFunction,
  argTypeName,
  callCannotWait,
  getAttr,
  isInstance,
} from "../../values/index.js";
import { MAX_ORDINAL, checkDate, ordToYmd, ymdToOrd } from "./calendar.js";
import {
  DateType,
  PyDate,
  intArg,
  mod,
  nowMicros,
  outOfRange,
  setClassFactory,
  setDateTimeCheck,
  structTime,
  timeParts,
  timestampMicros,
} from "./date.js";
import { IsoFormatError, dateIso, isoSeparator, parseIsoDate, parseIsoTime, strftime, timeIso, type Fields } from "./format.js";
import { PyTimedelta, US_PER_DAY, classAttrs, deltaOrNone, fromMicroseconds } from "./timedelta.js";
import { PyTimezone, TimezoneType, UTC } from "./timezone.js";
import { TzInfo, TzInfoType } from "./tzinfo.js";
import { zoneOf } from "./script-tzinfo.js";
import { strptime } from "./strptime.js";

export const DateTimeType = new PyType("datetime", [DateType], "datetime");
export const TimeType = new PyType("time", [T.object], "datetime");
DateTimeType.tpName = "datetime.datetime";
TimeType.tpName = "datetime.time";

const EPOCH_ORD = ymdToOrd(1970, 1, 1);

function checkTime(h: number, mi: number, s: number, us: number): void {
  if (h < 0 || h > 23) raise(E.ValueError, "hour must be in 0..23");
  if (mi < 0 || mi > 59) raise(E.ValueError, "minute must be in 0..59");
  if (s < 0 || s > 59) raise(E.ValueError, "second must be in 0..59");
  if (us < 0 || us > 999999) raise(E.ValueError, "microsecond must be in 0..999999");
}

/** A tzinfo: a module's (a TzInfo) or an instance of a script's subclass of tzinfo. */
type Tz = object;

const isTz = (tz: unknown): tz is Tz => tz instanceof TzInfo || isInstance(tz, TzInfoType);

function tzArg(tz: unknown): Tz | null {
  if (tz === null || tz === undefined) return null;
  if (isTz(tz)) return tz;
  return raise(E.TypeError, `tzinfo argument must be None or of a tzinfo subclass, not type '${typeOf(tz).name}'`);
}

function tzSuffix(tz: Tz | null): string {
  return tz === null ? "" : `, tzinfo=${repr(tz)}`;
}

function foldArg(fold: unknown): number {
  const f = fold === undefined ? 0 : intArg(fold);
  if (f !== 0 && f !== 1) raise(E.ValueError, "fold must be either 0 or 1");
  return f;
}

export class PyDateTime extends PyDate {
  constructor(
    year: number,
    month: number,
    day: number,
    readonly hour: number,
    readonly minute: number,
    readonly second: number,
    readonly microsecond: number,
    readonly tz: Tz | null,
    readonly fold = 0,
  ) {
    super(year, month, day);
  }

  utcoffset(): bigint | null {
    return this.tz === null ? null : zoneOf(this.tz).utcoffset(this);
  }

  /** The offset with the other fold: PEP 495's equality exception compares the two. */
  private flippedOffset(): bigint | null {
    // A fixed offset has no folds (and no dt to build for it: aware keys hash through here).
    if (this.tz instanceof PyTimezone) return this.tz.offset;
    const flipped = new PyDateTime(this.year, this.month, this.day, this.hour, this.minute, this.second, this.microsecond, this.tz, 1 - this.fold);
    return flipped.utcoffset();
  }

  /** Microseconds since 0001-01-01T00:00 of the wall-clock time (ignoring tzinfo). */
  get localUs(): bigint {
    const dayUs = ((this.hour * 60 + this.minute) * 60 + this.second) * 1_000_000 + this.microsecond;
    return BigInt(this.ordinal) * US_PER_DAY + BigInt(dayUs);
  }

  /** The UTC instant for aware values; the wall clock for naive ones. */
  get instantUs(): bigint {
    return this.localUs - (this.utcoffset() ?? 0n);
  }

  override fields(): Fields {
    const self = this;
    return {
      year: this.year,
      month: this.month,
      day: this.day,
      hour: this.hour,
      minute: this.minute,
      second: this.second,
      microsecond: this.microsecond,
      // Asked only by a format that shows them, as CPython: a script's tzinfo may lack tzname().
      get offsetUs() {
        return self.utcoffset();
      },
      get tzname() {
        return self.tz === null ? null : zoneOf(self.tz).tzname(self);
      },
    };
  }

  isoformat(sep: string, timespec: string): string {
    const t = timeIso(this.fields(), timespec);
    if (t === null) raise(E.ValueError, "Unknown timespec value");
    return dateIso(this) + sep + t;
  }

  override $repr(): string {
    const parts = [this.year, this.month, this.day, this.hour, this.minute];
    if (this.second || this.microsecond) parts.push(this.second);
    if (this.microsecond) parts.push(this.microsecond);
    return `datetime.datetime(${parts.join(", ")}${this.fold ? ", fold=1" : ""}${tzSuffix(this.tz)})`;
  }

  override $str(): string {
    return this.isoformat(" ", "auto");
  }

  /** datetime_richcompare: wall clocks within one tzinfo or at equal offsets, else instants;
   *  null when a naive and an aware value meet. Equal instants are unequal when either value's
   *  offset depends on its fold (PEP 495). */
  private cmp(other: PyDateTime, forEquality: boolean): number | null {
    if (this.tz === other.tz) return sign(this.localUs - other.localUs);
    const a = this.utcoffset();
    const b = other.utcoffset();
    if ((a === null) !== (b === null)) return null;
    const diff = a === b ? sign(this.localUs - other.localUs) : sign(this.localUs - a! - (other.localUs - b!));
    if (diff === 0 && forEquality && (this.flippedOffset() !== a || other.flippedOffset() !== b)) return 1;
    return diff;
  }

  override $eq(other: unknown): boolean {
    return other instanceof PyDateTime && this.cmp(other, true) === 0;
  }

  override $compare(other: unknown): number | undefined {
    if (!(other instanceof PyDate)) return undefined;
    if (!(other instanceof PyDateTime)) raise(E.TypeError, "can't compare datetime.datetime to datetime.date");
    const diff = this.cmp(other as PyDateTime, false);
    return diff ?? raise(E.TypeError, "can't compare offset-naive and offset-aware datetimes");
  }

  /** datetime_hash: the instant at fold 0's offset, so equal values (same wall clock in one zone) agree. */
  override $hashKey(): string {
    const offset = this.fold ? this.flippedOffset() : this.utcoffset();
    return `\0datetime:${offset === null ? "n" : "a"}:${this.localUs - (offset ?? 0n)}`;
  }

  override $binaryOp(op: BinaryOpName, other: unknown, reflected: boolean): unknown {
    if (other instanceof PyTimedelta) {
      if (op === "Add") return fromLocalUs(this.localUs + other.us, this.tz);
      if (op === "Sub" && !reflected) return fromLocalUs(this.localUs - other.us, this.tz);
      return undefined;
    }
    if (op === "Sub" && other instanceof PyDateTime) {
      // Within one tzinfo the wall clocks subtract, as in CPython.
      const same = this.tz === other.tz;
      const a = same ? null : this.utcoffset();
      const b = same ? null : other.utcoffset();
      if ((a === null) !== (b === null)) raise(E.TypeError, "can't subtract offset-naive and offset-aware datetimes");
      const diff = this.localUs - (a ?? 0n) - (other.localUs - (b ?? 0n));
      return fromMicroseconds(reflected ? -diff : diff);
    }
    return undefined;
  }
}
Object.defineProperty(PyDateTime.prototype, "$type", { value: DateTimeType });
setDateTimeCheck((x) => x instanceof PyDateTime);

const sign = (n: bigint) => (n < 0n ? -1 : n > 0n ? 1 : 0);

export function fromLocalUs(us: bigint, tz: Tz | null, fold = 0): PyDateTime {
  const ord = Number((us - mod(us, US_PER_DAY)) / US_PER_DAY);
  if (ord < 1 || ord > MAX_ORDINAL) outOfRange();
  const [y, m, d] = ordToYmd(ord);
  const [h, mi, s, micro] = timeParts(Number(mod(us, US_PER_DAY)));
  return new PyDateTime(y, m, d, h, mi, s, micro, tz, fold);
}

/** tz.fromutc: the UTC instant `utcUs` as `tz`'s wall clock (whatever a script's fromutc returns). */
function inZone(utcUs: bigint, tz: Tz): unknown {
  const utc = fromLocalUs(utcUs, tz); // CPython builds the UTC value first: its range error comes first
  if (!(tz instanceof TzInfo)) return callCannotWait(getAttr(tz, "fromutc"), [utc], () => "a tzinfo method cannot call a tool or await in tool flows");
  const [local, fold] = tz.fromutc(utcUs);
  return fromLocalUs(local, tz, fold);
}

/** tzinfo.fromutc for a script's subclass: the standard offset (utcoffset() - dst()), then dst() where that lands. */
function defaultFromUtc(dt: PyDateTime): PyDateTime {
  const required = (us: bigint | null, what: string) => us ?? raise(E.ValueError, `fromutc: non-None ${what}() result required`);
  const zone = zoneOf(dt.tz!);
  const standard = fromLocalUs(dt.localUs + required(zone.utcoffset(dt), "utcoffset") - required(zone.dst(dt), "dst"), dt.tz);
  const dst = required(zone.dst(standard), "dst");
  return dst ? fromLocalUs(standard.localUs + dst, dt.tz) : standard;
}

const EPOCH_US = BigInt(EPOCH_ORD) * US_PER_DAY;

function fromUnixMicros(us: bigint, tz: Tz | null): unknown {
  return tz === null ? fromLocalUs(EPOCH_US + us, null) : inZone(EPOCH_US + us, tz);
}

export class PyTime {
  constructor(
    readonly hour: number,
    readonly minute: number,
    readonly second: number,
    readonly microsecond: number,
    readonly tz: Tz | null,
    readonly fold = 0,
  ) {}

  fields(): Fields {
    const self = this;
    return {
      year: 1900,
      month: 1,
      day: 1,
      hour: this.hour,
      minute: this.minute,
      second: this.second,
      microsecond: this.microsecond,
      get offsetUs() {
        return self.tz === null ? null : zoneOf(self.tz).utcoffset(null);
      },
      get tzname() {
        return self.tz === null ? null : zoneOf(self.tz).tzname(null);
      },
    };
  }

  get dayUs(): number {
    return ((this.hour * 60 + this.minute) * 60 + this.second) * 1_000_000 + this.microsecond;
  }

  $repr(): string {
    const parts = [this.hour, this.minute];
    if (this.second || this.microsecond) parts.push(this.second);
    if (this.microsecond) parts.push(this.microsecond);
    return `datetime.time(${parts.join(", ")}${tzSuffix(this.tz)}${this.fold ? ", fold=1" : ""})`;
  }

  $str(): string {
    return timeIso(this.fields(), "auto")!;
  }

  $format(spec: string): string {
    return spec === "" ? this.$str() : strftime(this.fields(), spec);
  }

  /** Microseconds since midnight UTC: aware times compare by it, as CPython's time_richcompare. */
  get utcUs(): number {
    return this.dayUs - Number(this.tz === null ? 0n : zoneOf(this.tz).utcoffset(null) ?? 0n);
  }

  /** A naive and an aware time are never equal (only ordering them raises). */
  $eq(other: unknown): boolean {
    return other instanceof PyTime && (other.tz === null) === (this.tz === null) && other.utcUs === this.utcUs;
  }

  $compare(other: unknown): number | undefined {
    if (!(other instanceof PyTime)) return undefined;
    if ((this.tz === null) !== (other.tz === null)) raise(E.TypeError, "can't compare offset-naive and offset-aware times");
    return this.utcUs - other.utcUs;
  }

  $bool(): boolean {
    return true;
  }

  $hashKey(): string {
    return `\0time:${this.utcUs}`;
  }
}
Object.defineProperty(PyTime.prototype, "$type", { value: TimeType });

const initDateTime = builtin(
  "datetime",
  "year, month, day, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0",
  (y: unknown, mo: unknown, d: unknown, h: unknown, mi: unknown, s: unknown, us: unknown, tz: unknown, fold: unknown) => {
    const [yy, mm, dd] = [intArg(y), intArg(mo), intArg(d)];
    checkDate(yy, mm, dd);
    const [hh, mn, ss, uu] = [intArg(h), intArg(mi), intArg(s), intArg(us)];
    checkTime(hh, mn, ss, uu);
    return new PyDateTime(yy, mm, dd, hh, mn, ss, uu, tzArg(tz), foldArg(fold));
  },
);
DateTimeType.construct = (pos, kw) => callPy(initDateTime, pos, kw);

const initTime = builtin("time", "hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0", (h: unknown, mi: unknown, s: unknown, us: unknown, tz: unknown, fold: unknown) => {
  const [hh, mn, ss, uu] = [intArg(h), intArg(mi), intArg(s), intArg(us)];
  checkTime(hh, mn, ss, uu);
  return new PyTime(hh, mn, ss, uu, tzArg(tz), foldArg(fold));
});
TimeType.construct = (pos, kw) => callPy(initTime, pos, kw);

setClassFactory((cls, y, m, d, rest) => {
  if (cls === DateTimeType) {
    const [h, mi, s, us] = rest ?? [0, 0, 0, 0];
    return new PyDateTime(y, m, d, h, mi, s, us, null);
  }
  return new PyDate(y, m, d);
});

function datetimeFromIso(s: unknown): PyDateTime {
  if (typeof s !== "string") raise(E.TypeError, "fromisoformat: argument must be str");
  const text = s as string;
  const invalid = () => raise(E.ValueError, `Invalid isoformat string: '${text}'`);
  if (text.length < 7) invalid();
  let ymd: [number, number, number];
  let time: [number, number, number, number, bigint | null] = [0, 0, 0, 0, null];
  try {
    const sep = isoSeparator(text);
    ymd = parseIsoDate(text.slice(0, sep));
    const tstr = text.slice(sep + 1);
    if (tstr) time = parseIsoTime(tstr);
  } catch (e) {
    if (e instanceof IsoFormatError) invalid();
    throw e;
  }
  const [y, m, d] = ymd!;
  checkDate(y, m, d);
  const [h, mi, sec, us, offset] = time;
  checkTime(h, mi, sec, us);
  let tz: PyTimezone | null = null;
  if (offset !== null) tz = offset === 0n ? UTC : (callPy(TimezoneType, [fromMicroseconds(offset)]) as PyTimezone);
  return new PyDateTime(y, m, d, h, mi, sec, us, tz);
}

function replaceFields(self: PyDateTime, args: unknown[]): PyDateTime {
  const cur = [self.year, self.month, self.day, self.hour, self.minute, self.second, self.microsecond];
  const v = cur.map((c, i) => (args[i] === undefined ? c : intArg(args[i])));
  checkDate(v[0], v[1], v[2]);
  checkTime(v[3], v[4], v[5], v[6]);
  const tz = args[7] === undefined ? self.tz : tzArg(args[7]);
  return new PyDateTime(v[0], v[1], v[2], v[3], v[4], v[5], v[6], tz, args[8] === undefined ? self.fold : foldArg(args[8]));
}

/** The tzinfo queries datetime and time both have: a datetime asks about itself, a time about
 *  None. Made per type, as each method names its type in errors. */
function tzMethods(): Record<string, PyFunction> {
  const at = (self: PyDateTime | PyTime) => (self instanceof PyDateTime ? self : null);
  return {
    utcoffset: builtin("utcoffset", "self, /", (self: PyDateTime | PyTime) => (self.tz === null ? null : deltaOrNone(zoneOf(self.tz).utcoffset(at(self))))),
    tzname: builtin("tzname", "self, /", (self: PyDateTime | PyTime) => (self.tz === null ? null : zoneOf(self.tz).tzname(at(self)))),
    dst: builtin("dst", "self, /", (self: PyDateTime | PyTime) => (self.tz === null ? null : deltaOrNone(zoneOf(self.tz).dst(at(self))))),
  };
}

defineMethods(DateTimeType, {
  date: builtin("date", "self, /", (self: PyDateTime) => new PyDate(self.year, self.month, self.day)),
  time: builtin("time", "self, /", (self: PyDateTime) => new PyTime(self.hour, self.minute, self.second, self.microsecond, null, self.fold)),
  timetz: builtin("timetz", "self, /", (self: PyDateTime) => new PyTime(self.hour, self.minute, self.second, self.microsecond, self.tz, self.fold)),
  isoformat: builtin("isoformat", "self, /, sep='T', timespec='auto'", (self: PyDateTime, sep: unknown, spec: unknown) => {
    if (typeof sep !== "string" || [...sep].length !== 1) raise(E.TypeError, "isoformat() argument 1 must be a unicode character, not " + typeOf(sep).name);
    return self.isoformat(sep as string, String(spec));
  }),
  strftime: builtin("strftime", "self, /, format", (self: PyDateTime, fmt: unknown) => {
    if (typeof fmt !== "string") raise(E.TypeError, `strftime() argument 1 must be str, not ${argTypeName(fmt)}`);
    return strftime(self.fields(), fmt as string);
  }),
  replace: builtin(
    "replace",
    "self, /, year=<unset>, month=<unset>, day=<unset>, hour=<unset>, minute=<unset>, second=<unset>, microsecond=<unset>, tzinfo=<unset>, *, fold=<unset>",
    (self: PyDateTime, ...args: unknown[]) => replaceFields(self, args),
  ),
  // tm_isdst: -1 when dst() is None (a fixed offset), else whether it is nonzero.
  timetuple: builtin("timetuple", "self, /", (self: PyDateTime) => {
    const dst = self.tz === null ? null : zoneOf(self.tz).dst(self);
    return structTime(self, dst === null ? -1 : dst ? 1 : 0);
  }),
  utctimetuple: builtin("utctimetuple", "self, /", (self: PyDateTime) => structTime(self.tz === null ? self : fromLocalUs(self.instantUs, null), 0)),
  ...tzMethods(),
  timestamp: builtin("timestamp", "self, /", (self: PyDateTime) => {
    if (self.utcoffset() !== null) return new PyFloat(intTrueDiv(normInt(self.instantUs - EPOCH_US), 1_000_000));
    // Naive values are local time, which is UTC in the sandbox; CPython adds the microseconds last.
    const secs = (self.localUs - EPOCH_US - BigInt(self.microsecond)) / 1_000_000n;
    return new PyFloat(Number(secs) + self.microsecond / 1e6);
  }),
  astimezone: builtin("astimezone", "self, /, tz=None", (self: PyDateTime, tz: unknown) => {
    // Naive values are local time (UTC here); with no argument the target is the local zone, named 'UTC'.
    if (tz !== null && !isTz(tz)) raise(E.TypeError, "tz argument must be an instance of tzinfo");
    if (tz === self.tz && tz !== null) return self;
    const target = tz === null ? new PyTimezone(0n, "UTC") : (tz as Tz);
    return inZone(self.instantUs, target);
  }),
  now: classMethod(builtin("now", "cls, /, tz=None", (_cls: unknown, tz: unknown) => fromUnixMicros(nowMicros(), tzArg(tz)))),
  utcnow: classMethod(builtin("utcnow", "cls, /", () => fromUnixMicros(nowMicros(), null))),
  fromtimestamp: classMethod(builtin("fromtimestamp", "cls, /, timestamp, tz=None", (_cls: unknown, t: unknown, tz: unknown) => fromUnixMicros(timestampMicros(t), tzArg(tz)))),
  utcfromtimestamp: classMethod(builtin("utcfromtimestamp", "cls, timestamp, /", (_cls: unknown, t: unknown) => fromUnixMicros(timestampMicros(t), null))),
  fromisoformat: classMethod(builtin("fromisoformat", "cls, date_string, /", (_cls: unknown, s: unknown) => datetimeFromIso(s))),
  strptime: classMethod(builtin("strptime", "cls, date_string, format, /", (_cls: unknown, s: unknown, fmt: unknown) => {
    if (typeof s !== "string") raise(E.TypeError, `strptime() argument 1 must be str, not ${typeOf(s).name}`);
    if (typeof fmt !== "string") raise(E.TypeError, `strptime() argument 2 must be str, not ${argTypeName(fmt)}`);
    const p = strptime(s as string, fmt as string);
    checkDate(p.year, p.month, p.day);
    // _strptime_datetime: a %Z name beside %z names the zone.
    const tz = p.offsetUs === null ? null : (callPy(TimezoneType, [fromMicroseconds(p.offsetUs), ...(p.zone ? [p.zone] : [])]) as PyTimezone);
    return new PyDateTime(p.year, p.month, p.day, p.hour, p.minute, p.second, p.microsecond, tz);
  }, { style: "parsetuple" })),
  combine: classMethod(builtin("combine", "cls, /, date, time, tzinfo=<unset>", (_cls: unknown, d: unknown, t: unknown, tz: unknown) => {
    if (!(d instanceof PyDate)) raise(E.TypeError, `combine() argument 1 must be datetime.date, not ${typeOf(d).name}`);
    if (!(t instanceof PyTime)) raise(E.TypeError, `combine() argument 2 must be datetime.time, not ${typeOf(t).name}`);
    const date = d as PyDate;
    const time = t as PyTime;
    return new PyDateTime(date.year, date.month, date.day, time.hour, time.minute, time.second, time.microsecond, tz === undefined ? time.tz : tzArg(tz), time.fold);
  })),
});
/** The time-of-day attributes datetime and time both have. */
const TIME_OF_DAY = {
  hour: (self: PyDateTime | PyTime) => self.hour,
  minute: (self: PyDateTime | PyTime) => self.minute,
  second: (self: PyDateTime | PyTime) => self.second,
  microsecond: (self: PyDateTime | PyTime) => self.microsecond,
  tzinfo: (self: PyDateTime | PyTime) => self.tz,
  fold: (self: PyDateTime | PyTime) => self.fold,
};
defineProperties(DateTimeType, TIME_OF_DAY);
classAttrs(DateTimeType, {
  min: new PyDateTime(1, 1, 1, 0, 0, 0, 0, null),
  max: new PyDateTime(9999, 12, 31, 23, 59, 59, 999999, null),
  resolution: fromMicroseconds(1n),
});

defineMethods(TimeType, {
  ...tzMethods(),
  isoformat: builtin("isoformat", "self, /, timespec='auto'", (self: PyTime, spec: unknown) => {
    const t = timeIso(self.fields(), String(spec));
    if (t === null) raise(E.ValueError, "Unknown timespec value");
    return t;
  }),
  strftime: builtin("strftime", "self, /, format", (self: PyTime, fmt: unknown) => {
    if (typeof fmt !== "string") raise(E.TypeError, `strftime() argument 1 must be str, not ${argTypeName(fmt)}`);
    return strftime(self.fields(), fmt);
  }),
  replace: builtin("replace", "self, /, hour=<unset>, minute=<unset>, second=<unset>, microsecond=<unset>, tzinfo=<unset>, *, fold=<unset>", (self: PyTime, h: unknown, mi: unknown, s: unknown, us: unknown, tz: unknown, fold: unknown) => {
    const v = [self.hour, self.minute, self.second, self.microsecond].map((c, i) => ([h, mi, s, us][i] === undefined ? c : intArg([h, mi, s, us][i])));
    checkTime(v[0], v[1], v[2], v[3]);
    return new PyTime(v[0], v[1], v[2], v[3], tz === undefined ? self.tz : tzArg(tz), fold === undefined ? self.fold : foldArg(fold));
  }),
  fromisoformat: classMethod(builtin("fromisoformat", "cls, time_string, /", (_cls: unknown, s: unknown) => {
    if (typeof s !== "string") raise(E.TypeError, "fromisoformat: argument must be str");
    try {
      // 3.11 allows the `T` that ISO 8601 puts before a time alone.
      const [h, mi, sec, us, offset] = parseIsoTime((s as string).startsWith("T") ? (s as string).slice(1) : (s as string));
      checkTime(h, mi, sec, us);
      const tz = offset === null ? null : offset === 0n ? UTC : (callPy(TimezoneType, [fromMicroseconds(offset)]) as PyTimezone);
      return new PyTime(h, mi, sec, us, tz);
    } catch (e) {
      if (e instanceof IsoFormatError) raise(E.ValueError, `Invalid isoformat string: '${s}'`);
      throw e;
    }
  })),
});
defineProperties(TimeType, TIME_OF_DAY);

// tzinfo.fromutc, which astimezone() calls: ZoneInfo and timezone share its checks and messages.
defineMethods(TzInfoType, {
  fromutc: builtin("fromutc", "self, dt, /", (self: Tz, dt: unknown) => {
    if (!(dt instanceof PyDateTime)) raise(E.TypeError, "fromutc: argument must be a datetime");
    const value = dt as PyDateTime;
    if (value.tz !== self) raise(E.ValueError, "fromutc: dt.tzinfo is not self");
    if (!(self instanceof TzInfo)) return defaultFromUtc(value);
    const [local, fold] = self.fromutc(value.localUs);
    return fromLocalUs(local, self, fold);
  }),
});
