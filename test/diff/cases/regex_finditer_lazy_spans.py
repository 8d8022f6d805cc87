# finditer's matches found without indices, their spans found again when asked for: groups,
# spans, start/end of every group, lastindex and groupdict, over empty matches and sre's rule of
# a non-empty match where an empty one ended, pos/endpos windows, lookbehind at a window's edge,
# and astral characters (spans in code points).
import re


def show(pattern, text, *window):
    p = re.compile(pattern)
    out = []
    for m in p.finditer(text, *window):
        out.append((m.group(), m.span(), m.groups(), [m.span(g) for g in range(p.groups + 1)], m.lastindex, m.start(p.groups), m.end()))
    return out


print(show(r"user(\d+)", "user1 user22 x user333"))
print(show(r"a*", "baaac"))
print(show(r"(?=x)|x", "axxb"))
print(show(r"(a)|(b)", "abcab"))
print(show(r"(?P<k>\w+)=(?P<v>\w*)", "a=1 b= c=3"))
print(show(r"(?<=-)(\w)", "-a-b--c", 2))
print(show(r"(\w)(\w)?", "abcde", 1, 4))
print(show(r"(😀+)(x?)", "a😀😀x😀b😀"))
print(show(r"\b", "ab cd"))
print(show(r"(a|)+?", "aab"))
print([m.groupdict() for m in re.finditer(r"(?P<w>\w)(?P<d>\d)?", "a1b")])
print([(m.start(1), m.group(1)) for m in re.finditer(r"x(y)?", "xyxx")])
ms = list(re.finditer(r"(\d)(\d)", "12 34 56"))
print([m.span(2) for m in ms], [m[1] for m in ms], [m.string for m in ms][0], ms[1].pos, ms[1].endpos)
[repr(m) for m in re.finditer(r"é(.)", "éa éb 😀éc")]
