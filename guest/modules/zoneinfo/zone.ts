// One IANA zone as CPython 3.11's zoneinfo.ZoneInfo reads it (_zoneinfo.py): the types, the
// transitions in UTC and in local time for each fold, the type before the first transition and
// the footer after the last; utcoffset/dst/tzname look a wall clock up, fromutc an instant.

import { ordToYmd, ymdToOrd } from "../datetime/calendar.js";
import { TzInfo, type WallClock } from "../datetime/tzinfo.js";
import { TZStr, type FooterData, type TTInfo } from "./footer.js";

const US = 1_000_000n;
/** 1970-01-01 in datetime's count of seconds (from the day before 0001-01-01, ordinal 0). */
const EPOCH_SECS = BigInt(ymdToOrd(1970, 1, 1)) * 86400n;

/** bisect.bisect_right. */
function bisectRight(list: readonly number[], x: number): number {
  let [lo, hi] = [0, list.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (x < list[mid]) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const seconds = (us: bigint) => Number(us / US - EPOCH_SECS);
const micros = (s: number | null) => (s === null ? null : BigInt(s) * US);

export class Zone extends TzInfo {
  private readonly transUtc: number[];
  private readonly ttinfos: TTInfo[];
  private readonly transLocal: [number[], number[]];
  private readonly before: TTInfo | null;
  private readonly after: TTInfo | TZStr;
  /** Whether a time (no date) has an offset: the zone never changes it (_fixed_offset). */
  private readonly fixed: boolean;

  /** `record`: a zone of zoneinfo-data/data.ts (scripts/gen-zoneinfo.py describes its fields). */
  constructor(
    readonly key: string | null,
    record: string,
  ) {
    super();
    const [typesText, beforeText, timesText, indexText, footerText] = record.split("|");
    const types = typesText.split(",").map((t): TTInfo => {
      const [utcoff, dstoff, tzname] = t.split("/");
      return { utcoff: Number(utcoff), dstoff: Number(dstoff), tzname };
    });
    let t = 0;
    this.transUtc = timesText ? timesText.split(",").map((d) => (t += parseInt(d, 36))) : [];
    const idx = [...indexText].map((c) => parseInt(c, 36));
    this.ttinfos = idx.map((i) => types[i]);
    this.transLocal = toLocal(idx, this.transUtc, types.map((x) => x.utcoff));
    this.before = beforeText === "" ? null : types[Number(beforeText)];
    const footer = JSON.parse(footerText) as FooterData | null;
    if (footer === null) this.after = this.ttinfos.length ? this.ttinfos[this.ttinfos.length - 1] : types[types.length - 1];
    else if (footer.length === 2) this.after = { utcoff: footer[1], dstoff: 0, tzname: footer[0] };
    else this.after = new TZStr(footer);
    const after = this.after;
    this.fixed = types.length === 1 && !(after instanceof TZStr) && sameInfo(types[0], after);
  }

  /** _find_trans; null for a time's query in a zone whose offset changes. */
  private find(dt: WallClock | null): TTInfo | null {
    if (dt === null) return this.fixed ? (this.after as TTInfo) : null;
    const ts = seconds(dt.localUs);
    const lt = this.transLocal[dt.fold];
    if (lt.length && ts < lt[0]) return this.before;
    if (!lt.length || ts > lt[lt.length - 1]) {
      return this.after instanceof TZStr ? this.after.transInfo(ts, dt.year, dt.fold) : this.after;
    }
    return this.ttinfos[bisectRight(lt, ts) - 1];
  }

  utcoffset(dt: WallClock | null): bigint | null {
    return micros(this.find(dt)?.utcoff ?? null);
  }

  dst(dt: WallClock | null): bigint | null {
    return micros(this.find(dt)?.dstoff ?? null);
  }

  tzname(dt: WallClock | null): string | null {
    return this.find(dt)?.tzname ?? null;
  }

  /** ZoneInfo.fromutc: the type in force at the instant, and fold 1 in the repeated hour after a shift back. */
  fromutc(utcUs: bigint): [bigint, number] {
    const ts = seconds(utcUs);
    const trans = this.transUtc;
    const n = trans.length;
    let tti: TTInfo;
    let fold = 0;
    if (n >= 1 && ts < trans[0]) tti = this.before!;
    else if ((n === 0 || ts > trans[n - 1]) && this.after instanceof TZStr) {
      const [year] = ordToYmd(Number(utcUs / US / 86400n));
      [tti, fold] = this.after.transInfoFromUtc(ts, year);
    } else if (n === 0) tti = this.after as TTInfo;
    else {
      const idx = bisectRight(trans, ts);
      let prev: TTInfo;
      if (n > 1 && ts >= trans[1]) [prev, tti] = [this.ttinfos[idx - 2], this.ttinfos[idx - 1]];
      else if (ts > trans[n - 1]) [prev, tti] = [this.ttinfos[n - 1], this.after as TTInfo];
      else [prev, tti] = [this.before!, this.ttinfos[0]];
      fold = prev.utcoff - tti.utcoff > ts - trans[idx - 1] ? 1 : 0;
    }
    return [utcUs + BigInt(tti.utcoff) * US, fold];
  }
}

const sameInfo = (a: TTInfo, b: TTInfo) => a.utcoff === b.utcoff && a.dstoff === b.dstoff && a.tzname === b.tzname;

/** ZoneInfo._ts_to_local: each transition in local seconds, for fold 0 (the later wall clock of
 *  the two offsets around it) and fold 1 (the earlier). */
function toLocal(idx: readonly number[], utc: readonly number[], offsets: readonly number[]): [number[], number[]] {
  if (!utc.length) return [[], []];
  const wall: [number[], number[]] = [[...utc], [...utc]];
  for (let i = 0; i < idx.length; i++) {
    const a = i === 0 ? offsets[0] : offsets[idx[i - 1]];
    const b = i === 0 ? (offsets.length > 1 ? offsets[idx[0]] : offsets[0]) : offsets[idx[i]];
    wall[0][i] += Math.max(a, b);
    wall[1][i] += Math.min(a, b);
  }
  return wall;
}

/** zoneinfo-data's tables as records by key (`key<TAB>record` lines; a link's line names its
 *  target, whose record it shares). */
export function zoneRecords(zones: string, links: string): Map<string, string> {
  const records = new Map<string, string>();
  for (const line of zones.split("\n")) {
    const tab = line.indexOf("\t");
    records.set(line.slice(0, tab), line.slice(tab + 1));
  }
  for (const line of links.split("\n")) {
    const [key, target] = line.split("\t");
    records.set(key, records.get(target)!);
  }
  return records;
}
