# A search of a whole text finds its code-point positions only when a match is asked for them:
# endpos, spans, regs, start/end, repr and groups, on texts with and without surrogate pairs, for
# search (with and without a literal prefix), match and fullmatch, with pos/endpos given too.
import re

texts = [
    "2026-12-02 svc-2 ERROR us-east code=502 took=1023ms",
    "\U0001F600 ERROR eu-west code=500 \U0001F601 took=7ms",
    "\U0001F600\U0001F601ERROR x code=1",
    "no error here",
    "",
    "ERROR ERROR a code=1 ERROR b code=22",
]
patterns = [r"ERROR ([\w-]+) code=(\d+)", r"(\d+)ms", r"(?P<word>[a-z]+)-(?P<n>\d)", r"\w+", r"(a)|(ERROR)", r"$"]
for p in patterns:
    rx = re.compile(p)
    for t in texts:
        m = rx.search(t)
        if m:
            print(repr(p), repr(t), m.pos, m.endpos, m.span(), m.regs, m.group(0), m.groups(), m.start(), m.end(), m.lastindex, m.lastgroup)
            print(repr(m), m.string == t, m.re is rx, m.groupdict())
            for g in range(rx.groups + 1):
                print(" ", g, m.span(g), m.start(g), m.end(g), m.group(g))
        else:
            print(repr(p), repr(t), m, bool(m))

rx = re.compile(r"(\w)(\w)?")
for t in ["\U0001F600ab", "ab\U0001F600cd", "a"]:
    for args in [(), (0,), (1,), (2, 3), (0, 100), (-5,), (1, 1), (3, 2), (True,), (0, len(t))]:
        m = rx.search(t, *args)
        print(repr(t), args, m and (m.pos, m.endpos, m.span(), m.span(2), m.groups(), m.regs))
        m = rx.match(t, *args)
        print(" match", m and (m.pos, m.endpos, m.span(), m.regs))
        m = rx.fullmatch(t, *args)
        print(" fullmatch", m and (m.pos, m.endpos, m.span(), m.regs))

# fullmatch's spans are the fullmatch's, not a shorter match at the same start.
m = re.fullmatch(r"a|ab", "ab")
print(m.span(), m.regs, m.group())
m = re.fullmatch(r"(a|ab)(c?)", "\U0001F600ab"[1:] + "c")
print(m and (m.span(), m.regs, m.endpos))
m = re.compile(r"(x)(y)?").search("\U0001F600x", 0, 100)
print(m.span(1), m.span(2), m.endpos, m.expand(r"\1-\g<1>"))
