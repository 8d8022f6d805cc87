// The `calendar` module, as flows use it: isleap, leapdays, weekday, monthrange, timegm, the
// English month and day names (CPython's C locale), the weekday constants; the module's
// TextCalendar behind firstweekday, monthcalendar, month, calendar, prmonth, prcal, week and
// weekheader; Calendar and TextCalendar (calendar-classes.ts); IllegalMonthError and
// IllegalWeekdayError as CPython raises them. No HTML calendars. The arithmetic is datetime's
// (datetime/calendar.ts).
import { E, PyInstance, PyList, PyModule, PyTuple, asIndex, builtin, callMethod, callPy, newExceptionType, raise, repr, toArray, typeName, type Int } from "../values/index.js";
import { DAY_NAMES, MAXYEAR, MINYEAR, MONTH_NAMES, checkDate, daysInMonth, isLeap, weekday as ordinalWeekday, ymdToOrd } from "./datetime/calendar.js";
import { IllegalMonthError, calendarType, checkMonth, formatString, printText, textCalendarType } from "./calendar-classes.js";

const IllegalWeekdayError = newExceptionType("IllegalWeekdayError", [E.ValueError], "calendar");

const int = (x: unknown): number => Number(asIndex(x));

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

/** A column formatstring centers: only a str has `center`. */
const centered = (x: unknown): string => (typeof x === "string" ? x : raise(E.AttributeError, `'${typeName(x)}' object has no attribute 'center'`));

/** The module's functions that calendar.py binds to its TextCalendar `c`, by their method names. */
const BOUND: [name: string, method: string, params: string][] = [
  ["firstweekday", "getfirstweekday", ""],
  ["monthcalendar", "monthdayscalendar", "year, month"],
  ["prweek", "prweek", "theweek, width"],
  ["week", "formatweek", "theweek, width"],
  ["weekheader", "formatweekheader", "width"],
  ["prmonth", "prmonth", "theyear, themonth, w=0, l=0"],
  ["month", "formatmonth", "theyear, themonth, w=0, l=0"],
  ["calendar", "formatyear", "theyear, w=2, l=1, c=6, m=3"],
  ["prcal", "pryear", "theyear, w=0, l=0, c=6, m=3"],
];

export function calendarModule(): PyModule {
  const months = MONTH_NAMES.slice(1);
  const Calendar = calendarType();
  const TextCalendar = textCalendarType(Calendar);
  const c = callPy(TextCalendar, []) as PyInstance;
  const bound = BOUND.map(([name, method, params]) => [name, builtin(name, params, (...a: unknown[]) => callMethod(c, method, a))]);
  const setFirstWeekday = (day: unknown): null => {
    const d = int(day);
    if (d < 0 || d > 6) raise(IllegalWeekdayError, `bad weekday number ${repr(day)}; must be 0 (Monday) to 6 (Sunday)`);
    c.attrs._firstweekday = day;
    return null;
  };
  const formatstring = (cols: unknown, colwidth: unknown, spacing: unknown) => formatString(toArray(cols).map(centered), int(colwidth), int(spacing));
  return new PyModule("calendar", {
    isleap: builtin("isleap", "year", (y: unknown) => isLeap(int(y))),
    leapdays: builtin("leapdays", "y1, y2", leapdays),
    weekday: builtin("weekday", "year, month, day", weekday),
    monthrange: builtin("monthrange", "year, month", monthrange),
    timegm: builtin("timegm", "tuple", timegm),
    ...Object.fromEntries(bound),
    setfirstweekday: builtin("setfirstweekday", "firstweekday", setFirstWeekday),
    formatstring: builtin("formatstring", "cols, colwidth=20, spacing=6", formatstring),
    format: builtin("format", "cols, colwidth=20, spacing=6", (cols: unknown, w: unknown, sp: unknown) => printText(formatstring(cols, w, sp) + "\n")),
    Calendar,
    TextCalendar,
    January: 1,
    February: 2,
    mdays: new PyList([0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]),
    EPOCH: 1970,
    error: E.ValueError,
    month_name: new PyList(["", ...months]),
    month_abbr: new PyList(["", ...months.map((m) => m.slice(0, 3))]),
    day_name: new PyList([...DAY_NAMES]),
    day_abbr: new PyList(DAY_NAMES.map((d) => d.slice(0, 3))),
    ...Object.fromEntries(DAY_NAMES.map((d, i) => [d.toUpperCase(), i])),
    IllegalMonthError,
    IllegalWeekdayError,
  });
}
