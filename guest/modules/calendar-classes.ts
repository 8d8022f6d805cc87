// calendar.Calendar (the weeks of a month, as days, (day, weekday) pairs, dates, ...) and
// calendar.TextCalendar (the text month and year calendars `calendar.month()` and `calendar.calendar()`
// print), as calendar.py writes them. Their methods reach one another through the instance, so a
// script's subclass that overrides `formatday` or `formatweek` changes what the others produce.
import {
  E, PyInstance, PyList, PyProperty, PyTuple, PyType, T, UserType, JsIterator, asIndex, builtin, callMethod, callPy,
  checkSequenceLength, getAttr, hooks, newExceptionType, pyDef, raise, repr, str, strLen, strRepeat, toArray, truthy,
} from "../values/index.js";
import { DAY_NAMES, MONTH_NAMES, daysInMonth, weekday } from "./datetime/calendar.js";
import { PyDate } from "./datetime/date.js";

export const IllegalMonthError = newExceptionType("IllegalMonthError", [E.ValueError], "calendar");

const int = (x: unknown): number => Number(asIndex(x));
const GeneratorType = new PyType("generator", [T.object]);
/** A generator's laziness: the month is checked when the first item is read, as in CPython. */
const generator = (items: () => unknown[]) =>
  new JsIterator(
    (function* () {
      yield* items();
    })(),
    GeneratorType,
  );

export function checkMonth(month: number): void {
  if (month < 1 || month > 12) raise(IllegalMonthError, `bad month number ${month}; must be 1-12`);
}

/** The days of a month's weeks as [year, month, day], from the first weekday: the days of the
 *  months around it fill the first and last weeks (calendar.py's itermonthdays3). */
function monthDays(first: number, year: number, month: number): [number, number, number][] {
  checkMonth(month);
  const day1 = weekday(year, month, 1);
  const ndays = daysInMonth(year, month);
  const before = (((day1 - first) % 7) + 7) % 7;
  const after = (((first - day1 - ndays) % 7) + 7) % 7;
  const [py, pm] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const [ny, nm] = month === 12 ? [year + 1, 1] : [year, month + 1];
  const prevLen = daysInMonth(py, pm);
  const days: [number, number, number][] = [];
  for (let d = prevLen - before + 1; d <= prevLen; d++) days.push([py, pm, d]);
  for (let d = 1; d <= ndays; d++) days.push([year, month, d]);
  for (let d = 1; d <= after; d++) days.push([ny, nm, d]);
  return days;
}

const firstOf = (self: unknown): number => int(getAttr(self, "firstweekday"));

/** itermonthdays: the month's day numbers, 0 for the days of the months around it. */
function dayNumbers(self: unknown, year: unknown, month: unknown): number[] {
  const m = int(month);
  return monthDays(firstOf(self), int(year), m).map(([, dm, d]) => (dm === m ? d : 0));
}

/** itermonthdays2: (day number, weekday) pairs. */
function dayPairs(self: unknown, year: unknown, month: unknown): PyTuple[] {
  const first = firstOf(self);
  return dayNumbers(self, year, month).map((d, i) => new PyTuple([d, (first + i) % 7]));
}

function dates(self: unknown, year: unknown, month: unknown): PyDate[] {
  return monthDays(firstOf(self), int(year), int(month)).map(([y, m, d]) => new PyDate(y, m, d));
}

const weeksOf = (items: unknown[]) => {
  const weeks: PyList[] = [];
  for (let i = 0; i < items.length; i += 7) weeks.push(new PyList(items.slice(i, i + 7)));
  return new PyList(weeks);
};

/** yeardayscalendar and its kin: the twelve months' weeks, `width` months to a row. */
function yearRows(self: unknown, year: unknown, width: unknown, monthMethod: string): PyList {
  const months = Array.from({ length: 12 }, (_, i) => callMethod(self, monthMethod, [year, i + 1]));
  const w = int(width);
  if (w === 0) raise(E.ValueError, "range() arg 3 must not be zero");
  const rows: PyList[] = [];
  for (let i = 0; i < 12; i += w) rows.push(new PyList(months.slice(i, i + w)));
  return new PyList(rows);
}

