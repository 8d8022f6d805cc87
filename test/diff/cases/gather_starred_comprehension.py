import asyncio

urls = [f"https://api.example.com/items/{i}" for i in range(1, 6)]
pages = await asyncio.gather(*[http_get(url=u) for u in urls])
items = [p for p in pages]
total = sum(i["price"] * i["qty"] for i in items)
for i in sorted(items, key=lambda x: x["price"]):
    print(f"{i['name']:<8} {i['price']:>7.2f} x{i['qty']}")
print(f"total {total:.2f}")
round(total, 2)
