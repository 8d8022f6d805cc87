# Pattern.search with its defaults takes a shorter path than with pos or endpos given: the same
# matches and errors either way, with the defaults spelled out, by keyword, as the largest int,
# and for subjects that are not str.
import re

rx = re.compile(r"ERROR ([\w-]+) code=(\d+)")
lines = ["2026-12-02T02:44:00Z svc-4 INFO  ok took=704ms", "x ERROR eu-west code=503 y", "\U0001F600 ERROR a code=1", ""]
for line in lines:
    for m in [rx.search(line), rx.search(line, 0), rx.search(line, 0, 9223372036854775807), rx.search(line, pos=0),
              rx.search(line, endpos=2**63 - 1), rx.search(string=line), rx.search(line, False)]:
        print(repr(line), m and (m.span(), m.groups(), m.pos, m.endpos, m.string == line))
for bad in [None, 5, 2.5, ["x"], b"ERROR a code=1"]:
    try:
        rx.search(bad)
    except TypeError as e:
        print(type(bad).__name__, e)
for args in [(0.0,), ("0",), (0, 1.5), (2**63,), (0, 2**70), (-2**63 - 1,), (-2**63,), (0, -2**64)]:
    try:
        print(args, rx.search("ERROR a code=1", *args))
    except (TypeError, OverflowError) as e:
        print(args, type(e).__name__, e)
found = 0
for i in range(300):
    if rx.search(f"line {i} ERROR r{i % 3} code={500 + i % 4}" if i % 7 == 0 else f"line {i} ok"):
        found += 1
print(found)