export function calendarType(): UserType {
  const t = new UserType("Calendar", "Calendar", [T.object], [], "calendar");
  const getFirst = builtin("getfirstweekday", "self", (self: PyInstance) => ((int(self.attrs._firstweekday) % 7) + 7) % 7);
  const setFirst = builtin("setfirstweekday", "self, firstweekday", (self: PyInstance, day: unknown) => {
    self.attrs._firstweekday = day;
    return null;
  });
  const methods: Record<string, unknown> = {
    __init__: pyDef("__init__", "self, firstweekday=0", (self: PyInstance, day: unknown) => {
      self.attrs._firstweekday = day;
      return null;
    }),
    getfirstweekday: getFirst,
    setfirstweekday: setFirst,
    firstweekday: new PyProperty(getFirst, setFirst, null, null),
    iterweekdays: pyDef("iterweekdays", "self", (self: unknown) => {
      const first = firstOf(self);
      return generator(() => Array.from({ length: 7 }, (_, i) => (first + i) % 7));
    }),
    itermonthdates: pyDef("itermonthdates", "self, year, month", (self: unknown, y: unknown, m: unknown) => generator(() => dates(self, y, m))),
    itermonthdays: pyDef("itermonthdays", "self, year, month", (self: unknown, y: unknown, m: unknown) => generator(() => dayNumbers(self, y, m))),
    itermonthdays2: pyDef("itermonthdays2", "self, year, month", (self: unknown, y: unknown, m: unknown) => generator(() => dayPairs(self, y, m))),
    itermonthdays3: pyDef("itermonthdays3", "self, year, month", (self: unknown, y: unknown, m: unknown) =>
      generator(() => monthDays(firstOf(self), int(y), int(m)).map((ymd) => new PyTuple(ymd)))),
    itermonthdays4: pyDef("itermonthdays4", "self, year, month", (self: unknown, y: unknown, m: unknown) => {
      const first = firstOf(self);
      return generator(() => monthDays(first, int(y), int(m)).map((ymd, i) => new PyTuple([...ymd, (first + i) % 7])));
    }),
    monthdatescalendar: pyDef("monthdatescalendar", "self, year, month", (self: unknown, y: unknown, m: unknown) => weeksOf(toArray(callMethod(self, "itermonthdates", [y, m])))),
    monthdays2calendar: pyDef("monthdays2calendar", "self, year, month", (self: unknown, y: unknown, m: unknown) => weeksOf(toArray(callMethod(self, "itermonthdays2", [y, m])))),
    monthdayscalendar: pyDef("monthdayscalendar", "self, year, month", (self: unknown, y: unknown, m: unknown) => weeksOf(toArray(callMethod(self, "itermonthdays", [y, m])))),
    yeardatescalendar: pyDef("yeardatescalendar", "self, year, width=3", (self: unknown, y: unknown, w: unknown) => yearRows(self, y, w, "monthdatescalendar")),
    yeardays2calendar: pyDef("yeardays2calendar", "self, year, width=3", (self: unknown, y: unknown, w: unknown) => yearRows(self, y, w, "monthdays2calendar")),
    yeardayscalendar: pyDef("yeardayscalendar", "self, year, width=3", (self: unknown, y: unknown, w: unknown) => yearRows(self, y, w, "monthdayscalendar")),
  };
  for (const [name, m] of Object.entries(methods)) t.methods.set(name, m);
  return t;
}

/** str.center as CPython pads: the extra space goes left when the padding and the width are both odd. */
function center(s: string, width: number): string {
  const pad = width - strLen(s);
  if (pad <= 0) return s;
  checkSequenceLength(width);
  const left = Math.floor(pad / 2) + (pad & width & 1);
  return " ".repeat(left) + s + " ".repeat(pad - left);
}

/** calendar.formatstring: columns centered in `colwidth`, `spacing` spaces apart. */
export function formatString(cols: string[], colwidth: number, spacing: number): string {
  return cols.map((c) => center(c, colwidth)).join(strRepeat(" ", spacing));
}

/** print(text, end=''), to sys.stdout where contextlib.redirect_stdout moved it. */
export function printText(text: string): null {
  if (hooks.stdout !== null) callPy(getAttr(hooks.stdout, "write"), [text]);
  else hooks.print(text);
  return null;
}

const strMethod = (self: unknown, name: string, args: unknown[]): string => str(callMethod(self, name, args));
const lines = (l: number) => strRepeat("\n", l);

