issues = mcp__github__list_issues(owner="acme", repo="widgets", state="open")
print(len(issues), "open")
closed = mcp__github__list_issues(owner="acme", repo="widgets", state="closed")
