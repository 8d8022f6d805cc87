# collections.ChainMap: lookups through the maps in order (a defaultdict's __missing__ answering),
# writes and deletions to the first, len/iteration/views over every key once, new_child, parents,
# copy, pop/popitem/setdefault/update/clear, fromkeys, |, |= and reflected |, equality with dicts,
# dict()/** conversion, maps appended to later, the keys and items views as sets, and CPython's
# errors.
from collections import ChainMap, defaultdict, OrderedDict
import copy
defaults = {"color": "red", "size": "M", "tags": []}
env = {"size": "L"}
cli = {"color": "blue"}
cm = ChainMap(cli, env, defaults)
out = [cm["color"], cm["size"], cm.get("missing", 0), cm.get("tags"), len(cm), list(cm), sorted(cm.items()), list(cm.values())]
out.append(("size" in cm, "x" in cm, bool(cm), bool(ChainMap({}, {})), repr(cm)))
cm["new"] = 1
del cm["color"]
out.append((cli, cm["color"], cm.maps[0] is cli, len(cm.maps)))
try:
    del cm["size"]
except KeyError as e:
    out.append(("KeyError", str(e)))
child = cm.new_child({"size": "S"})
out.append((child["size"], child.parents["size"], repr(child.parents) == repr(cm), child.new_child()["size"], child.new_child(x=1)["x"]))
out.append((dict(cm), {**cm}, cm == dict(cm), cm == {"a": 1}, cm != {}, ChainMap({"a": 1}) == ChainMap({}, {"a": 1})))
c2 = cm.copy()
c2["only"] = 2
out.append(("only" in cm, "only" in c2, c2.maps[1] is env, repr(copy.copy(cm)) == repr(cm)))
out.append((cm.pop("new"), cm.pop("nope", "dflt"), cm.setdefault("size", "XL"), cm.setdefault("z", 9), cli))
try:
    cm.pop("size")
except KeyError as e:
    out.append(str(e))
cm.update({"a": 1}, b=2)
cm.update([("c", 3)])
out.append(sorted(cli.items()))
out.append((repr(ChainMap()), ChainMap.fromkeys("ab", 0), ChainMap.fromkeys("x")))
out.append((repr(cm.keys()), "a" in cm.keys(), ("a", 1) in cm.items(), ("a", 2) in cm.items(), 3 in cm.values(), len(cm.values())))
d = defaultdict(int, {"k": 5})
dd = ChainMap({}, d)
out.append((dd["k"], dd["absent"], dict(d)))
merged = ChainMap({"a": 1}) | {"b": 2}
rmerged = {"z": 0, "a": 9} | ChainMap({"a": 1}, {"b": 2})
cm2 = ChainMap({"a": 1})
cm2 |= {"q": 5}
out.append((repr(merged), repr(rmerged), repr(cm2)))
cm.clear()
out.append((cli, len(cm) == len(ChainMap(env, defaults))))
try:
    ChainMap().popitem()
except KeyError as e:
    out.append(str(e))
out.append((type(cm).__name__, type(cm.keys()).__name__, isinstance(cm, ChainMap), ChainMap(OrderedDict(a=1))["a"]))
try:
    hash(cm)
except TypeError as e:
    out.append(str(e))
try:
    cm["nokey"]
except KeyError as e:
    out.append(repr(e))
late = ChainMap({"a": 1})
late.maps.append({"b": 2})
out.append((late["b"], [f"{k}={v}" for k, v in late.items()], sorted(late)))
import json
try:
    json.dumps(late)
except TypeError as e:
    out.append(str(e))
out.append((cm == 5, 5 == cm, cm != 5, cm == [1], {"a": 1} == ChainMap({"a": 1}), {"a": 2} != ChainMap({"a": 1}), cm in [cm]))
cv = ChainMap({"a": 1}, {"b": 2})
k, it, v = cv.keys(), cv.items(), cv.values()
views = [k == {"a", "b"}, k == {"a"}, k != {"a", "b"}, it == {("a", 1), ("b", 2)}, v == [1, 2], k == ["a", "b"], k == {"a": 0, "b": 0}.keys()]
views += [sorted(k & {"a", "z"}), sorted(k | ["z"]), sorted(k - {"a"}), sorted({"a", "q"} - k), sorted(k ^ {"b", "c"}), sorted({"z"} | k)]
try:
    v & {1}
except TypeError as e:
    views.append(str(e))
try:
    k & 5
except TypeError as e:
    views.append(str(e))
out.append(views)
print(out)
len(out)
