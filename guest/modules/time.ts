// The `time` module on the flow's clock (values/flow-clock.ts, which asyncio's timers share):
// time() starts at the flow's start time (the instant datetime.now() reports); sleep() waits for
// nothing and moves the clock forward instead, so a polling loop ends and runs are reproducible;
// monotonic()/perf_counter() count the same seconds from 0. gmtime/localtime (UTC, as the
// guest's local time)/mktime/strftime/asctime/ctime.

import {
  E,
  PyFloat,
  PyModule,
  PyTuple,
  hooks,
  normInt,
  raise,
  builtin,
  toArray,
  typeName,
  argTypeName, markNoDescriptors, repr, typeOf, writtenInC,
  flowClock, secondsOf, secondsToNs,
} from "../values/index.js";
import { ordToYmd, weekday, ymdToOrd, daysBeforeMonth, DAY_NAMES, MONTH_NAMES } from "./datetime/calendar.js";
import { strftime } from "./datetime/format.js";
import { strptime } from "./datetime/strptime.js";
import { StructTime } from "./struct-time.js";

StructTime.type.construct = (pos) => {
  const items = pos.length ? toArray(pos[0]) : [];
  if (items.length !== 9) raise(E.TypeError, `time.struct_time() takes an at least 9-sequence (${items.length}-sequence given)`);
  return StructTime.make(items);
};

function nowNs(): bigint {
  return BigInt(Math.round(hooks.startTime)) * 1_000_000n + flowClock.ns;
}

function seconds(x: unknown): number {
  return secondsOf(x) ?? raise(E.TypeError, `'${typeName(x)}' object cannot be interpreted as an integer`);
}

function sleep(secs: unknown): null {
  const s = seconds(secs);
  if (s < 0 || Number.isNaN(s)) raise(E.ValueError, "sleep length must be non-negative");
  // CPython's limit: the nanoseconds must fit its 64-bit time type.
  if (!(s * 1e9 < 2 ** 63)) raise(E.OverflowError, "timestamp out of range for platform time_t");
  flowClock.ns += secondsToNs(s)!;
  return null;
}

/** A UTC struct_time for `secs` (now when None). */
function gmtime(secs: unknown): PyTuple {
  const t = secs === null ? Number(nowNs() / 1_000_000_000n) : Math.floor(seconds(secs));
  const days = Math.floor(t / 86400);
  let rest = t - days * 86400;
  const [y, m, d] = ordToYmd(days + 719163);
  const hour = Math.floor(rest / 3600);
  rest -= hour * 3600;
  const min = Math.floor(rest / 60);
  return StructTime.make([y, m, d, hour, min, rest - min * 60, weekday(y, m, d), daysBeforeMonth(y, m) + d, 0]);
}

function structArg(t: unknown, fn: string): number[] {
  if (t === undefined || t === null) return gmtime(null).items as number[];
  if (!(t instanceof PyTuple)) raise(E.TypeError, "Tuple or struct_time argument required");
  const items = (t as PyTuple).items;
  if (items.length !== 9) raise(E.TypeError, `${fn}(): illegal time tuple argument`);
  return items.map((v) => Number(v));
}

function mktime(t: unknown): PyFloat {
  const [y, m, d, hh, mm, ss] = structArg(t, "mktime");
  return new PyFloat((ymdToOrd(y, 1, 1) - 719163 + daysBeforeMonth(y, m) + d - 1) * 86400 + hh * 3600 + mm * 60 + ss);
}

function asctime(t: unknown): string {
  const [y, m, d, hh, mm, ss, wd] = structArg(t, "asctime");
  const p2 = (n: number) => String(n).padStart(2, "0");
  return `${DAY_NAMES[wd].slice(0, 3)} ${MONTH_NAMES[m].slice(0, 3)} ${String(d).padStart(2, " ")} ${p2(hh)}:${p2(mm)}:${p2(ss)} ${y}`;
}

/** time.strftime(format, t): `t` a struct_time or 9-tuple (logging's Formatter.formatTime too). */
export function formatTime(format: unknown, t: unknown): string {
  if (typeof format !== "string") raise(E.TypeError, `strftime() argument 1 must be str, not ${argTypeName(format)}`);
  const [year, month, day, hour, minute, second] = structArg(t, "strftime");
  return strftime({ year, month, day, hour, minute, second, microsecond: 0, offsetUs: 0n, tzname: "UTC" }, format as string);
}

/** time.strptime: datetime's parser, as a struct_time (tm_isdst -1: the guest keeps no zones). */
function parseTime(s: unknown, format: unknown): PyTuple {
  // _strptime's own check, which counts from 0 and shows the type's repr.
  [s, format].forEach((x, i) => typeof x !== "string" && raise(E.TypeError, `strptime() argument ${i} must be str, not ${repr(typeOf(x))}`));
  const p = strptime(s as string, format as string);
  // A zone name %Z read (UTC or GMT, the sandbox's zone) is standard time: tm_isdst 0.
  return StructTime.make([p.year, p.month, p.day, p.hour, p.minute, p.second, p.weekday, p.julian, p.zone === null ? -1 : 0]);
}

const float = (ns: bigint) => new PyFloat(Number(ns) / 1e9);

/** time.time(): milliseconds over 1000 first, the same double datetime.now().timestamp() gives. */
export const timeNow = (): number => Math.round(hooks.startTime) / 1000 + Number(flowClock.ns) / 1e9;

/** time.localtime, which is also logging.Formatter.converter (a C function: no method binding). */
export const localtime = builtin("localtime", "seconds=None, /", gmtime);
markNoDescriptors([localtime]);

export function timeModule(): PyModule {
  return writtenInC(new PyModule("time", {
    time: builtin("time", "", () => new PyFloat(timeNow())),
    time_ns: builtin("time_ns", "", () => normInt(nowNs())),
    monotonic: builtin("monotonic", "", () => float(flowClock.ns)),
    monotonic_ns: builtin("monotonic_ns", "", () => normInt(flowClock.ns)),
    perf_counter: builtin("perf_counter", "", () => float(flowClock.ns)),
    perf_counter_ns: builtin("perf_counter_ns", "", () => normInt(flowClock.ns)),
    process_time: builtin("process_time", "", () => new PyFloat(0)),
    sleep: builtin("sleep", "secs, /", sleep),
    gmtime: builtin("gmtime", "seconds=None, /", gmtime),
    localtime,
    mktime: builtin("mktime", "t, /", mktime),
    asctime: builtin("asctime", "t=None, /", asctime),
    ctime: builtin("ctime", "seconds=None, /", (s: unknown) => asctime(gmtime(s))),
    strftime: builtin("strftime", "format, t=None, /", formatTime),
    strptime: builtin("strptime", "string, format='%a %b %d %H:%M:%S %Y', /", parseTime),
    struct_time: StructTime.type,
    timezone: 0,
    altzone: 0,
    daylight: 0,
    tzname: new PyTuple(["UTC", "UTC"]),
  }));
}

