// The committed zones (zoneinfo-data/data.ts, decoded by guest/modules/zoneinfo/zone.ts) against
// python3's zoneinfo, for every key it lists: fromutc (wall clock and fold) at instants around
// each zone's first and last transitions and spread over 1800-2200, and utcoffset/dst/tzname of
// wall clocks near those, with both folds (the gaps and repeats of DST). Skipped when python3
// has no zone data (zoneinfo.available_timezones() empty); regenerate with scripts/gen-zoneinfo.py
// when the machine's tzdata is newer than the committed one.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ZONES, LINKS } from "../../../zoneinfo-data/data.js";
import { Zone, zoneRecords } from "../../../guest/modules/zoneinfo/zone.js";
import { ymdToOrd } from "../../../guest/modules/datetime/calendar.js";
import { transpileScript } from "../../../transpiler/index.js";

const ORACLE = String.raw`
import json, random, sys, zoneinfo
from datetime import datetime, timedelta, timezone
from zoneinfo import _zoneinfo
EPOCH = datetime(1970, 1, 1)
keys = sorted(zoneinfo.available_timezones())
rng = random.Random(2024)
out = {}
def wall(s):
    return EPOCH + timedelta(seconds=s)
for key in keys:
    z = zoneinfo.ZoneInfo.no_cache(key)
    trans = _zoneinfo.ZoneInfo.no_cache(key)._trans_utc
    base = trans[:2] + trans[len(trans) // 2:len(trans) // 2 + 1] + trans[-4:]
    utc = sorted({t + d for t in base for d in (-1, 0, 1800, 3600)} | {rng.randrange(-5364662400, 7258118400) for _ in range(20)})
    rows, local = [], []
    for u in utc:
        d = wall(u).replace(tzinfo=timezone.utc).astimezone(z)
        l = int((d.replace(tzinfo=None) - EPOCH).total_seconds())
        rows.append([u, wall(u).year, l, d.fold])
        for shift in (-3600, -1800, 0, 1799):
            w = wall(l + shift)
            for fold in (0, 1):
                a = w.replace(tzinfo=z, fold=fold)
                local.append([l + shift, w.year, fold, a.utcoffset().total_seconds(), a.dst().total_seconds(), a.tzname()])
    out[key] = [rows, local]
print(json.dumps(out))
`;

function oracle(): Record<string, [number[][], (number | string)[][]]> | null {
  const has = execFileSync("python3", ["-c", "import zoneinfo; print(len(zoneinfo.available_timezones()))"]).toString().trim();
  if (has === "0") return null;
  return JSON.parse(execFileSync("python3", ["-c", ORACLE], { maxBuffer: 256 << 20 }).toString());
}

const EPOCH_US = BigInt(ymdToOrd(1970, 1, 1)) * 86_400_000_000n;
const toUs = (secs: number) => EPOCH_US + BigInt(secs) * 1_000_000n;

const records = () => zoneRecords(ZONES, LINKS);

describe("zoneinfo-data against python3's zoneinfo", () => {
  const expected = oracle();
  it.skipIf(expected === null)("decodes every key python3 lists to the same offsets, names and folds", () => {
    const ours = records();
    expect([...ours.keys()].sort()).toEqual(Object.keys(expected!).sort());
    const mismatches: string[] = [];
    for (const [key, [rows, local]] of Object.entries(expected!)) {
      const zone = new Zone(key, ours.get(key)!);
      for (const [u, , l, fold] of rows) {
        const [got, gotFold] = zone.fromutc(toUs(u));
        if (got !== toUs(l) || gotFold !== fold) mismatches.push(`${key} fromutc ${u}: ${got} ${gotFold}`);
      }
      for (const [l, year, fold, off, dst, name] of local as [number, number, number, number, number, string][]) {
        const wall = { localUs: toUs(l), year, fold };
        const got = [zone.utcoffset(wall), zone.dst(wall), zone.tzname(wall)];
        if (got[0] !== BigInt(off) * 1_000_000n || got[1] !== BigInt(dst) * 1_000_000n || got[2] !== name) {
          mismatches.push(`${key} at ${l} fold ${fold}: ${got.join(" ")} != ${off} ${dst} ${name}`);
        }
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  }, 120_000);
  if (expected === null) it.skip("python3's zoneinfo has no time zone data on this machine", () => {});
});

describe("which programs carry the zones", () => {
  it("only a script that imports zoneinfo", async () => {
    const carries = async (code: string) => {
      const t = await transpileScript(code, { tools: [] });
      if (!t.ok) throw new Error(t.error.message);
      return t.js.includes("$rt.zoneData(");
    };
    for (const code of ["import datetime\nprint(datetime.timezone.utc)", "print('zoneinfo')"]) expect(await carries(code), code).toBe(false);
    for (const code of ["import zoneinfo", "from zoneinfo import ZoneInfo", "def f():\n    import zoneinfo as z\n    return z"]) {
      expect(await carries(code), code).toBe(true);
    }
  });
});
