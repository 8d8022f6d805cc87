# types.MappingProxyType: a read-only, live view of a dict (reads, views, copy, |, ==), refusing
# item assignment, deletion and hashing; only a mapping may be wrapped.
from types import MappingProxyType
d = {"a": 1}
m = MappingProxyType(d)
print(m, repr(m), m["a"], len(m), list(m), "a" in m, m.get("b", 5), m.keys(), m.values(), m.items(), m.copy(), m == {"a": 1}, m | {"b": 2}, {"z": 0} | m)
d["b"] = 2
print(m, dict(m), type(m).__name__, isinstance(m, MappingProxyType))
for bad in ([1], None):
    try:
        MappingProxyType(bad)
    except TypeError as e:
        print(e)
try:
    m["c"] = 3
except TypeError as e:
    print(e)
try:
    del m["a"]
except TypeError as e:
    print(e)
try:
    hash(m)
except TypeError as e:
    print(e)
try:
    m.pop("a")
except AttributeError as e:
    print(e)
