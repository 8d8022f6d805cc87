// datetime.strptime as CPython's _strptime does it (C locale): the format becomes a regex of
// per-directive groups (run on the guest's own `re` engine), then the fields are assembled.

import { E, raise, repr } from "../../values/index.js";
import { Positions, Regex } from "../re/engine.js";
import { FLAG } from "../re/syntax.js";
import { DAY_NAMES, MONTH_NAMES, daysInMonth, isLeap, ordToYmd, weekday as weekdayOf, ymdToOrd } from "./calendar.js";
import type { Fields } from "./format.js";

const names = (xs: string[]) => xs.map((x) => x.toLowerCase()).sort((a, b) => b.length - a.length).join("|");

// _strptime.TimeRE, for the C locale.
const DIRECTIVES: Record<string, string> = {
  d: "(?P<d>3[01]|[12]\\d|0[1-9]|[1-9]| [1-9])",
  f: "(?P<f>[0-9]{1,6})",
  H: "(?P<H>2[0-3]|[0-1]\\d|\\d)",
  I: "(?P<I>1[0-2]|0[1-9]|[1-9])",
  G: "(?P<G>\\d\\d\\d\\d)",
  j: "(?P<j>36[0-6]|3[0-5]\\d|[12]\\d\\d|0[1-9]\\d|00[1-9]|[1-9]\\d|0[1-9]|[1-9])",
  m: "(?P<m>1[0-2]|0[1-9]|[1-9])",
  M: "(?P<M>[0-5]\\d|\\d)",
  S: "(?P<S>6[0-1]|[0-5]\\d|\\d)",
  U: "(?P<U>5[0-3]|[0-4]\\d|\\d)",
  w: "(?P<w>[0-6])",
  u: "(?P<u>[1-7])",
  V: "(?P<V>5[0-3]|0[1-9]|[1-4]\\d|\\d)",
  y: "(?P<y>\\d\\d)",
  Y: "(?P<Y>\\d\\d\\d\\d)",
  z: "(?P<z>[+-]\\d\\d:?[0-5]\\d(:?[0-5]\\d(\\.\\d{1,6})?)?|(?-i:Z))",
  A: `(?P<A>${names(DAY_NAMES)})`,
  a: `(?P<a>${names(DAY_NAMES.map((d) => d.slice(0, 3)))})`,
  B: `(?P<B>${names(MONTH_NAMES.slice(1))})`,
  b: `(?P<b>${names(MONTH_NAMES.slice(1).map((m) => m.slice(0, 3)))})`,
  p: "(?P<p>am|pm)",
  Z: "(?P<Z>utc|gmt)",
  "%": "%",
};
// The C locale's date and time representations, as _strptime.LocaleTime finds them.
const LOCALE_FORMATS: Record<string, string> = { c: "%a %b %d %H:%M:%S %Y", x: "%m/%d/%y", X: "%H:%M:%S" };
DIRECTIVES.W = DIRECTIVES.U.replace("<U>", "<W>");
DIRECTIVES.e = DIRECTIVES.d;

/** What strptime reads: the formatters' fields, `offsetUs` from %z, `zone` the name %Z matched,
 *  and the weekday and day of the year that time.strptime answers (as given, else computed). */
export type Parsed = Omit<Fields, "tzname"> & { zone: string | null; weekday: number; julian: number };

const cache = new Map<string, Regex>();

function compileFormat(format: string): Regex {
  let hit = cache.get(format);
  if (hit) return hit;
  hit = new Regex(formatSource(format), FLAG.I);
  cache.set(format, hit);
  return hit;
}

/** _strptime.TimeRE.pattern: the regex source of a format. */
function formatSource(format: string): string {
  let out = "";
  const chars = Array.from(format);
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (c === "%") {
      const d = chars[++i];
      if (d === undefined) raise(E.ValueError, `stray % in format ${repr(format)}`);
      const re = LOCALE_FORMATS[d] === undefined ? DIRECTIVES[d] : formatSource(LOCALE_FORMATS[d]);
      if (re === undefined) raise(E.ValueError, `${repr(d)} is a bad directive in format ${repr(format)}`);
      out += re;
    } else if (/\s/.test(c)) {
      while (/\s/.test(chars[i + 1] ?? "")) i++;
      out += "\\s+";
    } else out += /[\\.^$*+?(){}[\]|]/.test(c) ? "\\" + c : c;
  }
  return out;
}

