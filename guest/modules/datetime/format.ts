// Text forms of dates and times: isoformat, strftime (glibc's C-locale output for the platform
// directives, Python's own %f/%z/%Z) and the ISO 8601 parser of CPython 3.11's fromisoformat.

import { DAY_NAMES, MONTH_NAMES, isoCalendar, isoToYmd, weekday, ymdToOrd } from "./calendar.js";
import { pad2 } from "./timedelta.js";

/** The fields every formatter reads; `offsetUs` is the UTC offset in microseconds or null (naive). */
export interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  microsecond: number;
  offsetUs: bigint | null;
  tzname: string | null;
}

const pad = (n: number, w: number) => String(n).padStart(w, "0");

/** `+HH:MM[:SS[.ffffff]]` (isoformat, str) or `+HHMM[SS[ffffff]]` (strftime %z). */
export function formatOffset(us: bigint, sep: string): string {
  const sign = us < 0n ? "-" : "+";
  let rest = us < 0n ? -us : us;
  const micro = Number(rest % 1_000_000n);
  rest /= 1_000_000n;
  const secs = Number(rest);
  const hh = Math.floor(secs / 3600);
  const mm = Math.floor((secs % 3600) / 60);
  const ss = secs % 60;
  let s = `${sign}${pad2(hh)}${sep}${pad2(mm)}`;
  if (ss || micro) s += `${sep}${pad2(ss)}`;
  if (micro) s += `.${pad(micro, 6)}`;
  return s;
}

export function dateIso(f: Pick<Fields, "year" | "month" | "day">): string {
  return `${pad(f.year, 4)}-${pad2(f.month)}-${pad2(f.day)}`;
}

/** time part of isoformat; null when the timespec is unknown. */
export function timeIso(f: Fields, timespec: string): string | null {
  const hh = pad2(f.hour);
  const mm = pad2(f.minute);
  const ss = pad2(f.second);
  let spec = timespec;
  if (spec === "auto") spec = f.microsecond ? "microseconds" : "seconds";
  let s: string;
  switch (spec) {
    case "hours":
      s = hh;
      break;
    case "minutes":
      s = `${hh}:${mm}`;
      break;
    case "seconds":
      s = `${hh}:${mm}:${ss}`;
      break;
    case "milliseconds":
      s = `${hh}:${mm}:${ss}.${pad(Math.floor(f.microsecond / 1000), 3)}`;
      break;
    case "microseconds":
      s = `${hh}:${mm}:${ss}.${pad(f.microsecond, 6)}`;
      break;
    default:
      return null;
  }
  if (f.offsetUs !== null) s += formatOffset(f.offsetUs, ":");
  return s;
}

/** strftime over code points; directives glibc does not know are copied through. glibc's
 *  flags (`%-d` unpadded, `%_d` space-padded, `%0e`, `%^a` upper case) and widths (`%5d`) apply. */
export function strftime(f: Fields, format: string): string {
  let out = "";
  const chars = Array.from(format);
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (c !== "%" || i + 1 >= chars.length) {
      out += c;
      continue;
    }
    const start = i;
    let flags = "";
    while ("-_0^#".includes(chars[i + 1] ?? "x")) flags += chars[++i];
    let width = "";
    while (/[0-9]/.test(chars[i + 1] ?? "x")) width += chars[++i];
    const d = chars[++i];
    const literal = chars.slice(start, i + 1).join("");
    // Python expands %f, %z and %Z itself only in their plain form; glibc prints the others as is.
    const r = d === undefined || ((flags || width) && "fzZ".includes(d)) ? null : directive(f, d);
    out += r === null ? literal : flags || width ? applyFlags(r, flags, width) : r;
  }
  return out;
}

function applyFlags(text: string, flags: string, width: string): string {
  const numeric = /^[ 0-9]+$/.test(text) && /[0-9]/.test(text);
  let s = text;
  if (numeric && flags.includes("-")) s = s.replace(/^[ 0]+(?=[0-9])/, "");
  else if (numeric && flags.includes("_")) s = s.replace(/^0+(?=[0-9])/, (z) => " ".repeat(z.length));
  else if (numeric && flags.includes("0")) s = s.replace(/^ +/, (z) => "0".repeat(z.length));
  if (flags.includes("^")) s = s.toUpperCase();
  const w = Number(width || 0);
  if (w > s.length) {
    const padChar = numeric && !flags.includes("_") && !flags.includes("-") ? "0" : " ";
    s = padChar.repeat(w - s.length) + s;
  }
  return s;
}

