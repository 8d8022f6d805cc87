issues = mcp__github__list_issues(owner="acme", repo="api", state="open")
total = 0
busiest = None
for issue in issues:
    detail = mcp__github__get_issue(owner="acme", repo="api", issue_number=issue["number"])
    n = detail["comments"]
    total += n
    if busiest is None or n > busiest[1]:
        busiest = (issue["number"], n)
    print(f"#{issue['number']:<5} {n:>3} comments  {detail['title']}")
print(f"total comments: {total}; busiest: #{busiest[0]}")
busiest
