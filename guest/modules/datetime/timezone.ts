// datetime.timezone: fixed UTC offsets (timezone.utc and timezone(timedelta, name)), with
// CPython's repr/str, validation and utcoffset/tzname/dst.

import { E, PyType, builtin, callPy, defineMethods, raise, repr, typeOf } from "../../values/index.js";
import { formatOffset } from "./format.js";
import { PyTimedelta, US_PER_DAY, classAttrs, fromMicroseconds } from "./timedelta.js";
import { TzInfo, TzInfoType } from "./tzinfo.js";

export const TimezoneType = new PyType("timezone", [TzInfoType], "datetime");
TimezoneType.tpName = "datetime.timezone";

export class PyTimezone extends TzInfo {
  constructor(
    /** UTC offset in microseconds. */
    readonly offset: bigint,
    readonly name: string | null,
  ) {
    super();
  }

  utcoffset(): bigint {
    return this.offset;
  }

  dst(): null {
    return null;
  }

  fromutc(utcUs: bigint): [bigint, number] {
    return [utcUs + this.offset, 0];
  }

  get isUtc(): boolean {
    return this.offset === 0n && this.name === null;
  }

  tzname(): string {
    if (this.name !== null) return this.name;
    if (this.offset === 0n) return "UTC";
    return "UTC" + formatOffset(this.offset, ":");
  }

  $repr(): string {
    if (this.isUtc) return "datetime.timezone.utc";
    const td = repr(fromMicroseconds(this.offset));
    return this.name === null ? `datetime.timezone(${td})` : `datetime.timezone(${td}, ${repr(this.name)})`;
  }

  $str(): string {
    return this.tzname();
  }

  $eq(other: unknown): boolean {
    return other instanceof PyTimezone && other.offset === this.offset;
  }

  $hashKey(): string {
    return `\0timezone:${this.offset}`;
  }
}
Object.defineProperty(PyTimezone.prototype, "$type", { value: TimezoneType });

export const UTC = new PyTimezone(0n, null);

const init = builtin("timezone", "offset, name=<unset>", (offset: unknown, name: unknown) => {
  if (!(offset instanceof PyTimedelta)) {
    raise(E.TypeError, `timezone() argument 1 must be datetime.timedelta, not ${typeOf(offset).name}`);
  }
  if (name !== undefined && typeof name !== "string") raise(E.TypeError, `timezone() argument 2 must be str, not ${typeOf(name).name}`);
  const us = (offset as PyTimedelta).us;
  if (us <= -US_PER_DAY || us >= US_PER_DAY) {
    raise(
      E.ValueError,
      `offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24), not ${repr(offset)}.`,
    );
  }
  if (name === undefined && us === 0n) return UTC;
  return new PyTimezone(us, name === undefined ? null : (name as string));
});
TimezoneType.construct = (pos, kw) => callPy(init, pos, kw);

defineMethods(TimezoneType, {
  utcoffset: builtin("utcoffset", "self, dt, /", (self: PyTimezone) => fromMicroseconds(self.offset)),
  tzname: builtin("tzname", "self, dt, /", (self: PyTimezone) => self.tzname()),
  dst: builtin("dst", "self, dt, /", () => null),
});
// timezone.min and timezone.max: the offsets ∓23:59, CPython's widest.
const WIDEST = BigInt(23 * 3600 + 59 * 60) * 1_000_000n;
classAttrs(TimezoneType, { utc: UTC, min: new PyTimezone(-WIDEST, null), max: new PyTimezone(WIDEST, null) });
