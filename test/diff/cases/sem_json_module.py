import json

text = '{"a": 1, "b": 2.0, "c": [true, false, null], "d": "\\u00e9\\n", "e": 1e3, "f": -0, "g": 12345678901234567890, "h": {}}'
obj = json.loads(text)
print(obj, type(obj["b"]).__name__, type(obj["e"]).__name__, obj["g"] + 1)
print(json.dumps(obj))
print(json.dumps(obj, indent=2, sort_keys=True))
print(json.dumps({"b": 1, "a": [1, {"c": None}]}, indent="\t", separators=(",", ": ")))
print(json.dumps("é\u2028\x00"), json.dumps("é", ensure_ascii=False), json.dumps([]), json.dumps({}), json.dumps(3.0), json.dumps(1e16))
print(json.dumps({1: "int key", 2.5: "float", True: "bool", None: "none"}))
print(json.dumps({"s": {1, 2}}, default=lambda o: sorted(o)), json.dumps(("a", 1)))
for bad in ['{"a": }', "[1, 2", "", "{'a': 1}", "nan"]:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print("bad:", repr(bad), "->", e.msg, e.pos)
json.loads("[1, 2.50, \"x\"]")
