// Proleptic Gregorian calendar arithmetic as CPython's datetime module does it: ordinals
// (0001-01-01 is day 1), days in month, ISO weeks, the names strftime uses, and a date's range
// checks (the calendar module's too).
import { E, raise } from "../../values/index.js";

export const MINYEAR = 1;
export const MAXYEAR = 9999;
export const MAX_ORDINAL = 3652059; // date(9999, 12, 31).toordinal()

const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DAYS_BEFORE_MONTH = [0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

export const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
export const MONTH_NAMES = [
  "", "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];

export function isLeap(y: number): boolean {
  return y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
}

export function daysInMonth(y: number, m: number): number {
  return m === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[m];
}

/** datetime.date(y, m, d)'s checks, with CPython's messages. */
export function checkDate(y: number, m: number, d: number): void {
  if (y < MINYEAR || y > MAXYEAR) raise(E.ValueError, `year ${y} is out of range`);
  if (m < 1 || m > 12) raise(E.ValueError, "month must be in 1..12");
  if (d < 1 || d > daysInMonth(y, m)) raise(E.ValueError, "day is out of range for month");
}

function daysBeforeYear(y: number): number {
  const p = y - 1;
  return p * 365 + Math.floor(p / 4) - Math.floor(p / 100) + Math.floor(p / 400);
}

export function daysBeforeMonth(y: number, m: number): number {
  return DAYS_BEFORE_MONTH[m] + (m > 2 && isLeap(y) ? 1 : 0);
}

export function ymdToOrd(y: number, m: number, d: number): number {
  return daysBeforeYear(y) + daysBeforeMonth(y, m) + d;
}

const DI400Y = daysBeforeYear(401);
const DI100Y = daysBeforeYear(101);
const DI4Y = daysBeforeYear(5);

/** CPython's _ord2ymd. */
export function ordToYmd(n: number): [number, number, number] {
  n -= 1;
  const n400 = Math.floor(n / DI400Y);
  n -= n400 * DI400Y;
  let year = n400 * 400 + 1;
  const n100 = Math.floor(n / DI100Y);
  n -= n100 * DI100Y;
  const n4 = Math.floor(n / DI4Y);
  n -= n4 * DI4Y;
  const n1 = Math.floor(n / 365);
  n -= n1 * 365;
  year += n100 * 100 + n4 * 4 + n1;
  if (n1 === 4 || n100 === 4) return [year - 1, 12, 31];
  const leap = n1 === 3 && (n4 !== 24 || n100 === 3);
  let month = (n + 50) >> 5;
  let preceding = DAYS_BEFORE_MONTH[month] + (month > 2 && leap ? 1 : 0);
  if (preceding > n) {
    month -= 1;
    preceding -= DAYS_IN_MONTH[month] + (month === 2 && leap ? 1 : 0);
  }
  n -= preceding;
  return [year, month, n + 1];
}

/** 0 = Monday, as date.weekday(). */
export function weekday(y: number, m: number, d: number): number {
  return (ymdToOrd(y, m, d) + 6) % 7;
}

function isoWeek1Monday(year: number): number {
  const firstday = ymdToOrd(year, 1, 1);
  const firstweekday = (firstday + 6) % 7;
  let week1monday = firstday - firstweekday;
  if (firstweekday > 3) week1monday += 7;
  return week1monday;
}

/** date.isocalendar(): [ISO year, week, weekday 1..7]. */
export function isoCalendar(y: number, m: number, d: number): [number, number, number] {
  let year = y;
  let week1monday = isoWeek1Monday(year);
  const today = ymdToOrd(y, m, d);
  let week = Math.floor((today - week1monday) / 7);
  let day = (today - week1monday) % 7;
  if (week < 0) {
    year -= 1;
    week1monday = isoWeek1Monday(year);
    week = Math.floor((today - week1monday) / 7);
    day = (today - week1monday) % 7;
  } else if (week >= 52 && today >= isoWeek1Monday(year + 1)) {
    year += 1;
    week = 0;
  }
  return [year, week + 1, ((day % 7) + 7) % 7 + 1];
}

/** date.fromisocalendar's arithmetic; null when the week is out of range for the year. */
export function isoToYmd(year: number, week: number, day: number): [number, number, number] | null {
  if (week <= 0 || week >= 53) {
    let outOfRange = true;
    if (week === 53) {
      const firstWeekday = ymdToOrd(year, 1, 1) % 7;
      if (firstWeekday === 4 || (firstWeekday === 3 && isLeap(year))) outOfRange = false;
    }
    if (outOfRange) return null;
  }
  const ord = isoWeek1Monday(year) + (week - 1) * 7 + (day - 1);
  return ordToYmd(ord);
}
