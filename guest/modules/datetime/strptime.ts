// datetime.strptime as CPython's _strptime does it (C locale): the format becomes a regex of
// per-directive groups (run on the guest's own `re` engine), then the fields are assembled.

import { E, raise, repr } from "../../values/index.js";
import { Positions, Regex } from "../re/engine.js";
import { FLAG } from "../re/syntax.js";
import { DAY_NAMES, MONTH_NAMES, daysInMonth, isoToYmd, ordToYmd, ymdToOrd } from "./calendar.js";
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
DIRECTIVES.W = DIRECTIVES.U.replace("<U>", "<W>");
DIRECTIVES.e = DIRECTIVES.d;

/** What strptime reads: the formatters' fields but the zone's name (`offsetUs` comes from %z). */
export type Parsed = Omit<Fields, "tzname">;

const cache = new Map<string, Regex>();

function compileFormat(format: string): Regex {
  let hit = cache.get(format);
  if (hit) return hit;
  let out = "";
  const chars = Array.from(format);
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (c === "%") {
      const d = chars[++i];
      if (d === undefined) raise(E.ValueError, `stray % in format ${repr(format)}`);
      const re = DIRECTIVES[d];
      if (re === undefined) raise(E.ValueError, `${repr(d)} is a bad directive in format ${repr(format)}`);
      out += re;
    } else if (/\s/.test(c)) {
      while (/\s/.test(chars[i + 1] ?? "")) i++;
      out += "\\s+";
    } else out += /[\\.^$*+?(){}[\]|]/.test(c) ? "\\" + c : c;
  }
  hit = new Regex(out, FLAG.I);
  cache.set(format, hit);
  return hit;
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
  const g = (name: string): string | null => {
    const n = regex.t.groupindex.get(name);
    const sp = n === undefined ? null : m!.spans[n];
    return sp ? pos.slice(sp[0], sp[1]) : null;
  };
  let year = 1900;
  let month = 1;
  let day = 1;
  let hour = 0;
  let offsetUs: bigint | null = null;
  const y = g("y");
  if (y !== null) {
    year = Number(y);
    year += year <= 68 ? 2000 : 1900;
  }
  const Y = g("Y");
  if (Y !== null) year = Number(Y);
  const mon = g("m") ?? null;
  if (mon !== null) month = Number(mon);
  const B = g("B");
  if (B !== null) month = indexOfName(MONTH_NAMES, B);
  const b = g("b");
  if (b !== null) month = indexOfName(MONTH_NAMES.map((x) => x.slice(0, 3)), b);
  const d = g("d");
  if (d !== null) day = Number(d);
  const H = g("H");
  if (H !== null) hour = Number(H);
  const I = g("I");
  if (I !== null) {
    hour = Number(I);
    const p = (g("p") ?? "").toLowerCase();
    if (p === "pm") hour = hour === 12 ? 12 : hour + 12;
    else if (hour === 12) hour = 0;
  }
  const minute = Number(g("M") ?? 0);
  let second = Number(g("S") ?? 0);
  const f = g("f");
  const microsecond = f === null ? 0 : Number(f.padEnd(6, "0"));
  const z = g("z");
  if (z !== null) offsetUs = parseOffset(z);
  // CPython clamps a leap second to 59.
  if (second === 60 || second === 61) second = 59;
  const j = g("j");
  if (j !== null && Y !== null) {
    const ord = ymdToOrd(year, 1, 1) + Number(j) - 1;
    [year, month, day] = ordToYmd(ord);
  }
  const G = g("G");
  const V = g("V");
  const u = g("u");
  if (G !== null && V !== null && u !== null) {
    const ymd = isoToYmd(Number(G), Number(V), Number(u));
    if (ymd) [year, month, day] = ymd;
  }
  if (month >= 1 && month <= 12 && (day < 1 || day > daysInMonth(year, month))) raise(E.ValueError, "day is out of range for month");
  return { year, month, day, hour, minute, second, microsecond, offsetUs };
}

function parseOffset(z: string): bigint {
  if (z === "Z" || z === "z") return 0n;
  const m = /^([+-])(\d\d):?(\d\d)(?::?(\d\d)(?:\.(\d{1,6}))?)?$/.exec(z)!;
  const [, sign, hh, mm, ss, frac] = m;
  const us =
    (BigInt(hh) * 3600n + BigInt(mm) * 60n + BigInt(ss ?? "0")) * 1_000_000n + BigInt((frac ?? "").padEnd(6, "0") || "0");
  return sign === "-" ? -us : us;
}
