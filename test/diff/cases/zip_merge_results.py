users = mcp__crm__list_users(team="support")
scores = mcp__crm__csat_scores(team="support")
merged = {u["id"]: {"name": u["name"]} for u in users}
for uid, score in zip([s["user_id"] for s in scores], [s["score"] for s in scores]):
    merged.setdefault(uid, {"name": "?"})["score"] = score
for uid, info in merged.items():
    print(uid, info.get("name"), info.get("score", "n/a"))
pairs = list(zip(*[(u["id"], u["name"]) for u in users]))
print(pairs)
dict(zip(pairs[1], pairs[0]))
