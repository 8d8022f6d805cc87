# json.dumps through the engine's JSON.stringify (hooks on the Python types, whole-text layout
# passes) must write what CPython writes, and hand everything else to the exact encoder.
import hashlib
import json


def show(label, f):
    try:
        print(label, ascii(f()))
    except RecursionError:
        print(label, "RecursionError")  # the wording differs with where the limit is met
    except Exception as e:
        print(label, type(e).__name__, e)


def nest(depth, leaf, wrap):
    v = leaf
    for _ in range(depth):
        v = wrap(v)
    return v


shared = [1, 2]
values = {
    "scalars": [0, -1, 2**53, 2**53 + 1, -(2**70), 10**30, True, False, None, "", "x"],
    "floats": [1.0, -0.0, 0.5, 1e16, 1e-7, 0.1 + 0.2, 1e22, 5e-324, 1.7976931348623157e308, -2.5e-5],
    "strings": ["q\"b\\s/", "\n\r\t\b\f", "\x00\x01\x02\x1f\x7f", "é中😀", "\u2028\u2029", "\ud800", "a\udfff"],
    "markers": ["\x01", '"\x01"', "\\u0001", "\x02", ",\n", ": ", "$&", "$$"],
    "nested": {"a": [1, [2, [3, {"b": {}}]]], "t": (1, (2,)), "e": [[], {}, ()], "s": [shared, shared]},
    "keys": {"b": 1, "a": 2, "__proto__": 3, "toJSON": 4, "constructor": 5, "": 6, "é": 7},
}
for name, v in values.items():
    show(name, lambda: json.dumps(v))
    show(name + " ascii=False", lambda: json.dumps(v, ensure_ascii=False))
    show(name + " compact", lambda: json.dumps(v, separators=(",", ":")))
    show(name + " indent=2", lambda: json.dumps(v, indent=2))

layouts = [
    dict(indent=4),
    dict(indent="\t"),
    dict(indent="ab"),
    dict(indent=0),
    dict(indent=""),
    dict(indent=10),
    dict(indent=11),
    dict(indent=" " * 12),
    dict(indent="\n"),
    dict(indent="\n", separators=(";", ": ")),
    dict(indent=2, separators=(", ", ": ")),
    dict(indent=2, separators=(",", ":")),
    dict(indent=1, separators=("$&,", ": ")),
    dict(separators=(", ", ":")),
    dict(separators=(",", ": ")),
    dict(separators=(";", "=")),
    dict(separators=("$&", ": ")),
    dict(separators=("$$", ": ")),
    dict(separators=("\n", ": ")),
    dict(separators=("\x02", ": ")),
    dict(separators=(",\n", ": ")),
]
doc = {"k": [1, 2.5, "s,\n", {"x": []}, {}], "e": [], "u": "é"}
for kw in layouts:
    show(repr(kw), lambda: json.dumps(doc, **kw))
    show(repr(kw) + " ascii=False", lambda: json.dumps(doc, ensure_ascii=False, **kw))

# dict keys the plain-object form cannot carry in order, or at all
for d in [
    {"b": 1, "1": 2, "0": 3},
    {"b": 1, "01": 2, "1a": 3, "-1": 4, "1.5": 5},
    {"x": 1, "4294967295": 2, "4294967294": 3},
    {"2024-01-05": 1, "1999-12-31": 2},
    {1: "a", "b": 2, 0: "c"},
    {-1: "a", "-1": "b"},
    {2.5: 1, True: 2, None: 3, False: 4},
    {"\x00a": 1, "b": 2},
    {(1, 2): 3},
]:
    show(repr(d), lambda: json.dumps(d))
    show(repr(d) + " skipkeys", lambda: json.dumps(d, skipkeys=True))

# values only the exact encoder writes (or refuses)
for v in [[float("nan")], {"a": float("inf")}, [{1, 2}], [b"x"], [print], [len], {"a": range(3)}, [{}.keys()]]:
    show("exact", lambda: json.dumps(v))
show("allow_nan", lambda: json.dumps([1.5, float("nan")], allow_nan=False))
show("default", lambda: json.dumps([{3, 1}, {"s": {2}}], default=sorted))

cyclic = [1]
cyclic.append(cyclic)
show("cycle list", lambda: json.dumps(cyclic))
cd = {"a": 1}
cd["self"] = [cd]
show("cycle dict", lambda: json.dumps(cd))

# nesting: the native path stops at its own bound, the exact encoder at CPython's
for depth in [98, 99, 100, 101, 150, 900]:
    show(f"list depth {depth}", lambda: len(json.dumps(nest(depth, 1, lambda v: [v]))))
    show(f"dict depth {depth}", lambda: hashlib.sha256(json.dumps(nest(depth, 1.5, lambda v: {"k": v})).encode()).hexdigest())
    show(f"tuple depth {depth} indent", lambda: len(json.dumps(nest(depth, "x", lambda v: (v, 2)), indent=1)))
for depth in [1000, 100000]:
    show(f"list depth {depth}", lambda: json.dumps(nest(depth, 1, lambda v: [v])))
    show(f"dict depth {depth}", lambda: json.dumps(nest(depth, 1, lambda v: {"k": [v]})))

# a large mixed document, fingerprinted
rows = [{"id": i, "name": "item" + str(i), "x": i / 7, "big": 3**i, "tags": ["a", (i % 5, None)], "ok": i % 3 == 0, "u": "é" * (i % 2)} for i in range(300)]
for kw in [{}, {"ensure_ascii": False}, {"indent": 2}, {"separators": (",", ":")}, {"indent": "\t", "separators": (",", ": ")}]:
    text = json.dumps(rows, **kw)
    print(repr(kw), len(text), hashlib.sha256(text.encode()).hexdigest())
json.loads(json.dumps(rows)) == rows
