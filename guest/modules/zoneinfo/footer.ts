// A zone's footer, the POSIX TZ rule CPython's zoneinfo applies after the last transition
// (_zoneinfo._TZStr), as scripts/gen-zoneinfo.py encodes it: the answers for a year computed
// from the rule's start and end of DST.

import { daysInMonth, isLeap, weekday, ymdToOrd } from "../datetime/calendar.js";

export interface TTInfo {
  /** Seconds east of UTC. */
  readonly utcoff: number;
  readonly dstoff: number;
  readonly tzname: string;
}

/** ["M", month, week, weekday (0 = Sunday), seconds] or ["J" | "N", day, seconds]. */
type Rule = ["M", number, number, number, number] | ["J" | "N", number, number];
export type FooterData = [string, number] | [string, number, string, number, Rule, Rule];

const EPOCH_ORD = ymdToOrd(1970, 1, 1);

/** _DayOffset / _CalendarOffset.year_to_epoch: the rule's instant in `year`, in local seconds. */
function yearToEpoch(rule: Rule, year: number): number {
  let ord: number;
  if (rule[0] === "M") {
    const [, m, w, d] = rule;
    const firstWeekday = weekday(year, m, 1); // Monday = 0, as calendar.monthrange
    let day = (((d - (firstWeekday + 1)) % 7) + 7) % 7 + 1 + (w - 1) * 7;
    if (day > daysInMonth(year, m)) day -= 7;
    ord = ymdToOrd(year, m, day);
  } else {
    const [kind, d] = rule;
    // CPython counts both kinds from the day before January 1st.
    ord = ymdToOrd(year, 1, 1) - 1 + d + (kind === "J" && d >= 59 && isLeap(year) ? 1 : 0);
  }
  return (ord - EPOCH_ORD) * 86400 + (rule[rule.length - 1] as number);
}

export class TZStr {
  readonly std: TTInfo;
  readonly dst: TTInfo;
  private readonly dstDiff: number;

  constructor(private readonly data: [string, number, string, number, Rule, Rule]) {
    const [stdName, stdOff, dstName, dstOff] = data;
    this.dstDiff = dstOff - stdOff;
    this.std = { utcoff: stdOff, dstoff: 0, tzname: stdName };
    this.dst = { utcoff: dstOff, dstoff: this.dstDiff, tzname: dstName };
  }

  private transitions(year: number): [number, number] {
    return [yearToEpoch(this.data[4], year), yearToEpoch(this.data[5], year)];
  }

  /** _get_trans_info: the period a local time `ts` falls in, by its fold. */
  transInfo(ts: number, year: number, fold: number): TTInfo {
    let [start, end] = this.transitions(year);
    if ((fold === 1) === this.dstDiff >= 0) end -= this.dstDiff;
    else start += this.dstDiff;
    const isDst = start < end ? start <= ts && ts < end : !(end <= ts && ts < start);
    return isDst ? this.dst : this.std;
  }

  /** _get_trans_info_fromutc: the period of the UTC instant `ts` and whether it is a repeated hour. */
  transInfoFromUtc(ts: number, year: number): [TTInfo, number] {
    let [start, end] = this.transitions(year);
    start -= this.std.utcoff;
    end -= this.dst.utcoff;
    const isDst = start < end ? start <= ts && ts < end : !(end <= ts && ts < start);
    const [ambigStart, ambigEnd] = this.dstDiff > 0 ? [end, end + this.dstDiff] : [start, start - this.dstDiff];
    return [isDst ? this.dst : this.std, ambigStart <= ts && ts < ambigEnd ? 1 : 0];
  }
}
