from collections import Counter

orders = mcp__shop__list_orders(since="2024-01-01")
print(len(orders), "orders")
by_country = Counter(o["country"] for o in orders)
revenue = {}
for o in orders:
    revenue[o["country"]] = revenue.get(o["country"], 0) + o["total_cents"]
for c, n in by_country.most_common():
    print(f"{c}: {n:3d} orders, {revenue[c] / 100:>10,.2f} EUR")
big = [o["id"] for o in orders if o["total_cents"] > 9000]
print("big orders:", len(big), big[:5])
{"orders": len(orders), "revenue": sum(revenue.values()), "countries": len(by_country)}
