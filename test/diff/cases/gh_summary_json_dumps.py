import json

issues = mcp__github__list_issues(owner="acme", repo="widgets", state="open")
summary = {
    "repo": "acme/widgets",
    "count": len(issues),
    "by_type": {},
    "oldest": min(issues, key=lambda i: i["created_at"])["number"],
}
for i in issues:
    kind = "bug" if "bug" in i["title"].lower() else "other"
    summary["by_type"][kind] = summary["by_type"].get(kind, 0) + 1
print(json.dumps(summary, indent=2, sort_keys=True))
print(json.dumps(summary, separators=(",", ":")))
json.dumps(summary)
