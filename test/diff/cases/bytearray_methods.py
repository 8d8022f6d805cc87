# bytearray's bytes methods return bytearray where CPython's do; comparisons, membership,
# isinstance, bytes(), decode, json and iteration.
import json

ba = bytearray(b" Hello, World ")
print(ba.strip(), ba.lstrip(), ba.rstrip(b" d"), ba.upper(), ba.lower(), ba.split(), ba.split(b","), ba.rsplit(None, 1))
print(ba.replace(b"l", b"L"), ba.find(b"o"), ba.rfind(b"o"), ba.count(b"l"), ba.index(b"W"), ba.startswith(b" H"), ba.endswith(bytearray(b" ")))
print(ba.partition(b","), ba.rpartition(b"x"), ba.center(20, b"*"), ba.ljust(16), ba.zfill(16), bytearray(b"a\tb").expandtabs(4))
print(ba.title(), ba.swapcase(), ba.capitalize(), bytearray(b"abc").isalpha(), bytearray(b"12").isdigit(), bytearray(b"").isspace())
print(bytearray(b"a,b").join([b"x", bytearray(b"y")]), bytearray(b"-").join([]), bytearray(b"ab\ncd\r\n").splitlines(), bytearray(b"ab\ncd").splitlines(True))
print(bytearray(b"abc").hex(), bytearray(b"abc").hex(":"), bytearray.fromhex("41 42"), type(bytearray.fromhex("")).__name__)
print(bytearray(b"abc").removeprefix(b"a"), bytearray(b"abc").removesuffix(b"x"), bytearray(b"abc").translate(None, b"b"))
print(bytearray.maketrans(b"a", b"b"), type(bytearray.maketrans(b"a", b"b")).__name__)
print(bytearray("h\xe9llo", "utf-8").decode(), bytearray(b"abc").decode("ascii"), str(bytearray(b"x"), "utf-8"))
r = bytearray(b"abc")
print(r.removeprefix(b"z") is r, r.strip() is r, r.replace(b"q", b"r") is r)

a = bytearray(b"abc")
print(a == b"abc", b"abc" == a, a == bytearray(b"abc"), a != b"abd", a < b"abd", b"abb" < a, a >= bytearray(b"abc"), a == "abc")
print(98 in a, b"bc" in a, bytearray(b"c") in a, 120 in a, b"" in a)
print(bytes(a), type(bytes(a)).__name__, bytes(a) is not a, list(a), [x for x in a], sum(a), max(a), sorted(a, reverse=True))
print(isinstance(a, bytearray), isinstance(a, bytes), type(a) is bytearray, type(a).__name__, repr(bytearray(b"it's")), str(bytearray(b'"q"')))
print(bool(bytearray()), bool(a), len(a), list(reversed(a)), a[1], a[-1:], a[5:], dict.fromkeys([1])[1])
print(b"".join([a, b"!"]), b"x".join([a]), bytes(3) + a, a.__len__(), a.__contains__(97), a.__getitem__(0))

it = iter(a)
print(next(it))
a.append(100)
print(list(it))
try:
    json.dumps(a)
except TypeError as e:
    print("json", e)
try:
    json.dumps({"k": bytearray(b"x")})
except TypeError as e:
    print("json", e)
print(json.loads(bytearray(b'{"a": 1}')))
print(f"{bytearray(b'ab')}", "%s" % bytearray(b"x"), "{!r}".format(bytearray()))
