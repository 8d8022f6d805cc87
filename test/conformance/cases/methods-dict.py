# Methods: dict — get, keys/values/items views, pop, popitem, setdefault, update, copy, clear, fromkeys, |.
# ---- get_forms
d = {"a": 1, 1: "one"}
print(d.get("a"), d.get("z"), d.get("z", 0), d.get(1.0), d.get(True))
# ---- get_unhashable
{}.get([1])
# ---- views_repr
d = {"a": 1, "b": 2}
print(d.keys(), d.values(), d.items(), list(d.items())[0], len(d.values()))
# ---- views_set_ops
d = {"a": 1, "b": 2}
print(d.keys() & {"a", "z"}, sorted(d.keys() | {"c"}), d.keys() - {"a"}, d.items() & {("a", 1)}, "a" in d.keys(), ("a", 1) in d.items())
# ---- views_equality
print({"a": 1}.keys() == {"a"}, {"a": 1}.items() == {("a", 1)}, {"a": 1}.values() == {"a": 1}.values())
# ---- pop_forms
d = {"a": 1, "b": 2}
print(d.pop("a"), d.pop("z", None), d.pop("z", "dflt"), d)
# ---- pop_missing
{"a": 1}.pop("b")
# ---- popitem_lifo
d = {"a": 1, "b": 2, "c": 3}
print(d.popitem(), d.popitem(), d)
# ---- setdefault_forms
d = {}
print(d.setdefault("a", []), d.setdefault("b"), d)
d.setdefault("a", []).append(1)
d.setdefault("a", [99]).append(2)
print(d)
# ---- update_forms
d = {"a": 1}
d.update({"b": 2})
d.update([("c", 3)])
d.update(d=4, a=0)
d.update()
print(d)
# ---- update_bad
{}.update([1])
# ---- copy_shallow
d = {"a": [1]}
c = d.copy()
c["a"].append(2)
c["b"] = 0
print(d, c)
# ---- clear
d = {"a": 1}
e = d
d.clear()
print(d, e)
# ---- fromkeys
print(dict.fromkeys("abc"), dict.fromkeys(["x", "y"], 0), dict.fromkeys(range(2), []))
# ---- fromkeys_shared_value
d = dict.fromkeys("ab", [])
d["a"].append(1)
print(d)
# ---- or_merge
a = {"x": 1, "y": 2}
b = {"y": 3, "z": 4}
print(a | b, b | a)
a |= {"w": 0}
print(a)
# ---- or_with_list_error
{} | []
# ---- ior_with_pairs
d = {"a": 1}
d |= [("b", 2)]
print(d)
# ---- dict_iteration_order_after_pop
d = {"a": 1, "b": 2, "c": 3}
d.pop("b")
d["b"] = 4
print(list(d.items()))
# ---- dict_views_after_change
d = {"a": 1}
v = d.values()
i = d.items()
d["b"] = 2
print(list(v), list(i))
# ---- dict_get_no_args
{}.get()
# ---- keys_no_args
{}.keys(1)
# ---- dict_len_after_numeric_keys
d = {}
for k in [1, 1.0, True, 2, 2.0]:
    d[k] = d.get(k, 0) + 1
print(d)
# ---- counting_pattern
words = "the cat the dog the end".split()
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
# ---- grouping_pattern
groups = {}
for n in range(10):
    groups.setdefault("even" if n % 2 == 0 else "odd", []).append(n)
print(groups)
# ---- dict_items_unpack_sorted_by_value
d = {"x": 3, "y": 1, "z": 2}
print(sorted(d, key=d.get), max(d, key=d.get), [k for k, v in sorted(d.items(), key=lambda kv: kv[1], reverse=True)])
# ---- nested_dict_update
cfg = {"a": {"b": 1}}
cfg["a"]["c"] = 2
cfg.update({"a": {"z": 0}})
print(cfg)
# ---- dict_in_and_del_during_iter_copy
d = {"a": 1, "b": 2, "c": 3}
for k in list(d):
    if d[k] % 2:
        del d[k]
print(d)
# ---- dict_size_change_error
d = {"a": 1, "b": 2}
for k in d:
    del d[k]
# ---- fromkeys_no_args_instance
{}.fromkeys()
# ---- fromkeys_no_args_type
dict.fromkeys()
# ---- fromkeys_too_many
dict.fromkeys("a", 1, 2)