// The formats models parse most (ISO 8601's shapes, US and European dates, RFC 2822): compiled
// while the guest loads, so a snapshot holds them, where a flow's first strptime with one built
// its regex (~1 ms in QuickJS: the translation of a ~110-character pattern alone is ~0.3 ms).
const COMMON_FORMATS = [
  "%Y-%m-%d", "%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%dT%H:%M:%SZ",
  "%Y-%m-%dT%H:%M:%S.%f", "%Y-%m-%dT%H:%M:%S.%fZ", "%Y-%m-%dT%H:%M:%S%z", "%d/%m/%Y", "%m/%d/%Y",
  "%H:%M", "%H:%M:%S", "%b %d, %Y", "%B %d, %Y", "%a, %d %b %Y %H:%M:%S %z",
];

/** Compiles COMMON_FORMATS' regexes, each run once on an ASCII date (which compiles its match). */
export function compileCommonFormats(): void {
  for (const format of COMMON_FORMATS) compileFormat(format).exec("match", new Positions("2024-01-01"), 0, 10);
}

function indexOfName(list: string[], value: string): number {
  return list.findIndex((n) => n.toLowerCase() === value.toLowerCase());
}

/** Parses `data` with `format`; ValueError with CPython's messages. */
export function strptime(data: string, format: string): Parsed {
  const regex = compileFormat(format);
  const pos = new Positions(data);
  const m = regex.exec("match", pos, 0, pos.length);
  if (!m) raise(E.ValueError, `time data ${repr(data)} does not match format ${repr(format)}`);
  const end = m!.spans[0]![1];
  if (end !== pos.length) raise(E.ValueError, `unconverted data remains: ${pos.slice(end, pos.length)}`);
  let year: number | null = null;
  let isoYear: number | null = null;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let microsecond = 0;
  let offsetUs: bigint | null = null;
  let zone: string | null = null;
  let isoWeek: number | null = null;
  let week: number | null = null;
  let weekStartsMonday = false;
  let weekday: number | null = null;
  let julian: number | null = null;
  const found = new Map<string, string>();
  for (const [name, n] of regex.t.groupindex) {
    const sp = m!.spans[n];
    if (sp) found.set(name, pos.slice(sp[0], sp[1]));
  }
  // _strptime's walk of the groups in the format's order: a later directive overrides an earlier one.
  for (const [name, v] of found) {
    switch (name) {
      case "y":
        year = Number(v) + (Number(v) <= 68 ? 2000 : 1900);
        break;
      case "Y":
        year = Number(v);
        break;
      case "G":
        isoYear = Number(v);
        break;
      case "m":
        month = Number(v);
        break;
      case "B":
        month = indexOfName(MONTH_NAMES, v);
        break;
      case "b":
        month = indexOfName(MONTH_NAMES.map((x) => x.slice(0, 3)), v);
        break;
      case "d":
        day = Number(v);
        break;
      case "H":
        hour = Number(v);
        break;
      case "I":
        hour = Number(v) % 12 + ((found.get("p") ?? "").toLowerCase() === "pm" ? 12 : 0);
        break;
      case "M":
        minute = Number(v);
        break;
      case "S":
        second = Number(v);
        break;
      case "f":
        microsecond = Number(v.padEnd(6, "0"));
        break;
      case "A":
        weekday = indexOfName(DAY_NAMES, v);
        break;
      case "a":
        weekday = indexOfName(DAY_NAMES.map((d) => d.slice(0, 3)), v);
        break;
      case "w":
        weekday = (Number(v) + 6) % 7;
        break;
      case "u":
        weekday = Number(v) - 1;
        break;
      case "j":
        julian = Number(v);
        break;
      case "U":
      case "W":
        week = Number(v);
        weekStartsMonday = name === "W";
        break;
      case "V":
        isoWeek = Number(v);
        break;
      case "z":
        offsetUs = parseOffset(v);
        break;
      case "Z":
        zone = v;
        break;
    }
  }
  // CPython clamps a leap second to 59.
  if (second === 60 || second === 61) second = 59;
  if (year === null && isoYear !== null) {
    if (isoWeek === null || weekday === null) {
      raise(E.ValueError, "ISO year directive '%G' must be used with the ISO week directive '%V' and a weekday directive ('%A', '%a', '%w', or '%u').");
    }
    if (julian !== null) raise(E.ValueError, "Day of the year directive '%j' is not compatible with ISO year directive '%G'. Use '%Y' instead.");
  } else if (week === null && isoWeek !== null) {
    if (weekday === null) {
      raise(E.ValueError, "ISO week directive '%V' must be used with the ISO year directive '%G' and a weekday directive ('%A', '%a', '%w', or '%u').");
    }
    raise(E.ValueError, "ISO week directive '%V' is incompatible with the year directive '%Y'. Use the ISO year '%G' instead.");
  }
  // _strptime computes with the leap year 1904 for a yearless Feb 29, then answers 1900.
  const leapYearFix = year === null && month === 2 && day === 29;
  year ??= leapYearFix ? 1904 : 1900;
  if (julian === null && weekday !== null) {
    if (week !== null) julian = julianFromWeek(year, week, weekday, weekStartsMonday);
    else if (isoYear !== null && isoWeek !== null) [year, julian] = julianFromIsoWeek(isoYear, isoWeek, weekday + 1);
    if (julian !== null && julian <= 0) {
      year -= 1;
      julian += isLeap(year) ? 366 : 365;
    }
  }
  if (julian === null) {
    if (day > daysInMonth(year, month)) raise(E.ValueError, "day is out of range for month");
    julian = ymdToOrd(year, month, day) - ymdToOrd(year, 1, 1) + 1;
  } else [year, month, day] = ordToYmd(ymdToOrd(year, 1, 1) + julian - 1);
  weekday ??= weekdayOf(year, month, day);
  if (leapYearFix) year = 1900;
  return { year, month, day, hour, minute, second, microsecond, offsetUs, zone, weekday, julian };
}

