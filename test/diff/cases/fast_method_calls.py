# Method calls with up to two positional arguments take a direct path for exact str, list and
# dict receivers; every other receiver (and every keyword call) takes the generic one.
from collections import OrderedDict, defaultdict, Counter

s = "  Hello, World  "
print(s.upper(), s.lower(), s.strip(), s.strip(" H"), s.split(), s.split(","), s.split(",", 1))
print(s.replace("l", "L"), s.replace("l", "L", 1), s.find("o"), s.find("o", 6), s.count("l"))
print("a-b-c".rsplit("-", 1), "abc".startswith("a"), "abc".endswith("bc"), ",".join(["x", "y"]))
astral = "a\U0001F600b\U0001F600c"
print(astral.upper(), astral.find("b"), astral.index("c"), astral.split("\U0001F600"), astral.count("\U0001F600"))
print("ß straße ﬁ".upper(), "İ".lower(), "ǅ".swapcase())

xs = [3, 1, 2]
xs.append(4)
xs.insert(0, 9)
print(xs, xs.pop(), xs.pop(0), xs.index(1), xs.count(3), xs)
xs.sort()
xs.reverse()
xs.extend(range(2))
print(xs, xs.copy(), xs.remove(0), xs)

d = {"a": 1, "b": 2}
print(d.get("a"), d.get("z"), d.get("z", 0), d.setdefault("c", 3), d.pop("a"), d.pop("q", None))
print(list(d.keys()), list(d.values()), list(d.items()), d.copy(), d.popitem(), d)
d.update({"e": 5})
print(d, d.fromkeys("ab"), d.fromkeys("ab", 1))

dd = defaultdict(list)
dd["k"].append(1)
print(dd.get("k"), dd.get("missing"), dict(dd), dd["new"], sorted(dd))
od = OrderedDict(a=1, b=2)
od.move_to_end("a")
print(list(od), od.get("a"), od.popitem(False))
c = Counter("abracadabra")
print(c.most_common(2), c.get("a"), c.get("z", 0))

m = {1: "x", True: "y", 1.0: "z", (1, 2): "t"}
print(m.get(1), m.get(1.0), m.get((1, 2)), m.get(True), len(m))

sep = ", "
n = 0
for w in ["a", "b"] * 3:
    n += len(sep.join([w, w.upper()]))
print(n)
n
