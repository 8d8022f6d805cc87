# Modules: pprint — pformat/pprint/pp with PrettyPrinter's layout: sorted dicts, width,
# indent, depth, compact, underscore_numbers, long strings split into literals.
# ---- short_sorted
import pprint
pprint.pprint({"b": 1, "a": [3, 2, 1], "c": {"z": 0, "y": (1,)}})
print(pprint.pformat({"b": 1, "a": 2}), pprint.pformat([3, 1]), pprint.pformat(()), pprint.pformat({}), pprint.pformat((1,)))
# ---- wide_dict
import pprint
data = {f"key{i:02d}": list(range(i)) for i in range(12)}
pprint.pprint(data)
# ---- nested_records
import pprint
records = [{"id": i, "name": f"user{i}", "tags": ["alpha", "beta", "gamma"][: i % 4], "meta": {"active": i % 2 == 0, "score": i * 1.5}} for i in range(5)]
pprint.pprint(records)
# ---- width_small
import pprint
print(pprint.pformat({"alpha": [1, 2, 3], "beta": {"x": 1, "y": 2}}, width=20))
print(pprint.pformat(list(range(30)), width=30))
# ---- indent_option
import pprint
print(pprint.pformat([{"a": 1, "bb": [1, 2, 3, 4, 5, 6, 7, 8, 9]}, "x" * 30, ("t", "u")], indent=4, width=40))
# ---- depth_option
import pprint
print(pprint.pformat({"a": {"b": {"c": {"d": 1}}}, "l": [[1, [2, [3]]]]}, depth=2), pprint.pformat([1, [2, [3, [4]]]], depth=1))
# ---- compact_option
import pprint
print(pprint.pformat(list(range(40)), compact=True, width=40))
print(pprint.pformat([["a"] * 3, ["bb"] * 5, list(range(12))], compact=True, width=30))
# ---- sort_dicts_false_and_pp
import pprint
d = {"zeta": 1, "alpha": [1, 2], "mid": "x" * 70}
pprint.pprint(d, sort_dicts=False)
pprint.pp(d)
# ---- long_strings
import pprint
text = "The quick brown fox jumps over the lazy dog. " * 4
pprint.pprint(text)
pprint.pprint({"note": text, "lines": "first line\nsecond line that is long enough to need wrapping somewhere in the middle\n"})
pprint.pprint([text[:100]], width=40)
# ---- sets_and_frozensets
import pprint
pprint.pprint({5, 3, 1})
pprint.pprint(set(range(0, 60, 2)))
pprint.pprint(frozenset(range(30)))
print(pprint.pformat(set()), pprint.pformat(frozenset()))
# ---- tuples_long
import pprint
pprint.pprint(tuple(f"item-{i}" for i in range(15)))
pprint.pprint((("single-element-tuple-holding-a-rather-long-string-value-xxxxxxxxxxxxxxxxxxxx",),))
# ---- mixed_key_types
import pprint
print(pprint.pformat({2: "b", 1: "a", 3: "c"}), pprint.pformat({(1, 2): 1, (0, 5): 2}))
# ---- underscore_numbers
import pprint
print(pprint.pformat([10**9, 12345, -1000000], underscore_numbers=True), pprint.pformat(10**12, underscore_numbers=True))
# ---- other_objects_repr
import pprint
from collections import OrderedDict
print(pprint.pformat([None, True, 1.5, "s", b"b" if False else "", OrderedDict(a=1)]))
# ---- saferepr_isreadable
import pprint
print(pprint.saferepr({"b": [1, 2], "a": (3,)}), pprint.isreadable([1, "a"]), pprint.isreadable(len))
# ---- recursion_marker_shape
import pprint
pprint.pprint([1, 2, 3] * 10)
# ---- errors
import pprint
for kw in ({"indent": -1}, {"width": 0}, {"depth": 0}):
    try:
        pprint.pformat([1], **kw)
    except ValueError as e:
        print(e)
# ---- api_response_flow
# tools: {"get_user": [{"args": {"id": 7}, "output": {"json": {"id": 7, "profile": {"name": "Ada Lovelace", "emails": ["ada@example.com", "countess@example.org"], "roles": ["admin", "analyst", "writer"]}, "settings": {"theme": "dark", "notifications": {"email": true, "sms": false, "push": true}}}}}]}
import pprint
user = get_user(id=7)
pprint.pprint(user)
print(pprint.pformat(user, width=60, depth=2))
