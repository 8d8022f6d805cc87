# re flags are RegexFlag members (CPython 3.11: an IntFlag under @global_enum); Pattern.flags stays an int.
import re
print(re.I | re.M, re.I, re.compile("x", re.I).flags & re.I, re.compile("x").flags)
print(repr(re.I), str(re.I), repr(re.I | re.M), str(re.X|re.S), repr(re.NOFLAG), str(re.NOFLAG), re.RegexFlag)
print(re.I == 2, int(re.I), re.I + 1, type(re.I | 2), re.I | 2, ~re.I, re.I & re.M, re.U, re.A | re.I)
print(re.RegexFlag(10), re.RegexFlag.IGNORECASE, re.I.name, re.I.value, list(re.RegexFlag)[:3], len(re.RegexFlag))
print(f"{re.I}", "%s %d" % (re.I, re.I), format(re.I, "d"), re.compile("a", re.I | re.M).flags, type(re.compile("a").flags))
print(re.findall("a", "AaA", re.I), re.findall("a", "AaA", 2), re.sub("a", "b", "AA", flags=re.I))
print(re.RegexFlag(256|2), re.RegexFlag.DEBUG, re.RegexFlag.TEMPLATE, re.RegexFlag(1024))
print(isinstance(re.I, int), hash(re.I) == hash(2), {re.I: 1}[2])
print(repr(re.compile("a", re.I | re.X)), re.compile("a", re.I) == re.compile("a", 2), re.search("(?i)A", "a").re.flags)
print(re.split("x", "aXbxc", flags=re.I), re.fullmatch("a.b", "a\nb", re.S | re.I) is not None, [f for f in re.I | re.M])
print(re.I in (re.I | re.M), (re.I | re.M).value, sorted([re.M, re.I, re.A]))
try:
    re.compile("a", "i")
except TypeError as e:
    print("TypeError", e)
print(re.sub(r"\w", "*", "héllo_ wörld", re.A), re.sub("a", "b", "aaaa", re.M), re.split("a", "babab", re.I))
