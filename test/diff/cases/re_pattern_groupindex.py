# Pattern.groupindex is a read-only mappingproxy of the named groups, as in CPython.
import re

pat = re.compile(r"(?P<year>\d{4})-(?P<month>\d\d)(?:-(?P<day>\d\d))?")
gi = pat.groupindex
print(gi, type(gi).__name__, dict(gi), sorted(gi, key=gi.get), gi["month"], len(gi))
try:
    gi["x"] = 1
except TypeError as e:
    print("TypeError", e)
m = pat.search("released 2024-03")
print({name: m.group(i) for name, i in gi.items()})
