// The `calendar` module's date arithmetic, as flows use it: isleap, leapdays, weekday,
// monthrange, monthcalendar, timegm, the English month and day names (CPython's C locale), the
// weekday constants and firstweekday; IllegalMonthError and IllegalWeekdayError as CPython
// raises them. No text or HTML calendars.
import { E, PyList, PyModule, PyTuple, asIndex, builtin, newExceptionType, raise, repr, toArray, type Int } from "../values/index.js";

const IllegalMonthError = newExceptionType("IllegalMonthError", [E.ValueError], "calendar");
const IllegalWeekdayError = newExceptionType("IllegalWeekdayError", [E.ValueError], "calendar");

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeap = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
const daysIn = (y: number, m: number) => (m === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[m - 1]);

/** Days before 1 January of `y` (CPython's _days_before_year): year 1 starts at 0. */
function daysBeforeYear(y: number): number {
  const p = y - 1;
  return p * 365 + Math.floor(p / 4) - Math.floor(p / 100) + Math.floor(p / 400);
}

/** The proleptic Gregorian ordinal of a date (1 for 0001-01-01), as date.toordinal(). */
function ordinal(y: number, m: number, d: number): number {
  let days = daysBeforeYear(y) + d;
  for (let i = 1; i < m; i++) days += daysIn(y, i);
  return days;
}

const int = (x: unknown): number => Number(asIndex(x));

function checkMonth(month: number): void {
  if (month < 1 || month > 12) raise(IllegalMonthError, `bad month number ${month}; must be 1-12`);
}

/** calendar.weekday: 0 for Monday; a year outside 1..9999 counts as its place in the 400-year cycle. */
function weekday(year: unknown, month: unknown, day: unknown): number {
  let y = int(year);
  const m = int(month);
  const d = int(day);
  if (y < 1 || y > 9999) y = 2000 + (((y % 400) + 400) % 400);
  if (m < 1 || m > 12) raise(E.ValueError, "month must be in 1..12");
  if (d < 1 || d > daysIn(y, m)) raise(E.ValueError, "day is out of range for month");
  return (ordinal(y, m, d) + 6) % 7;
}

function monthrange(year: unknown, month: unknown): PyTuple {
  const y = int(year);
  const m = int(month);
  checkMonth(m);
  return new PyTuple([weekday(y, m, 1), daysIn(y, m)]);
}

let firstWeekday = 0;

/** Weeks of the month as lists of seven day numbers, 0 outside it, from the first weekday. */
function monthcalendar(year: unknown, month: unknown): PyList {
  const y = int(year);
  const m = int(month);
  checkMonth(m);
  const weeks: PyList[] = [];
  let week: number[] = new Array(((weekday(y, m, 1) - firstWeekday) % 7 + 7) % 7).fill(0);
  for (let d = 1; d <= daysIn(y, m); d++) {
    week.push(d);
    if (week.length === 7) {
      weeks.push(new PyList(week));
      week = [];
    }
  }
  if (week.length) weeks.push(new PyList([...week, ...new Array(7 - week.length).fill(0)]));
  return new PyList(weeks);
}

function leapdays(y1: unknown, y2: unknown): number {
  const a = int(y1) - 1;
  const b = int(y2) - 1;
  const count = (n: number) => Math.floor(n / 4) - Math.floor(n / 100) + Math.floor(n / 400);
  return count(b) - count(a);
}

/** calendar.timegm: seconds since the epoch of a UTC time tuple (year, month, day, hour, minute, second, ...). */
function timegm(tuple: unknown): Int {
  const [year, month, day, hour, minute, second] = toArray(tuple).slice(0, 6).map(int);
  // CPython's datetime.date(year, month, 1).toordinal(): its range checks.
  if (year < 1 || year > 9999) raise(E.ValueError, `year ${year} is out of range`);
  if (month < 1 || month > 12) raise(E.ValueError, "month must be in 1..12");
  const days = ordinal(year, 1, 1) - ordinal(1970, 1, 1);
  let monthDays = 0;
  for (let i = 1; i < month; i++) monthDays += daysIn(year, i);
  const total = ((days + monthDays + day - 1) * 24 + hour) * 60 * 60 + minute * 60 + second;
  return Number.isSafeInteger(total) ? total : BigInt(total);
}

function setFirstWeekday(day: unknown): null {
  const d = int(day);
  if (d < 0 || d > 6) raise(IllegalWeekdayError, `bad weekday number ${repr(day)}; must be 0 (Monday) to 6 (Sunday)`);
  firstWeekday = d;
  return null;
}

export function calendarModule(): PyModule {
  return new PyModule("calendar", {
    isleap: builtin("isleap", "year", (y: unknown) => isLeap(int(y))),
    leapdays: builtin("leapdays", "y1, y2", leapdays),
    weekday: builtin("weekday", "year, month, day", weekday),
    monthrange: builtin("monthrange", "year, month", monthrange),
    monthcalendar: builtin("monthcalendar", "year, month", monthcalendar),
    timegm: builtin("timegm", "tuple", timegm),
    firstweekday: builtin("firstweekday", "", () => firstWeekday),
    setfirstweekday: builtin("setfirstweekday", "firstweekday", setFirstWeekday),
    month_name: new PyList(["", ...MONTHS]),
    month_abbr: new PyList(["", ...MONTHS.map((m) => m.slice(0, 3))]),
    day_name: new PyList(DAYS),
    day_abbr: new PyList(DAYS.map((d) => d.slice(0, 3))),
    ...Object.fromEntries(DAYS.map((d, i) => [d.toUpperCase(), i])),
    IllegalMonthError,
    IllegalWeekdayError,
  });
}
