# The native walk of parsed JSON (json.loads and a JSON tool's answer): numbers of each kind in
# lists and objects (small ints, 0, -0, ints past 32 bits and past 2**53, floats), str keys that
# are empty, "\0"-prefixed or array indexes (first or not), nesting up to and past 100 levels.
import json

texts = [
    '[1, 0, -0, -7, 2147483647, 2147483648, -2147483649, 3000000000, 9007199254740993, 0.5, -2.25, 1e2, 1.0, -0.0]',
    '{"a": 1, "b": [0, -0, 4294967296, [5, [6.5]]], "c": {"d": -1, "e": 1.5e-3}}',
    '{"": 1, "\\u0000x": 2, "y": {"": [], "\\u0000": {}}}',
    '{"1": "first", "b": 2}',
    '{"b": 2, "1": "later"}',
    '{"01": 1, "b": 2, "4294967295": 3}',
    '[{"0": 0}, {"x": {"2": 2, "y": 1}}]',
    '{"id": 1, "id": 2, "n": 3, "id": 4}',
    '[[[[[[1]]]]], {"k": [[{"k": [2]}]]}]',
    '[true, false, null, "s", {"t": true, "f": false, "n": null}]',
]
for t in texts:
    v = json.loads(t)
    print(v, json.dumps(v))
    if isinstance(v, dict):
        print(list(v), [type(x).__name__ for x in v.values()])
    else:
        print([type(x).__name__ for x in v])

for depth in (99, 100, 101, 150):
    v = json.loads("[" * depth + "1" + "]" * depth)
    n = 0
    while isinstance(v, list):
        v = v[0]
        n += 1
    o = json.loads('{"a": ' * depth + "2" + "}" * depth)
    m = 0
    while isinstance(o, dict):
        o = o["a"]
        m += 1
    print(depth, n, v, m, o)

answer = records()
print(answer)
print([type(r["price"]).__name__ for r in answer["rows"]], [type(r["id"]).__name__ for r in answer["rows"]])
total = 0
for r in answer["rows"]:
    r["seen"] = True
    total += r["price"] * r["qty"]
print(total, answer["rows"][0], list(answer["rows"][1]))
