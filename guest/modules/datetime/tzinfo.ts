// datetime.tzinfo: what datetime and time ask of a time zone. Two kinds implement it: fixed
// offsets (timezone.ts) and zoneinfo's IANA zones (guest/modules/zoneinfo), whose answers depend
// on the wall clock and its fold (PEP 495).

import { PyType, T } from "../../values/index.js";

export const TzInfoType = new PyType("tzinfo", [T.object], "datetime");
TzInfoType.tpName = "datetime.tzinfo";

/** The parts of a datetime a zone reads: its wall clock, year and fold. */
export interface WallClock {
  /** The wall clock in microseconds: the proleptic ordinal (0001-01-01 is 1) times a day, plus the time. */
  readonly localUs: bigint;
  readonly year: number;
  readonly fold: number;
}

/** What datetime asks of any tzinfo, a script's too (script-tzinfo.ts). */
export interface TzQueries {
  /** The UTC offset in microseconds at `dt` (null: a time's query), or null when unknown. */
  utcoffset(dt: WallClock | null): bigint | null;
  dst(dt: WallClock | null): bigint | null;
  tzname(dt: WallClock | null): string | null;
}

/** A module's tzinfo (timezone, ZoneInfo), which also converts from UTC itself. */
export abstract class TzInfo implements TzQueries {
  abstract utcoffset(dt: WallClock | null): bigint | null;
  abstract dst(dt: WallClock | null): bigint | null;
  abstract tzname(dt: WallClock | null): string | null;
  /** The wall clock and fold of this zone at the UTC instant `utcUs` (in localUs's count). */
  abstract fromutc(utcUs: bigint): [localUs: bigint, fold: number];
}
