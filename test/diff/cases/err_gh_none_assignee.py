issues = mcp__github__list_issues(owner="acme", repo="widgets", state="open")
for issue in issues:
    login = issue["assignee"]["login"]
    print(issue["number"], login)
