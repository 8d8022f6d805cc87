rows = mcp__db__query(sql="select id, qty from orders")
assert isinstance(rows, list), "expected a list"
total = 0
for r in rows:
    assert r["qty"] >= 0, f"negative qty in order {r['id']}"
    total += r["qty"]
print("total", total)