function formatMonth(self: unknown, year: unknown, month: unknown, width: unknown, lineCount: unknown): string {
  const w = Math.max(2, int(width));
  const l = Math.max(1, int(lineCount));
  let s = strMethod(self, "formatmonthname", [year, month, 7 * (w + 1) - 1]).trimEnd() + lines(l);
  s += strMethod(self, "formatweekheader", [w]).trimEnd() + lines(l);
  for (const week of toArray(callMethod(self, "monthdays2calendar", [year, month]))) {
    s += strMethod(self, "formatweek", [week, w]).trimEnd() + lines(l);
  }
  return s;
}

function formatYear(self: unknown, year: unknown, width: unknown, lineCount: unknown, spacing: unknown, perRow: unknown): string {
  const w = Math.max(2, int(width));
  const l = Math.max(1, int(lineCount));
  const c = Math.max(2, int(spacing));
  const m = int(perRow);
  const colwidth = (w + 1) * 7 - 1;
  let out = center(repr(year), colwidth * m + c * (m - 1)).trimEnd() + lines(l);
  const header = strMethod(self, "formatweekheader", [w]);
  toArray(callMethod(self, "yeardays2calendar", [year, m])).forEach((row, i) => {
    const months: number[] = [];
    for (let k = m * i + 1; k < Math.min(m * (i + 1) + 1, 13); k++) months.push(k);
    out += lines(l);
    out += formatString(months.map((k) => strMethod(self, "formatmonthname", [year, k, colwidth, false])), colwidth, c).trimEnd() + lines(l);
    out += formatString(months.map(() => header), colwidth, c).trimEnd() + lines(l);
    const cals = toArray(row).map((cal) => toArray(cal));
    const height = Math.max(...cals.map((cal) => cal.length));
    for (let j = 0; j < height; j++) {
      const weeks = cals.map((cal) => (j >= cal.length ? "" : strMethod(self, "formatweek", [cal[j], w])));
      out += formatString(weeks, colwidth, c).trimEnd() + lines(l);
    }
  });
  return out;
}

export function textCalendarType(base: UserType): UserType {
  const t = new UserType("TextCalendar", "TextCalendar", [base], [], "calendar");
  const methods: Record<string, unknown> = {
    formatday: pyDef("formatday", "self, day, weekday, width", (_self: unknown, day: unknown, _wd: unknown, width: unknown) =>
      center(int(day) === 0 ? "" : String(int(day)).padStart(2), int(width))),
    formatweek: pyDef("formatweek", "self, theweek, width", (self: unknown, week: unknown, width: unknown) =>
      toArray(week).map((pair) => strMethod(self, "formatday", [...toArray(pair), width])).join(" ")),
    formatweekday: pyDef("formatweekday", "self, day, width", (_self: unknown, day: unknown, width: unknown) => {
      const w = int(width);
      const name = DAY_NAMES.at(int(day)) ?? raise(E.IndexError, "list index out of range");
      return center((w >= 9 ? name : name.slice(0, 3)).slice(0, w), w);
    }),
    formatweekheader: pyDef("formatweekheader", "self, width", (self: unknown, width: unknown) =>
      toArray(callMethod(self, "iterweekdays", [])).map((d) => strMethod(self, "formatweekday", [d, width])).join(" ")),
    formatmonthname: pyDef("formatmonthname", "self, theyear, themonth, width, withyear=True", (_self: unknown, year: unknown, month: unknown, width: unknown, withYear: unknown) => {
      const name = MONTH_NAMES.at(int(month)) ?? raise(E.IndexError, "list index out of range");
      return center(truthy(withYear) ? `${name} ${repr(year)}` : name, int(width));
    }),
    formatmonth: pyDef("formatmonth", "self, theyear, themonth, w=0, l=0", formatMonth),
    formatyear: pyDef("formatyear", "self, theyear, w=2, l=1, c=6, m=3", formatYear),
    prweek: pyDef("prweek", "self, theweek, width", (self: unknown, week: unknown, width: unknown) => printText(strMethod(self, "formatweek", [week, width]))),
    prmonth: pyDef("prmonth", "self, theyear, themonth, w=0, l=0", (self: unknown, y: unknown, m: unknown, w: unknown, l: unknown) =>
      printText(strMethod(self, "formatmonth", [y, m, w, l]))),
    pryear: pyDef("pryear", "self, theyear, w=0, l=0, c=6, m=3", (self: unknown, y: unknown, w: unknown, l: unknown, c: unknown, m: unknown) =>
      printText(strMethod(self, "formatyear", [y, w, l, c, m]))),
  };
  for (const [name, m] of Object.entries(methods)) t.methods.set(name, m);
  return t;
}
