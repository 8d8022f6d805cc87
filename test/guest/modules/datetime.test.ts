// datetime against CPython: constructors and validation, repr/str, arithmetic and comparison,
// isoformat/fromisoformat (3.11 rules), strftime, timestamps and timezones. now() is pinned.
import { describe, expect, it } from "vitest";
import { differential, environment, evaluate, subclassReprWorks, valueHashWorks } from "./harness.js";
import { hooks, repr } from "../../../guest/values/index.js";

// Runs once guest/values' repr consults `$repr` on tuple subclasses (see harness.ts).
const tupleSubclassCases = ["date(2024, 1, 2).isocalendar()"];

const SETUP = "from datetime import date, datetime, time, timedelta, timezone\nimport datetime as dt";

const timedeltas = [
  "timedelta(0)", "timedelta(days=-1)", "timedelta(microseconds=-1)", "str(timedelta(microseconds=-1))",
  "str(timedelta(days=2, seconds=5))", "str(timedelta(days=-3, hours=5))", "str(timedelta(days=1, hours=1))",
  "str(timedelta(hours=25, minutes=3, seconds=4, microseconds=50))", "timedelta(hours=1.5)", "timedelta(seconds=0.5)",
  "timedelta(microseconds=1.5)", "timedelta(microseconds=2.5)", "timedelta(seconds=1e-7)", "timedelta(weeks=1, days=-0.5)",
  "timedelta(minutes=90)", "timedelta(milliseconds=1500)", "timedelta(days=10 ** 9)", "timedelta(days='1')",
  "timedelta(weeks=1) / timedelta(days=2)", "timedelta(days=1) // timedelta(hours=5)", "timedelta(hours=1) * 1.5",
  "timedelta(1) / 3", "timedelta(1) // 7", "timedelta(1) % timedelta(hours=5)", "2 * timedelta(hours=3)",
  "timedelta(hours=3) * 2", "-timedelta(hours=1)", "timedelta(1) - timedelta(hours=1)", "timedelta(1) + timedelta(1)",
  "timedelta(1) / 0", "timedelta(days=1, seconds=1).total_seconds()", "timedelta(microseconds=1).total_seconds()",
  "timedelta(days=1).days", "timedelta(hours=-1).seconds", "timedelta(1) == timedelta(hours=24)", "timedelta(1) < timedelta(2)",
  "bool(timedelta(0))", "timedelta.max", "timedelta.min", 
];

const dates = [
  "date(2024, 1, 2)", "str(date(2024, 1, 2))", "date(2024, 2, 30)", "date(0, 1, 1)", "date(2024, 13, 1)", "date(2024.0, 1, 1)",
  "date(2024, 2, 29).isoformat()", "date(2023, 2, 29)", "date(2024, 1, 2).weekday()", "date(2024, 1, 7).isoweekday()",
  "list(date(2021, 1, 1).isocalendar())", "date(2024, 12, 30).isocalendar().week",
  "date(2024, 1, 2).toordinal()", "date.fromordinal(738887)", "date(2024, 1, 31) + timedelta(days=1)",
  "timedelta(days=1) + date(2024, 2, 28)", "date(2024, 3, 1) - timedelta(days=1)", "date(2024, 3, 1) - date(2023, 3, 1)",
  "date(2024, 1, 1) + timedelta(hours=23)", "date(9999, 12, 31) + timedelta(1)", 
  "date(2024, 1, 1) < date(2024, 1, 2)", "date(2024, 1, 1) == date(2024, 1, 1)", "date(2024, 1, 1).replace(month=2)",
  "date(2024, 1, 31).replace(month=2)", "date.fromisoformat('2024-05-06')", "date.fromisoformat('20240506')",
  "date.fromisoformat('2024-W01-2')", "date.fromisoformat('2024-1-01')", "date.fromisoformat('2024-02-30')",
  "date.fromisocalendar(2024, 1, 2)", "date.fromisocalendar(2024, 54, 1)", "date(2024, 1, 2).strftime('%Y-%m-%d %A %B %j %U %W %a %b')",
  "date(2024, 1, 2).ctime()", "date(2024, 1, 2).year", "date.min", "date.max", "date(2024, 1, 2) == datetime(2024, 1, 2)",
  "date(2024, 1, 2) < datetime(2024, 1, 2)", "format(date(2024, 1, 2), '%d/%m/%Y')", "format(date(2024, 1, 2), '')","sorted([date(2024, 3, 1), date(2023, 1, 1), date(2024, 1, 1)])",
];

