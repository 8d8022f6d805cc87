# A tool called inside `for k in d` (the body awaits under the dict's `for...of`), with a size
# change raising after the call, and a loop that stops at a `break`.
prices = {"a": 0, "b": 0}
for sku in prices:
    prices[sku] = lookup_price(sku=sku)["price"]
else:
    print("priced", prices)

seen = []
for sku in {"c": 1, "d": 2, "e": 3}:
    if lookup_price(sku=sku)["price"] > 20:
        break
    seen.append(sku)
print(seen)

try:
    for sku in prices:
        prices[sku + "2"] = lookup_price(sku=sku + "2")["price"]
except RuntimeError as e:
    print("RuntimeError", e)
prices
