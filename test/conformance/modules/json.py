# Modules: json — loads, dumps (indent, sort_keys, default, ensure_ascii, separators), JSONDecodeError.
# ---- loads_basic
import json
d = json.loads('{"a": 1, "b": [1, 2.5, "x"], "c": null, "d": true}')
print(d, type(d["a"]).__name__, type(d["b"][1]).__name__)
# ---- loads_float_int
import json
print(json.loads("3"), json.loads("3.0"), json.loads("1e3"), json.loads("-0.0"), json.loads("12345678901234567890123"))
# ---- loads_unicode_escapes
import json
s = json.loads('"caf\\u00e9 \\ud83d\\ude00 \\n\\t"')
print(repr(s), len(s))
# ---- dumps_default
import json
print(json.dumps({"a": [1, 2.0, None, True], "b": "é", "c": {"x": (1, 2)}}))
# ---- dumps_indent
import json
print(json.dumps({"b": [1, {"c": []}], "a": {}}, indent=2))
# ---- dumps_indent_str
import json
print(json.dumps([1, [2, 3]], indent="\t"))
# ---- dumps_sort_keys
import json
print(json.dumps({"b": 1, "a": 2, "c": {"z": 0, "y": 1}}, sort_keys=True))
# ---- dumps_separators
import json
print(json.dumps({"a": [1, 2], "b": 3}, separators=(",", ":")))
print(json.dumps({"a": 1}, indent=1, separators=(", ", " = ")))
# ---- dumps_ensure_ascii_false
import json
print(json.dumps({"k": "héllo ✓ 😀"}, ensure_ascii=False))
print(json.dumps("héllo ✓ 😀"))
# ---- dumps_default_fn
import json
def enc(o):
    if isinstance(o, set):
        return sorted(o)
    raise TypeError("nope")
print(json.dumps({"s": {3, 1, 2}}, default=enc))
# ---- dumps_not_serializable
# message: any
import json
json.dumps({"s": {1, 2}})
# ---- dumps_keys_conversion
import json
print(json.dumps({1: "a", 2.5: "b", True: "c", None: "d"}))
# ---- dumps_floats
import json
print(json.dumps([0.1, 1e16, 1.5e-7, 2.0, -0.0, 1e300 * 10]))
# ---- loads_decode_error
import json
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as e:
    print("bad", e.msg, e.pos, e.lineno, e.colno)
    print(str(e))
# ---- loads_decode_error_is_value_error
import json
try:
    json.loads("")
except ValueError as e:
    print(type(e).__name__, e)
# ---- loads_uncaught
import json
json.loads("[1, 2")
# ---- loads_nan
import json
print(json.loads("[NaN, Infinity, -Infinity]"))
# ---- roundtrip_nested
import json
data = {"users": [{"name": "a", "tags": ["x", "y"], "score": 9.5}, {"name": "b", "tags": [], "score": 10}]}
text = json.dumps(data, sort_keys=True, indent=4)
back = json.loads(text)
print(back == data, len(text))
print(text)
# ---- dumps_str_escapes
import json
print(json.dumps('quote " backslash \\ tab \t nl \n ctrl \x01'))
# ---- loads_whitespace_and_dupes
import json
print(json.loads(' \n {"a": 1, "a": 2} \n '))
# ---- dumps_nested_indent_empty
import json
print(json.dumps({"a": [], "b": {}, "c": [{}], "d": [[1]]}, indent=2))
# ---- loads_big_and_exact
import json
v = json.loads('{"n": 123456789012345678901234567890, "f": 0.1, "e": 1E2, "neg": -5}')
print(v["n"] + 1, v["f"] * 3, v["e"], type(v["e"]).__name__, v["neg"] // 2)
# ---- dumps_tool_payload
import json
rows = [{"id": i, "ok": i % 2 == 0, "score": i / 4} for i in range(3)]
print(json.dumps(rows), json.dumps(rows, separators=(",", ":"), sort_keys=True))
