# d.get(k) / d.get(k, default) and `in` over dicts of every kind and over lists and tuples, in
# loops (where the emitted code tests for a dict itself): defaultdict's get never calls
# __missing__, unhashable keys, user classes with get/__contains__/__eq__, mixed int/bool/float.
import json
from collections import defaultdict, Counter, OrderedDict
dd = defaultdict(list, a=[1])
c = Counter("aab")
od = OrderedDict(x=1)
parsed = json.loads('{"k": 1, "": 2, "n": null}')
class Box:
    def get(self, k, d="box-default"):
        return ("Box.get", k, d)
    def __contains__(self, k):
        print("Box.__contains__", k)
        return k == "yes"
class Loud:
    def __init__(self, n):
        self.n = n
    def __eq__(self, other):
        print("Loud.__eq__", self.n, other)
        return self.n == other
    __hash__ = None
big = 2 ** 60
for i in range(2):
    for d in ({"a": 1, 2: "two", (1, 2): "t", True: "bool"}, dd, c, od, parsed, Box()):
        print(d.get("a"), d.get("zz"), d.get("zz", i), d.get("k", "-"), d.get("", "-"))
    print(dd.get("missing"), dict(dd), "missing" in dd, dict(dd))
    print("a" in c, "z" in c, 2 in {2: 0}, 2.0 in {2: 0}, True in {1: 0}, (1, 2) in {(1, 2): 0}, big in {big: 1})
    print("yes" in Box(), "no" in Box(), "k" in parsed, "n" in parsed, "x" in od)
    for bad in ([1], {1: 2}):
        try:
            print({}.get(bad))
        except TypeError as e:
            print("TypeError", e)
        try:
            print(bad in {"a": 1})
        except TypeError as e:
            print("TypeError", e)
    print(1 in [True], True in [1], 1 in [1.0], 1.0 in (1,), 3 in [1, 2], "a" in ["b", "a"], None in [0, None], big in [1, big], big + 1 in [big])
    nan = float("nan")
    print(nan in [nan], float("nan") in [nan], [] in [[]], (1,) in [(1,)], "x" in ("x" + str(i),))
    print(2 in [Loud(1), Loud(2), Loud(3)], Loud(5) in [4, 5], "q" not in ["q"], 7 not in (1, 2))
    try:
        print("a".get("x"))
    except AttributeError as e:
        print("AttributeError", e)
    try:
        print(None.get("x"))
    except AttributeError as e:
        print("AttributeError", e)
    try:
        print(1 in 5)
    except TypeError as e:
        print("TypeError", e)
counts = {}
key = "a"
def rebind(v):
    global key
    print("rebind", key, "->", v)
    key = v
    return v
for word in ["x", "y", "x", "z", "x"]:
    counts[word.upper()] = counts.get(word.upper(), 0) + 1
    print(counts.get(key, rebind(word)), counts.get(rebind(word) + "!", len(counts)), Box().get(word * 2))
print(counts, [parsed.get(k.lower(), k) for k in "KN"], dd.get(str(1 + 1), "none"))