const datetimes = [
  "datetime(2024, 1, 2, 3, 4, 5)", "datetime(2024, 1, 2)", "datetime(2024, 1, 2, 3, 4, 5, 60)", "str(datetime(2024, 1, 2, 3, 4, 5, 60))",
  "datetime(2024, 1, 2, tzinfo=timezone.utc)", "str(datetime(2024, 1, 2, 3, tzinfo=timezone(timedelta(hours=-5, minutes=-30))))",
  "datetime(2024, 1, 1, 24)", "datetime(2024, 1, 1, 0, 60)", "datetime(2024, 1, 1, 0, 0, 60)", "datetime(2024, 1, 1, 0, 0, 0, 10 ** 6)",
  "datetime(2024, 1, 1, tzinfo=5)", "datetime(2024, 1, 2).isoformat()", "datetime(2024, 1, 2, 3, 4, 5, 123456).isoformat(' ')",
  "datetime(2024, 1, 2, 3, 4, 5, 123456).isoformat(timespec='milliseconds')", "datetime(2024, 1, 2).isoformat(timespec='minutes')",
  "datetime(2024, 1, 2).isoformat(timespec='hours')", "datetime(2024, 1, 2).isoformat(timespec='nope')",
  "datetime(2024, 1, 1, 12) - timedelta(hours=13)", "datetime(2024, 1, 1) + timedelta(days=1, microseconds=5)",
  "datetime(2024, 3, 1) - datetime(2024, 2, 1, 12)", "datetime(2024, 1, 1) - datetime(2024, 1, 1, tzinfo=timezone.utc)",
  "datetime(2024, 1, 1) < datetime(2024, 1, 1, tzinfo=timezone.utc)", "datetime(2024, 1, 1) == datetime(2024, 1, 1, tzinfo=timezone.utc)",
  "datetime(2024, 1, 1, 2, tzinfo=timezone(timedelta(hours=2))) == datetime(2024, 1, 1, tzinfo=timezone.utc)",
  "datetime(2024, 1, 1, 3, tzinfo=timezone(timedelta(hours=2))) - datetime(2024, 1, 1, tzinfo=timezone.utc)",
  "datetime(2024, 1, 1) < datetime(2024, 1, 1, 0, 0, 1)", "datetime(2024, 1, 1) < date(2024, 1, 2)",
  "datetime(2024, 1, 2, 3, 4).date()", "datetime(2024, 1, 2, 3, 4).time()", "datetime(2024, 1, 2, 3, 4).weekday()",
  "datetime(2024, 1, 2).replace(hour=5, tzinfo=timezone.utc)", "datetime(2024, 1, 2, tzinfo=timezone.utc).replace(tzinfo=None)",
  "datetime(2024, 1, 2, 3, 4, 5).strftime('%Y-%m-%dT%H:%M:%S.%f %p %I %y %%')", "datetime(2024, 1, 2, 15, 4, 5).strftime('%I %p %c %x %X')",
  "datetime(2024, 1, 2, tzinfo=timezone(timedelta(hours=5, minutes=30))).strftime('%z %Z')",
  "datetime(2024, 1, 2, 3, 4, 5).strftime('%-d %-m %-H %-I %-j %_d %_H %^a %^B %0e %-y %-M %-S %-f %%-d %5d %10B %-10d')",
  "date(2024, 11, 22).strftime('%-d/%-m/%Y %e %Q %')", "datetime(2024, 1, 2).strftime('[%z][%Z]')",
  "datetime(2024, 1, 1, tzinfo=timezone(timedelta(hours=2))).astimezone(timezone.utc)",
  "datetime(2024, 1, 1, tzinfo=timezone.utc).utcoffset()", "datetime(2024, 1, 1, tzinfo=timezone.utc).tzname()", "datetime(2024, 1, 1).utcoffset()",
  "datetime(2024, 1, 2).timestamp()", "datetime(2024, 1, 2, 0, 0, 0, 500000, tzinfo=timezone.utc).timestamp()",
  "datetime(2024, 1, 2, tzinfo=timezone(timedelta(hours=1))).timestamp()", "datetime.fromtimestamp(0, timezone.utc)",
  "datetime.fromtimestamp(1.5)", "datetime.utcfromtimestamp(1700000000)", "datetime.fromtimestamp(86400 * 365.25, timezone(timedelta(hours=-3)))",
  "datetime.combine(date(2024, 1, 1), time(3, 4))", "datetime(2024, 1, 2, 3, 4).hour", "datetime(2024, 1, 2, tzinfo=timezone.utc).tzinfo",
  "format(datetime(2024, 1, 2, 3, 4), '%H:%M')", "datetime.max", "datetime(9999, 12, 31, 23) + timedelta(hours=1)","datetime.fromisoformat('2024-01-02') == datetime(2024, 1, 2)",
];

