# Match.group's one- and two-argument calls and search's whole-line shortcut (lines that lack the
# pattern's literal prefix), against every pos/endpos form that must not take the shortcut.
import re

p = re.compile(r"ERROR (?P<region>[\w-]+) code=(\d+)(x)?")
lines = [
    "2026-12-02 svc-1 INFO  ok path=/a",
    "2026-12-02 svc-2 ERROR eu-west code=500 path=/b",
    "ERROR us-east code=503x",
    "",
    "ERROR",
    "no error here but ERROR ap-south code=42",
]
codes = {}
for line in lines:
    m = p.search(line)
    if m:
        codes[m.group(2)] = codes.get(m.group(2), 0) + 1
        print(m.group(1), m.group("region"), m.group(True), m.group(0), m.group(3))
        print(m.group(1, 2), m.group("region", 3), m.group(0, "region"))
        print(m.span(), m.pos, m.endpos, m.start(2))
print(sorted(codes.items()))

line = lines[1]
for pos, endpos in [(0, 100), (0, 5), (-5, 100), (17, 100), (18, 100), (True, 60), (False, True), (0, -1), (60, 70)]:
    m = p.search(line, pos, endpos)
    print(pos, endpos, m and (m.group(0), m.span(), m.pos, m.endpos))
print(p.search(line, endpos=30), p.search(line, pos=0), p.search(lines[0], 0, 2**62))
print(re.search("ERROR", lines[0]), re.search("ERROR", lines[1]).span())

for bad in [4, -1, 1.0, "nope", None]:
    try:
        m = p.search(lines[2])
        m.group(bad)
    except IndexError as e:
        print("IndexError", bad)
    try:
        m.group(1, bad)
    except IndexError as e:
        print("IndexError pair", bad)
try:
    p.search(None)
except TypeError as e:
    print("TypeError", e)
try:
    p.search(lines[0], "0")
except TypeError as e:
    print("TypeError pos")
g = p.search(lines[2]).group
print(g(1), g(1, 2), g())
