#!/usr/bin/env python3
"""Writes zoneinfo-data/data.ts: every zone python3's zoneinfo.available_timezones() lists, as
CPython 3.11's zoneinfo reads it from the TZif file (guest/modules/zoneinfo/zone.ts decodes it).

    python3 scripts/gen-zoneinfo.py

A developer tool: the data is what this machine's python3 finds (/usr/share/zoneinfo or the
tzdata package). Nothing is typed in by hand: types, transitions and DST offsets come from
zoneinfo's own loader (_common.load_data, ZoneInfo._utcoff_to_dstoff), the footer from its TZ
string parser. test/guest/modules/zoneinfo-data.test.ts checks the decoded zones against python3.

Compaction, without changing a result: a key whose file is byte-identical to another's is a link
to it; trailing transitions the footer rule reproduces (same utcoff, dst and name on both sides of
each, and its predecessor's all along the interval before it) are dropped, since CPython applies
the footer after the last transition; the first two always stay (fromutc reads them specially).

Record of a zone, fields split by "|":
  types      "utcoff/dstoff/abbr" joined by "," (seconds)
  before     index of the type before the first transition ("" if none)
  times      transition times (UTC seconds): the first, then deltas, base 36, joined by ","
  indices    the type index of each transition, one base-36 character each
  footer     JSON: null, [abbr, utcoff] or [std, stdoff, dst, dstoff, start, end] where a rule
             is ["M", m, w, d, secs] or ["J" or "N", day, secs]
"""
import io
import json
import os
import sys
import zoneinfo
from zoneinfo import _common, _tzpath
from zoneinfo import _zoneinfo as pz

OUT = os.path.join(os.path.dirname(__file__), "..", "zoneinfo-data", "data.ts")
B36 = "0123456789abcdefghijklmnopqrstuvwxyz"


def b36(n):
    if n < 0:
        return "-" + b36(-n)
    s = ""
    while True:
        n, r = divmod(n, 36)
        s = B36[r] + s
        if n == 0:
            return s


def rule(r):
    secs = r.hour * 3600 + r.minute * 60 + r.second
    if isinstance(r, pz._CalendarOffset):
        return ["M", r.m, r.w, r.d, secs]
    return ["J" if r.julian else "N", r.d, secs]


def footer(tz_str):
    if not tz_str:
        return None, None
    tz = pz._parse_tz_str(tz_str.decode())
    if isinstance(tz, pz._ttinfo):
        return [tz.tzname, int(tz.utcoff.total_seconds())], tz
    std, dst = tz.std, tz.dst
    return [std.tzname, int(std.utcoff.total_seconds()), dst.tzname, int(dst.utcoff.total_seconds()), rule(tz.start), rule(tz.end)], tz


def info(tti):
    return (tti.utcoff, tti.dstoff, tti.tzname)


def footer_info(tz, ts):
    if isinstance(tz, pz._ttinfo):
        return info(tz)
    year = (pz.EPOCH + pz.timedelta(seconds=ts)).year
    return info(tz.get_trans_info_fromutc(ts, year)[0])


def footer_changes(tz, lo, hi):
    """The UTC instants in (lo, hi) where a DST footer's answer changes."""
    if isinstance(tz, pz._ttinfo):
        return []
    year = lambda ts: (pz.EPOCH + pz.timedelta(seconds=ts)).year
    std, dst = tz.std.utcoff.total_seconds(), tz.dst.utcoff.total_seconds()
    points = []
    for y in range(year(lo) - 1, year(hi) + 2):
        start, end = tz.transitions(y)
        points += [start - std, end - dst]
    return [int(t) for t in points if lo < t < hi]


def record(data):
    trans_idx, trans_utc, utcoff, isdst, abbr, tz_str = _common.load_data(io.BytesIO(data))
    dstoff = pz.ZoneInfo._utcoff_to_dstoff(trans_idx, utcoff, isdst)
    types = [(u, d, a) for u, d, a in zip(utcoff, dstoff, abbr)]
    before = next((i for i in range(len(isdst)) if not isdst[i]), None)
    if before is None and trans_idx:
        before = trans_idx[0]
    foot, tz = footer(tz_str)
    keep = len(trans_utc)
    if tz is not None:
        td = lambda s: pz.timedelta(seconds=s)
        as_info = lambda i: (td(types[i][0]), td(types[i][1]), types[i][2])
        # Drop transition i while the footer gives its type from it on and its predecessor's type
        # all along the interval before it. Two stay: fromutc reads the first two specially.
        while keep > 2:
            i = keep - 1
            lo, hi = trans_utc[i - 1], trans_utc[i]
            if footer_info(tz, hi) != as_info(trans_idx[i]):
                break
            if any(footer_info(tz, t) != as_info(trans_idx[i - 1]) for t in [lo, hi - 1, *footer_changes(tz, lo, hi)]):
                break
            keep -= 1
    times = trans_utc[:keep]
    deltas = [times[0]] + [b - a for a, b in zip(times, times[1:])] if times else []
    assert len(types) <= 36
    return "|".join([
        ",".join(f"{u}/{d}/{a}" for u, d, a in types),
        "" if before is None else str(before),
        ",".join(b36(x) for x in deltas),
        "".join(B36[i] for i in trans_idx[:keep]),
        json.dumps(foot, separators=(",", ":")),
    ])


def main():
    keys = sorted(zoneinfo.available_timezones())
    if not keys:
        sys.exit("python3's zoneinfo finds no time zone data on this machine")
    by_content = {}
    zones, links = [], []
    for key in keys:
        path = _tzpath.find_tzfile(key)
        data = open(path, "rb").read() if path else _common.load_tzdata(key).read()
        if data in by_content:
            links.append(f"{key}\t{by_content[data]}")
            continue
        by_content[data] = key
        zones.append(f"{key}\t{record(data)}")
    with open(OUT, "w") as f:
        f.write("// Generated by scripts/gen-zoneinfo.py from python3's zoneinfo data: do not edit.\n")
        f.write(f"// {len(zones)} zones and {len(links)} links (key TAB target), one a line.\n")
        f.write(f"export const ZONES = {json.dumps(chr(10).join(zones))};\n")
        f.write(f"export const LINKS = {json.dumps(chr(10).join(links))};\n")


main()