function directive(f: Fields, d: string): string | null {
  const wd = weekday(f.year, f.month, f.day);
  const yday = ymdToOrd(f.year, f.month, f.day) - ymdToOrd(f.year, 1, 1) + 1;
  const h12 = f.hour % 12 === 0 ? 12 : f.hour % 12;
  const space2 = (n: number) => String(n).padStart(2, " ");
  switch (d) {
    case "a":
      return DAY_NAMES[wd].slice(0, 3);
    case "A":
      return DAY_NAMES[wd];
    case "b":
    case "h":
      return MONTH_NAMES[f.month].slice(0, 3);
    case "B":
      return MONTH_NAMES[f.month];
    case "c":
      return `${directive(f, "a")} ${directive(f, "b")} ${space2(f.day)} ${directive(f, "T")} ${f.year}`;
    case "C":
      return pad2(Math.floor(f.year / 100));
    case "d":
      return pad2(f.day);
    case "D":
    case "x":
      return `${pad2(f.month)}/${pad2(f.day)}/${pad2(f.year % 100)}`;
    case "e":
      return space2(f.day);
    case "f":
      return pad(f.microsecond, 6);
    case "F":
      return `${f.year}-${pad2(f.month)}-${pad2(f.day)}`;
    case "g":
      return pad2(isoCalendar(f.year, f.month, f.day)[0] % 100);
    case "G":
      return String(isoCalendar(f.year, f.month, f.day)[0]);
    case "H":
      return pad2(f.hour);
    case "I":
      return pad2(h12);
    case "j":
      return pad(yday, 3);
    case "k":
      return space2(f.hour);
    case "l":
      return space2(h12);
    case "m":
      return pad2(f.month);
    case "M":
      return pad2(f.minute);
    case "n":
      return "\n";
    case "p":
      return f.hour < 12 ? "AM" : "PM";
    case "r":
      return `${pad2(h12)}:${pad2(f.minute)}:${pad2(f.second)} ${f.hour < 12 ? "AM" : "PM"}`;
    case "R":
      return `${pad2(f.hour)}:${pad2(f.minute)}`;
    case "S":
      return pad2(f.second);
    case "t":
      return "\t";
    case "T":
    case "X":
      return `${pad2(f.hour)}:${pad2(f.minute)}:${pad2(f.second)}`;
    case "u":
      return String(wd + 1);
    case "U":
      return pad2(Math.floor((yday + 6 - ((wd + 1) % 7)) / 7));
    case "V":
      return pad2(isoCalendar(f.year, f.month, f.day)[1]);
    case "w":
      return String((wd + 1) % 7);
    case "W":
      return pad2(Math.floor((yday + 6 - wd) / 7));
    case "y":
      return pad2(f.year % 100);
    case "Y":
      return String(f.year);
    case "z":
      return f.offsetUs === null ? "" : formatOffset(f.offsetUs, "");
    case "Z":
      return f.tzname ?? "";
    case "%":
      return "%";
    default:
      return null;
  }
}

export class IsoFormatError extends Error {}

const isDigits = (s: string) => /^[0-9]+$/.test(s);

function digits(s: string): number {
  if (!isDigits(s)) throw new IsoFormatError("bad digits");
  return Number(s);
}

