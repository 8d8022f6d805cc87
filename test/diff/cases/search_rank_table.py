res = web_search(query="best rust web framework 2024")
rows = sorted(res, key=lambda r: (-r["score"], r["title"]))
print(f"{'#':>2} | {'score':^7} | title")
print("-" * 40)
for i, r in enumerate(rows, 1):
    print(f"{i:>2} | {r['score']:^7.3f} | {r['title'][:24]}")
[r["title"] for r in rows if r["score"] >= 0.5]
