# Inventory reconciliation across warehouses: heapq, bisect, zip strict, reduce, ChainMap
import heapq, bisect, functools, operator, itertools
from collections import ChainMap, Counter

stock = {w: get_stock(warehouse=w) for w in ["east", "west"]}
defaults = {"reorder_at": 5, "unit": "pcs"}
overrides = get_settings(scope="global")
cfg = ChainMap(overrides, defaults)
print(cfg["reorder_at"], cfg["unit"], dict(cfg), list(cfg), len(cfg), cfg.maps[0] is overrides, repr(ChainMap({"a": 1})))
all_items = list(itertools.chain.from_iterable(
    [{**it, "warehouse": w} for it in items] for w, items in stock.items()))
print(heapq.nlargest(3, all_items, key=lambda it: it["qty"]))
print([it["sku"] for it in heapq.nsmallest(2, all_items, key=operator.itemgetter("qty", "sku"))])
low = [it for it in all_items if it["qty"] <= cfg["reorder_at"]]
low.sort(key=lambda it: it["qty"], reverse=True)
print([(it["sku"], it["qty"], it["warehouse"]) for it in low])
totals = functools.reduce(lambda acc, it: acc + Counter({it["sku"]: it["qty"]}), all_items, Counter())
print(totals.most_common(), sum(totals.values()))
thresholds = [0, 5, 20, 100]
labels = ["empty", "low", "ok", "high", "overflow"]
for sku, qty in sorted(totals.items()):
    print(f"{sku:<8}{qty:>5}  {labels[bisect.bisect_right(thresholds, qty)]:<8}{bisect.bisect_left(thresholds, qty)}")
prices = get_prices(currency="EUR")
try:
    for (sku, qty), price in zip(sorted(totals.items()), prices, strict=True):
        print(sku, qty * price)
except ValueError as e:
    print("zip:", e)
pairs = list(zip(*[(1, "a"), (2, "b")]))
print(pairs, list(map(operator.mul, [1, 2, 3], [4, 5])), list(filter(None, [0, 1, "", "x", None, [], [0]])))
print(list(itertools.accumulate([3, 1, 4, 1, 5], max)), list(itertools.accumulate([1, 2, 3], operator.mul, initial=10)))
print(list(itertools.compress("abcdef", [1, 0, 1, 0, 1])), list(itertools.dropwhile(lambda x: x < 3, [1, 4, 1])), list(itertools.takewhile(str.isdigit, "12a3")))
print(list(itertools.permutations([1, 2, 3], 2))[:4], list(itertools.combinations_with_replacement("ab", 2)), list(itertools.repeat("x", 3)))
print(list(itertools.islice(itertools.count(10, 5), 3)), list(itertools.islice(itertools.cycle("ab"), 5)), list(itertools.filterfalse(str.isupper, "aBcD")))
print([list(g) for k, g in itertools.groupby("aaabbbcca")], [(k, len(list(g))) for k, g in itertools.groupby([1, 1, 2, 1])])
print(functools.reduce(operator.add, [[1], [2, 3]]), operator.methodcaller("upper")("x"), operator.attrgetter("real")(3), sorted(all_items, key=operator.itemgetter("warehouse", "sku"))[0]["sku"])
h = []
for it in all_items:
    heapq.heappush(h, (it["qty"], it["sku"]))
print([heapq.heappop(h) for _ in range(3)], heapq.heappushpop(h, (0, "z")), h[0], heapq.nlargest(2, [1, 5, 3]), list(heapq.merge([1, 4], [2, 3])))
print(bisect.insort(thresholds, 50) or thresholds, bisect.bisect([1, 2, 2, 3], 2), bisect.bisect_left([1, 2, 2, 3], 2, lo=2))
print(dict(enumerate("abc", start=1)), list(zip(range(3), "ab")), [x for x in range(10) if (y := x * x) > 20 if y % 2], max(enumerate([3, 9, 2]), key=operator.itemgetter(1)))
