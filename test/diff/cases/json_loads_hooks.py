# json.loads' hooks: object_hook (inner objects first, empty ones too), object_pairs_hook (every
# duplicate kept, before object_hook), parse_float, parse_int (any length) and parse_constant,
# SimpleNamespace records, bytes input, and errors from a hook, the text and a non-callable hook.
import json
from decimal import Decimal
from types import SimpleNamespace
from collections import OrderedDict
out = []
doc = '{"a": 1, "b": [1.5, 2, {"c": null}], "a": 3, "n": NaN, "big": 123456789012345678901234567890, "e": 1e400, "neg": -Infinity}'
out.append(json.loads(doc, object_hook=lambda d: sorted(d.items(), key=str)))
out.append(json.loads(doc, object_pairs_hook=lambda ps: ("pairs", ps)))
out.append(json.loads(doc, object_pairs_hook=OrderedDict, object_hook=lambda d: "ignored"))
out.append(json.loads(doc, parse_float=Decimal, parse_int=lambda t: ("int", t), parse_constant=lambda c: ("const", c)))
ns = json.loads('{"user": {"name": "ann", "tags": ["x"]}, "ok": true}', object_hook=lambda d: SimpleNamespace(**d))
out.append((ns.user.name, ns.user.tags, ns.ok))
seen = []
json.loads('[{"x": {"y": {}}}, {}]', object_hook=lambda d: seen.append(dict(d)) or len(seen))
out.append(seen)
out.append(json.loads('{}', object_hook=lambda d: "empty"))
out.append(json.loads('[1, 2.0, "3"]', parse_int=str, parse_float=str))
out.append(json.loads(b'{"a": 0.1}', parse_float=Decimal))
out.append(json.loads('{"a": 1}', object_hook=None, parse_float=None))
def bad(d):
    raise ValueError("no " + ",".join(d))
try:
    json.loads('{"k": 1}', object_hook=bad)
except ValueError as e:
    out.append(str(e))
try:
    json.loads('{"k": 1', object_hook=dict)
except json.JSONDecodeError as e:
    out.append(str(e))
try:
    json.loads('[1]', parse_int=5)
except TypeError as e:
    out.append(str(e))
print(out)
len(out)
