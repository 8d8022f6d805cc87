# Comprehensions and loops over dict views whose elements call tools (an async scope): each
# call in CPython's order, the walk's RuntimeError when the dict changes between calls.
stock = {"bolt": 2, "nut": 5}
prices = {name: lookup(name=name)["price"] for name in stock.keys()}
print(prices)
totals = [lookup(name=name)["price"] * qty for name, qty in stock.items()]
print(totals)
print([lookup(name=n)["price"] for n in ["nut"]], sum(lookup(name=n)["price"] for n in stock))
for qty in stock.values():
    print(qty, lookup(name="bolt")["price"])
try:
    print([stock.setdefault(lookup(name=k)["name"] + "2", 0) for k in stock.keys()])
except RuntimeError as e:
    print("RuntimeError", e, sorted(stock))