const isoformats = [
  "2024-13-01", "2024-01-02T03:04", "2024-01-02 03", "20240102T030405", "2024-W01-2", "2024W012",
  "2024-01-02T03:04:05.1234567", "2024-01-02T03:04:05Z", "2024-01-02T03:04:05+0530", "2024-01-02T25:00",
  "2024-01-0", "2024-01-02T03:04:05,5", "2024-01-02X03:04", "2024-01-02T03:04:05.123", "2024-01-02T03:04:05-08:00",
  "2024-01-02T03:04:05+00:00", "2024-01-02T03:04:05+05", "2024-01-02T0304", "2024-01-02T03:04:05.12x", "2024",
  "2024-01-02T03:04:05+", "2024-W53", "2020-W53-7",
].map((s) => `datetime.fromisoformat('${s}')`);

const strptimes = [
  "datetime.strptime('2024-05-06', '%Y-%m-%d')",
  "datetime.strptime('2024-05-06 13:45:01', '%Y-%m-%d %H:%M:%S')",
  "datetime.strptime('06/05/24', '%d/%m/%y')",
  "datetime.strptime('06/05/70', '%d/%m/%y')",
  "datetime.strptime('Mon, 06 May 2024 07:08:09 +0200', '%a, %d %b %Y %H:%M:%S %z')",
  "datetime.strptime('2024-05-06T07:08:09Z', '%Y-%m-%dT%H:%M:%S%z')",
  "datetime.strptime('2024-05-06T07:08:09.5-05:30', '%Y-%m-%dT%H:%M:%S.%f%z')",
  "datetime.strptime('March 3, 2021 7:05 PM', '%B %d, %Y %I:%M %p')",
  "datetime.strptime('12:30 am', '%I:%M %p')",
  "datetime.strptime('2024 100', '%Y %j')",
  "datetime.strptime('2024-13-01', '%Y-%m-%d')",
  "datetime.strptime('2024-02-30', '%Y-%m-%d')",
  "datetime.strptime('2024-01-01 extra', '%Y-%m-%d')",
  "datetime.strptime('2024-01-01', '%Y-%m-%d %Q')",
  "datetime.strptime('2024-01-01', '%Y-%m-%')",
  "datetime.strptime('  2024   01', ' %Y %m')",
  "datetime.strptime('2024.01.02 (x)', '%Y.%m.%d (x)')",
  "datetime.strptime('JAN 5 2024', '%b %d %Y')",
  "datetime.strptime(5, '%Y')",
  "datetime.strptime('2024-W01-2', '%G-W%V-%u')",
];