/** _strptime._calc_julian_from_U_or_W: the day of the year of a week number (%U: weeks start on Sunday). */
function julianFromWeek(year: number, week: number, weekday: number, startsMonday: boolean): number {
  let first = weekdayOf(year, 1, 1);
  let day = weekday;
  if (!startsMonday) {
    first = (first + 1) % 7;
    day = (day + 1) % 7;
  }
  if (week === 0) return 1 + day - first;
  return 1 + ((7 - first) % 7) + 7 * (week - 1) + day;
}

/** _strptime._calc_julian_from_V: the year and day of the year of an ISO week and weekday (1-7). */
function julianFromIsoWeek(isoYear: number, isoWeek: number, isoWeekday: number): [number, number] {
  const correction = weekdayOf(isoYear, 1, 4) + 1 + 3;
  let ordinal = isoWeek * 7 + isoWeekday - correction;
  let year = isoYear;
  if (ordinal < 1) {
    ordinal += ymdToOrd(year, 1, 1);
    year -= 1;
    ordinal -= ymdToOrd(year, 1, 1);
  }
  return [year, ordinal];
}

function parseOffset(z: string): bigint {
  if (z === "Z" || z === "z") return 0n;
  if (z[3] === ":" && z.length > 6 && z[6] !== ":") raise(E.ValueError, `Inconsistent use of : in ${z}`);
  const m = /^([+-])(\d\d):?(\d\d)(?::?(\d\d)(?:\.(\d{1,6}))?)?$/.exec(z)!;
  const [, sign, hh, mm, ss, frac] = m;
  const us =
    (BigInt(hh) * 3600n + BigInt(mm) * 60n + BigInt(ss ?? "0")) * 1_000_000n + BigInt((frac ?? "").padEnd(6, "0") || "0");
  return sign === "-" ? -us : us;
}
