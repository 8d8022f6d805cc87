# json.dumps of dicts large enough for the native path (past 64 values) whose keys sit at the
# edges of its key test: strs below and above ":", array indexes, "toJSON" in any place, "\0"
# prefixes, and int, float, bool and None keys that json.dumps converts (and that may collide).
import json

filler = {"f%d" % i: i for i in range(70)}
cases = [
    {":": 1, "9": 2, "9a": 3, ";": 4, " ": 5, "/": 6, "": 7},
    {"a": 1, "toJSON": 2},
    {"toJSON": {"toJSON": 1}},
    {"0": 1, "a": 2},
    {"\x00": 1, "a": 2},
    {1: "int", "b": 2},
    {"b": 1, 2.5: "float", True: "t", None: "n"},
    {1: "one", "1": "str one"},
    {"z": [{"toJSONx": 1, "xtoJSON": 2}], "4294967295": 3},
    {"é": 1, "中": 2, "😀": 3, "\ud800": 4},
]
for c in cases:
    d = dict(filler)
    d.update(c)
    for kw in ({}, {"separators": (",", ":")}, {"indent": 2}, {"ensure_ascii": False}):
        try:
            print(json.dumps(d, **kw)[-160:])
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)
    print(json.dumps([d, [d]])[-60:])
