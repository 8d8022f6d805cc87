# json.loads through the engine's JSON.parse (numbers typed by the text's tokens when floats may
# be present, the tree turned into Python values in place) must give what CPython gives, and
# hand everything else to the exact decoder.
import json


def show(text):
    try:
        v = json.loads(text)
        print(ascii(text), "->", ascii(v), type(v).__name__, [type(x).__name__ for x in (v.values() if isinstance(v, dict) else v if isinstance(v, list) else [v])])
    except Exception as e:
        print(ascii(text), "->", type(e).__name__, e)


for text in [
    # ints and floats, as values, in lists and in dicts
    "0", "-0", "-0.0", "7", "1.0", "1e5", "1E5", "2.5e1", "-1e-3", "1e400", "-1e400",
    "9007199254740991", "9007199254740992", "9007199254740993", "1234567890123456", "12345678901234567890123",
    "[0, -0, 1, -1, 2147483648, -2147483649, 4294967296]",
    "1" * 400, "[" + "9" * 400 + ", 1.5]", "-" + "1" * 400, "[1.5, " + "9" * 4301 + "]", "1" * 5000,
    "[9007199254740993, 1]", "{\"a\": -9007199254740993, \"b\": 2}", "[1, 2, 99999999999999999999]",
    "[1.0, 2, 3e0, -0.0, 0.5]", "{\"a\": 1.0, \"b\": 2, \"c\": [3.0, 4]}",
    # digits and float-like text inside strings
    "[\"1.5\", 2]", "{\"d\": \"2024-01-05\", \"n\": -0}", "[\"3e5\", 3]", "[\"x\\\"1.5\", 1]", "{\"1.5\": 2, \"k\": 3.0}",
    "[\"a\\\\\", 1.5, \"b\"]",
    # duplicate keys: last value, first position
    "{\"a\": 1, \"a\": 2}", "{\"a\": \"x\", \"b\": 1.5, \"a\": 2}", "{\"a\": 1.5, \"b\": 2, \"a\": 3}",
    "{\"a\": 2.0, \"b\": 2, \"a\": 2}", "{\"a\": [1.5], \"a\": {\"b\": 1}, \"c\": 2.5}", "{\"a\": {}, \"a\": 1.0}",
    # keys JS objects reorder or treat specially
    "{\"b\": 1, \"2\": 2, \"1\": 3}", "{\"b\": 1, \"01\": 2, \"1a\": 3, \"-1\": 4}", "{\"b\": 1.5, \"0\": 2}",
    "{\"x\": 1, \"4294967295\": 2, \"4294967294\": 3}", "{\"__proto__\": 1, \"toJSON\": 2, \"constructor\": 3}",
    "{\"\\u0000a\": 1, \"b\": 2}", "{\"\\u0000\": 1.5}", "{\"\": 0}",
    # strings
    "\"\\u00e9\\ud83d\\ude00\"", "\"\\ud800\"", "[\"\\udc00x\", \"\\n\\t\\/\"]", "\"caf\u00e9\"",
    # other literals, NaN and friends
    "[true, false, null]", "[NaN, Infinity, -Infinity]", "{\"a\": NaN}", "  [1]  ", "\ufeff[1]",
    # errors
    "", "[1,]", "{\"a\" 1}", "[1 2]", "01", "1.", "[\"a\\x\"]", "{\"a\": 1}}", "[1e5, ]",
]:
    show(text)

for depth in [99, 100, 101, 200, 1000]:
    for open_, close in [("[", "]"), ("{\"k\": ", "}")]:
        try:
            v = json.loads(open_ * depth + "1.5" + close * depth)
            n = 0
            while isinstance(v, (list, dict)):
                v = v[0] if isinstance(v, list) else v["k"]
                n += 1
            print(depth, open_, n, v)
        except RecursionError as e:
            print(depth, open_, "RecursionError")
        try:
            v = json.loads(open_ * depth + "1" + close * depth)
            print(depth, open_, "int ok", len(json.dumps(v)))
        except RecursionError as e:
            print(depth, open_, "RecursionError")

rows = [{"id": i, "name": "item" + str(i), "x": i / 7, "big": 3**i, "tags": ["a", [i % 5, None]], "ok": i % 3 == 0} for i in range(300)]
for kw in [{}, {"indent": 2}, {"separators": (",", ":")}]:
    text = json.dumps(rows, **kw)
    back = json.loads(text)
    print(back == rows, sum(type(r["x"]) is float for r in back), sum(type(r["big"]) is int for r in back))
ints = json.dumps([{"id": i, "v": [i, -i, 2**31 + i]} for i in range(1000)])
json.loads(ints)[-1]
