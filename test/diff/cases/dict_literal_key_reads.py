# `d["k"]` and `d.get("k")` with a str-literal key read the dict's Map directly, or a tool
# answer's dict read in place through its JSON object's member when the member needs no
# conversion (a str, a nonzero int32); everything else (empty or "\0"-prefixed strs, 0, -0,
# floats, ints past int32, bools, None, nested values, absent keys) takes the general path. Each
# kind of dict and answer is read both ways, before and after it changes.
from collections import Counter, OrderedDict, defaultdict

KEYS = ["s", "e", "nul", "z", "m", "i", "big", "huge", "f", "whole", "t", "n", "l", "o", "__proto__", "toString", "constructor", "", "raw", "vals", "get"]


def show(d):
    out = []
    for k in KEYS:
        try:
            v = d[k]
        except KeyError as ex:
            v = "KeyError " + repr(ex)
        g = d.get(k)
        num = repr(float(g)) if type(g) in (int, float) else ""
        out.append((k, repr(v), type(v).__name__, repr(g), type(g).__name__, num, repr(d.get(k, "dflt"))))
    return out


def reads(d):
    # The literal keys at their own sites (the fast path), then through a variable (the general one).
    lit = [d["s"], d["i"], d["z"], d["f"], d["l"], d["o"], d.get("s"), d.get("i", 0), d.get("absent", "x"), d.get("e", "y"), d.get("")]
    nums = [d["z"], d["m"], d["i"], d["big"], d["f"], d["whole"], d["t"], d.get("z"), d.get("m"), d.get("f"), d.get("whole", 0)]
    kinds = [(type(x).__name__, repr(float(x))) for x in nums]
    # Member names the guest's dicts use for themselves are only keys here.
    own = [d.get("raw"), d.get("vals", 0), d.get("get", 1), "raw" in d]
    held = ["s" in d, "absent" in d, "" in d, "toString" in d, "__proto__" in d, "constructor" not in d]
    own.append(held + [k in d for k in KEYS])
    return lit, kinds, own, d["l"] is d["l"], d["o"] is d.get("o"), d["f"] is d["f"]


for name, tool in [("by value", plain), ("marked", marked)]:
    records = tool()
    print(name, type(records).__name__, len(records))
    for r in records:
        print(reads(r))
        print(show(r))
        print(r["s"] + "!", r["i"] + 1, r.get("i", 0) * 2, "s" in r, "absent" in r)
        r["s"] = "changed"
        print(r["s"], r.get("i"), reads(r), len(r))

plain_dict = {"s": "x", "e": "", "nul": "\x00y", "z": 0, "m": -0, "i": 7, "big": 2**40, "huge": 2**70, "f": 1.5, "whole": 2.0, "t": True, "n": None, "l": [1], "o": {"a": 1}, "__proto__": "p", "": "empty"}
print(reads(plain_dict), show(plain_dict))
dd = defaultdict(list, plain_dict)
print(dd["s"], dd["absent"], dd.get("other"), dd.get("i", 0), len(dd))
c = Counter("hello")
print(c["l"], c["z"], c.get("l"), c.get("z", 9), c.get(""), c[""])
od = OrderedDict(s=1)
print(od["s"], od.get("s"), od.get("", 3))
mixed = {True: 1, 2.0: "f", "\x00a": "z", (1, 2): "t", None: "n", 10**20: "big"}
probes = [1, 1.0, True, 2, 2.0, "\x00a", "a", (1, 2), None, 10**20, "", 0]
for _ in range(2):
    print([p in mixed for p in probes], 1 in mixed, 2 in mixed, "a" in mixed, "\x00a" in mixed, 0 not in mixed, [p in dd for p in ["s", "absent", 5]], "l" in c, "z" in c)


def attempt(f):
    try:
        return f()
    except (TypeError, AttributeError) as ex:
        return type(ex).__name__ + " " + str(ex)


for bad in [None, "abc", 5, [1], (1,)]:
    print(attempt(lambda: bad["s"]), attempt(lambda: bad.get("s")))
