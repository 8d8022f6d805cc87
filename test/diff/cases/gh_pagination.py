page, all_issues = 1, []
while True:
    batch = mcp__github__list_issues(owner="acme", repo="big", state="open", page=page, per_page=2)
    if not batch:
        break
    all_issues.extend(batch)
    page += 1
else:
    print("unreachable")
print(f"fetched {len(all_issues)} issues over {page - 1} pages")
[i["number"] for i in all_issues]
