# json.loads of texts long enough for the host's scan (64+ units): those it types by value are read
# in place with no walk of the guest's; every other one keeps the guest's own paths.
import json

pad = "x" * 80
texts = [
    '{"pad": "%s", "id": 7, "f": 1.5, "neg": -0, "e": 1e400, "s": "a\\u00e9\\ud83d\\ude00", "n": null, "t": true}' % pad,
    '[{"id": %d, "name": "item%d", "tags": ["a", "b"], "ok": %s, "pad": "%s"} for x in y]' % (1, 1, "true", pad),
    '{"pad": "%s", "b": 1, "a": 2, "b": 3}' % pad,
    '{"pad": "%s", "__proto__": 1, "toJSON": 2, "constructor": 3, "toString": 4}' % pad,
    '{"pad": "%s", "0": 1, "12": 2, "a": 3}' % pad,
    '{"12": 1, "pad": "%s", "a": 3}' % pad,
    '{"pad": "%s", "\\u0031": 1, "a": 3}' % pad,
    '{"pad": "%s", "x": 3.0, "y": 1E5, "z": 12345678901234567890}' % pad,
    '{"pad": "%s", "x": 9007199254740993, "y": -9007199254740991}' % pad,
    '{"pad": "%s", "x": NaN, "y": Infinity}' % pad,
    '\ufeff{"pad": "%s"}' % pad,
    '{"pad": "%s"} extra' % pad,
    '{"pad": "%s", "bad": [1, 2,]}' % pad,
    '{"pad": "%s\x85\x9f\xff", "\x81": "\u20ac"}' % pad,
    '{"pad": "%s", "lone": "\\ud800", "ctl": "\\u0000\\n\\t"}' % pad,
    '  [1, 2.25, -3, 4e-3, "%s", {}, [], [[]], {"k": {}}]  ' % pad,
    '"%s"' % pad,
    "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
    "%s" % ("[" * 150 + "]" * 150),
    '{"pad": "%s", "deep": %s}' % (pad, "[" * 99 + "1" + "]" * 99),
]
texts[1] = '[' + ", ".join('{"id": %d, "name": "item%d", "tags": ["a", "b", "%d"], "ok": %s}' % (i, i, i % 5, "true" if i % 3 == 0 else "false") for i in range(40)) + ']'
for i, t in enumerate(texts):
    try:
        v = json.loads(t)
    except (ValueError, RecursionError) as e:
        print(i, type(e).__name__, str(e)[:80])
        continue
    print(i, type(v).__name__, repr(v)[:300])
    if isinstance(v, dict):
        print(" keys", list(v)[:8], len(v), v.get("x"), v.get("f"), "n" in v, v.get("__proto__"))
        print(" dumps", json.dumps(v)[:200])
        print(" sorted", json.dumps(v, sort_keys=True)[:120])
    if isinstance(v, list) and v and isinstance(v[0], dict):
        r = v[3]
        print(" row", r["tags"] is r["tags"], r["ok"], r.get("id"), sum(x["id"] for x in v if x["ok"]))
        r["new"] = 1
        del r["name"]
        print(" changed", r, len(r))
        print(" back", json.dumps(v[:2], indent=1)[:160])
deep = "[" * 3000 + "]" * 3000
try:
    json.loads(deep)
except RecursionError as e:
    print("deep", type(e).__name__)