/** `_parse_isoformat_date`: [year, month, day]; throws IsoFormatError or returns out-of-range parts. */
export function parseIsoDate(s: string): [number, number, number] {
  if (![7, 8, 10].includes(s.length)) throw new IsoFormatError("length");
  const year = digits(s.slice(0, 4));
  const hasSep = s[4] === "-";
  let pos = 4 + (hasSep ? 1 : 0);
  if (s[pos] === "W") {
    pos += 1;
    const week = digits(s.slice(pos, pos + 2));
    pos += 2;
    let day = 1;
    if (s.length > pos) {
      if ((s[pos] === "-") !== hasSep) throw new IsoFormatError("Inconsistent use of dash separator");
      pos += hasSep ? 1 : 0;
      day = digits(s.slice(pos, pos + 1));
      if (pos + 1 !== s.length) throw new IsoFormatError("trailing");
    }
    if (year < 1 || year > 9999 || day < 1 || day > 7) throw new IsoFormatError("range");
    const ymd = isoToYmd(year, week, day);
    if (!ymd) throw new IsoFormatError("week");
    return ymd;
  }
  const month = digits(s.slice(pos, pos + 2));
  pos += 2;
  if ((s[pos] === "-") !== hasSep) throw new IsoFormatError("Inconsistent use of dash separator");
  pos += hasSep ? 1 : 0;
  const day = digits(s.slice(pos, pos + 2));
  if (pos + 2 !== s.length) throw new IsoFormatError("trailing");
  return [year, month, day];
}

/** `_find_isoformat_datetime_separator`. */
export function isoSeparator(s: string): number {
  const n = s.length;
  if (n === 7) return 7;
  const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
  if (s[4] === "-") {
    if (s[5] === "W") {
      if (n < 8) throw new IsoFormatError("Invalid ISO string");
      if (n > 8 && s[8] === "-") {
        if (n === 9) throw new IsoFormatError("Invalid ISO string");
        if (n > 10 && isDigit(s[10])) return 8;
        return 10;
      }
      return 8;
    }
    return 10;
  }
  if (s[4] === "W") {
    let idx = 7;
    while (idx < n && isDigit(s[idx])) idx++;
    if (idx < 9) return idx;
    return idx % 2 === 0 ? 7 : 8;
  }
  return 8;
}

const FRACTION_CORRECTION = [100000, 10000, 1000, 100, 10];

/** `_parse_hh_mm_ss_ff`: HH[:?MM[:?SS[{.,}fff[fff]]]]. */
function parseHms(t: string): [number, number, number, number] {
  const comps: [number, number, number, number] = [0, 0, 0, 0];
  let pos = 0;
  let hasSep = false;
  for (let comp = 0; comp < 3; comp++) {
    if (t.length - pos < 2) throw new IsoFormatError("Incomplete time component");
    comps[comp] = digits(t.slice(pos, pos + 2));
    pos += 2;
    const next = t.slice(pos, pos + 1);
    if (comp === 0) hasSep = next === ":";
    if (!next || comp >= 2) break;
    if (hasSep && next !== ":") throw new IsoFormatError("Invalid time separator");
    pos += hasSep ? 1 : 0;
  }
  if (pos < t.length) {
    if (t[pos] !== "." && t[pos] !== ",") throw new IsoFormatError("Invalid microsecond component");
    pos += 1;
    const remainder = t.length - pos;
    const toParse = Math.min(remainder, 6);
    comps[3] = digits(t.slice(pos, pos + toParse));
    if (toParse < 6) comps[3] *= FRACTION_CORRECTION[toParse - 1];
    if (remainder > toParse && !isDigits(t.slice(pos + toParse))) {
      throw new IsoFormatError("Non-digit values in unparsed fraction");
    }
  }
  return comps;
}

/** `_parse_isoformat_time`: [h, m, s, us, offset in us | null (naive)]. */
export function parseIsoTime(t: string): [number, number, number, number, bigint | null] {
  if (t.length < 2) throw new IsoFormatError("Isoformat time too short");
  const tzPos = t.indexOf("-") + 1 || t.indexOf("+") + 1 || t.indexOf("Z") + 1;
  const timestr = tzPos > 0 ? t.slice(0, tzPos - 1) : t;
  const [h, m, s, us] = parseHms(timestr);
  let offset: bigint | null = null;
  if (tzPos === t.length && t.endsWith("Z")) offset = 0n;
  else if (tzPos > 0) {
    const tzstr = t.slice(tzPos);
    if ([0, 1, 3].includes(tzstr.length)) throw new IsoFormatError("Malformed time zone string");
    const [th, tm, ts, tus] = parseHms(tzstr);
    const sign = t[tzPos - 1] === "-" ? -1n : 1n;
    offset = sign * (BigInt(th) * 3_600_000_000n + BigInt(tm) * 60_000_000n + BigInt(ts) * 1_000_000n + BigInt(tus));
  }
  return [h, m, s, us, offset];
}
