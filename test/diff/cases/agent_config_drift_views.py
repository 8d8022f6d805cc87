# Config drift between two environments: dict keys/items views as sets, where values are lists
# and dicts (unhashable): view comparisons, `&` and isdisjoint find items by key and compare
# values, views combine with lists, and `s |= view` makes a new set.
staging = get_config(env="staging")
prod = get_config(env="prod")
s_items, p_items = staging.items(), prod.items()
print("identical:", s_items == p_items, "| same keys:", staging.keys() == prod.keys())
print("prod keys within staging:", prod.keys() <= staging.keys(), "| strictly:", prod.keys() < staging.keys())
print("staging covers prod's timeout:", s_items >= {("timeout", 30)}, {("timeout", 30)} <= s_items)
same = sorted(k for k, _ in s_items & p_items)
print("unchanged keys:", same)
changed = sorted(k for k in staging.keys() & prod.keys() if staging[k] != prod[k])
print("changed keys:", changed)
only_staging = sorted(staging.keys() - prod.keys())
print("only in staging:", only_staging, "| only in prod:", sorted(prod.keys() - staging.keys()))
required = ["hosts", "timeout", "tls"]
print("missing required in prod:", sorted(required - prod.keys()), sorted(set(required) - prod.keys()))
print("any feature overlap:", not staging["features"].keys().isdisjoint(prod["features"].keys()))
print("flags disjoint:", staging["features"].items().isdisjoint(prod["features"].items()))
print(("hosts", ["a.example", "b.example"]) in s_items, ("hosts", ["a.example"]) in p_items)
print(sorted(staging["features"].items() ^ prod["features"].items()))
print(sorted(s_items & [("timeout", 30), ("retries", 5)]), sorted(staging.keys() | ["extra"]))
seen = {"timeout"}
alias = seen
seen |= prod.keys()
print(sorted(seen), sorted(alias), seen is alias)
try:
    s_items - p_items
except TypeError as e:
    print("TypeError:", e)
try:
    s_items < [("timeout", 30)]
except TypeError as e:
    print("TypeError:", e)
print(s_items == [("timeout", 30)], s_items != {("timeout", 30)})
