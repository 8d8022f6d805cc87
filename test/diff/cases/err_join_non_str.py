ids = [i["number"] for i in mcp__github__list_issues(owner="acme", repo="widgets", state="open")]
print("ids:", ids)
print("as text:", ", ".join(map(str, ids)))
summary = ", ".join(ids)
