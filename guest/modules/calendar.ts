// The `calendar` module's date arithmetic, as flows use it: isleap, leapdays, weekday,
// monthrange, monthcalendar, timegm, the English month and day names (CPython's C locale), the
// weekday constants and firstweekday; IllegalMonthError and IllegalWeekdayError as CPython
// raises them. No text or HTML calendars. The arithmetic is datetime's (datetime/calendar.ts).
import { E, PyList, PyModule, PyTuple, asIndex, builtin, newExceptionType, raise, repr, toArray, type Int } from "../values/index.js";
import { DAY_NAMES, MAXYEAR, MINYEAR, MONTH_NAMES, checkDate, daysInMonth, isLeap, weekday as ordinalWeekday, ymdToOrd } from "./datetime/calendar.js";

const IllegalMonthError = newExceptionType("IllegalMonthError", [E.ValueError], "calendar");
const IllegalWeekdayError = newExceptionType("IllegalWeekdayError", [E.ValueError], "calendar");

const int = (x: unknown): number => Number(asIndex(x));

function checkMonth(month: number): void {
  if (month < 1 || month > 12) raise(IllegalMonthError, `bad month number ${month}; must be 1-12`);
}

/** calendar.weekday: 0 for Monday; a year outside 1..9999 counts as its place in the 400-year cycle. */
function weekday(year: unknown, month: unknown, day: unknown): number {
  let y = int(year);
  const m = int(month);
  const d = int(day);
  if (y < MINYEAR || y > MAXYEAR) y = 2000 + (((y % 400) + 400) % 400);
  checkDate(y, m, d);
  return ordinalWeekday(y, m, d);
}

function monthrange(year: unknown, month: unknown): PyTuple {
  const y = int(year);
  const m = int(month);
  checkMonth(m);
  return new PyTuple([weekday(y, m, 1), daysInMonth(y, m)]);
}

let firstWeekday = 0;

/** Weeks of the month as lists of seven day numbers, 0 outside it, from the first weekday. */
function monthcalendar(year: unknown, month: unknown): PyList {
  const y = int(year);
  const m = int(month);
  checkMonth(m);
  const weeks: PyList[] = [];
  let week: number[] = new Array(((weekday(y, m, 1) - firstWeekday) % 7 + 7) % 7).fill(0);
  for (let d = 1; d <= daysInMonth(y, m); d++) {
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
  const count = (n: number) => Math.floor(n / 4) - Math.floor(n / 100) + Math.floor(n / 400);
  return count(int(y2) - 1) - count(int(y1) - 1);
}

/** calendar.timegm: seconds since the epoch of a UTC time tuple (year, month, day, hour, minute, second, ...). */
function timegm(tuple: unknown): Int {
  const [year, month, day, hour, minute, second] = toArray(tuple).slice(0, 6).map(int);
  // CPython's datetime.date(year, month, 1).toordinal() - the epoch's + day - 1.
  checkDate(year, month, 1);
  const days = ymdToOrd(year, month, 1) - ymdToOrd(1970, 1, 1) + day - 1;
  const total = ((days * 24 + hour) * 60 + minute) * 60 + second;
  return Number.isSafeInteger(total) ? total : BigInt(total);
}

function setFirstWeekday(day: unknown): null {
  const d = int(day);
  if (d < 0 || d > 6) raise(IllegalWeekdayError, `bad weekday number ${repr(day)}; must be 0 (Monday) to 6 (Sunday)`);
  firstWeekday = d;
  return null;
}

export function calendarModule(): PyModule {
  const months = MONTH_NAMES.slice(1);
  return new PyModule("calendar", {
    isleap: builtin("isleap", "year", (y: unknown) => isLeap(int(y))),
    leapdays: builtin("leapdays", "y1, y2", leapdays),
    weekday: builtin("weekday", "year, month, day", weekday),
    monthrange: builtin("monthrange", "year, month", monthrange),
    monthcalendar: builtin("monthcalendar", "year, month", monthcalendar),
    timegm: builtin("timegm", "tuple", timegm),
    firstweekday: builtin("firstweekday", "", () => firstWeekday),
    setfirstweekday: builtin("setfirstweekday", "firstweekday", setFirstWeekday),
    month_name: new PyList(["", ...months]),
    month_abbr: new PyList(["", ...months.map((m) => m.slice(0, 3))]),
    day_name: new PyList([...DAY_NAMES]),
    day_abbr: new PyList(DAY_NAMES.map((d) => d.slice(0, 3))),
    ...Object.fromEntries(DAY_NAMES.map((d, i) => [d.toUpperCase(), i])),
    IllegalMonthError,
    IllegalWeekdayError,
  });
}
