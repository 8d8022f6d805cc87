hits = web_search(query="toolflow benchmark")
if any((best := h)["score"] > 0.9 for h in hits):
    print("strong hit:", best["title"])
scores = [s for h in hits if (s := round(h["score"] * 100)) >= 50]
print(scores)
groups = {}
for i, (h, s) in enumerate(zip(hits, scores)):
    groups.setdefault(s // 10 * 10, []).append((i, h["title"]))
print(groups)
best["title"], len(scores)