const others = [
  "time(3, 4)", "time(3, 4, 5, 6)", "str(time(3, 4))", "time(3, 4).isoformat(timespec='minutes')", "time(24)",
  "time(3, 4) < time(5)", "time.fromisoformat('03:04:05.5')", "time(3, 4, tzinfo=timezone.utc)",
  "timezone.utc", "str(timezone.utc)", "timezone(timedelta(hours=2))", "str(timezone(timedelta(hours=-2, minutes=-30)))",
  "timezone(timedelta(0))", "timezone(timedelta(hours=1), 'CET')", "str(timezone(timedelta(hours=1), 'CET'))",
  "timezone(timedelta(hours=25))", "timezone(5)", "timezone.utc == timezone(timedelta(0))", "dt.UTC", "dt.MAXYEAR",
  "type(datetime(2024, 1, 1)).__name__", "isinstance(datetime(2024, 1, 1), date)", "isinstance(date(2024, 1, 1), datetime)",
];

describe("timedelta (differential against CPython)", () => differential(SETUP, timedeltas));
describe("date (differential against CPython)", () => differential(SETUP, dates));
describe("datetime (differential against CPython)", () => differential(SETUP, datetimes));
describe("datetime.fromisoformat (differential against CPython)", () => differential(SETUP, isoformats));
describe("time and timezone (differential against CPython)", () => differential(SETUP, others));
describe("datetime.strptime (differential against CPython)", () => differential(SETUP, strptimes));
// Runs once guest/values' hashKey consults `$hashKey` (see harness.ts).
const hashCases = [
  "{date(2024, 1, 1): 'a'}[date(2024, 1, 1)]",
  "len({datetime(2024, 1, 1), datetime(2024, 1, 1), datetime(2024, 1, 1, tzinfo=timezone.utc)})",
  "len({timedelta(hours=24), timedelta(days=1)})",
  "{timezone.utc: 1}[timezone(timedelta(0))]",
];
describe.skipIf(!valueHashWorks)("dates as dict keys (differential against CPython)", () => differential(SETUP, hashCases));
describe.skipIf(!subclassReprWorks)("IsoCalendarDate repr (differential against CPython)", () => differential(SETUP, tupleSubclassCases));

describe("now() is the flow's start time", () => {
  it("now, utcnow, today and date.today read hooks.startTime (UTC)", () => {
    hooks.startTime = Date.UTC(2024, 4, 6, 7, 8, 9, 123);
    const env = environment(SETUP);
    const run = (expr: string) => repr(evaluate(planOf(expr), env));
    expect(run("now")).toBe("datetime.datetime(2024, 5, 6, 7, 8, 9, 123000)");
    expect(run("utcnow")).toBe("datetime.datetime(2024, 5, 6, 7, 8, 9, 123000)");
    expect(run("nowutc")).toBe("datetime.datetime(2024, 5, 6, 7, 8, 9, 123000, tzinfo=datetime.timezone.utc)");
    expect(run("today")).toBe("datetime.date(2024, 5, 6)");
  });
});

// Hand-built plans for the clock cases (the oracle's clock differs from the pinned start time).
function planOf(name: string) {
  const call = (obj: string, attr: string, args: unknown[] = []) => ({
    k: "call",
    f: { k: "attr", obj: { k: "name", id: obj }, name: attr },
    args,
    kw: [],
  });
  switch (name) {
    case "now":
      return call("datetime", "now");
    case "utcnow":
      return call("datetime", "utcnow");
    case "nowutc":
      return call("datetime", "now", [{ k: "attr", obj: { k: "name", id: "timezone" }, name: "utc" }]);
    default:
      return call("date", "today");
  }
}
