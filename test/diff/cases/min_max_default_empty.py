prs = mcp__github__list_pulls(owner="acme", repo="widgets", state="open")
drafts = [p for p in prs if p["draft"]]
oldest_draft = min(drafts, key=lambda p: p["number"], default=None)
biggest = max(prs, key=lambda p: p["additions"] + p["deletions"])
print("oldest draft:", oldest_draft)
print("biggest:", biggest["number"], max(p["additions"] for p in prs), min(3, 1, 2), max("apple", "pear", key=len))
print(min([], default="none"), max([[1, 2], [1, 3], [0, 9]]))
{"biggest": biggest["number"], "drafts": len(drafts)}
