items = mcp__shop__list_products(category="tools")
print(len(items), "products")
by_price = sorted(items, key=lambda p: p["price"])
print([p["name"] for p in by_price])
