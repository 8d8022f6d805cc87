import re

hits = web_search(query="site:github.com quickjs issues memory limit")
report = []
for h in hits:
    m = re.match(r"https://github\.com/([^/]+)/([^/]+)/issues/(\d+)", h["url"])
    if not m:
        print("skip", h["url"])
        continue
    owner, repo, num = m.group(1), m.group(2), int(m.group(3))
    issue = mcp__github__get_issue(owner=owner, repo=repo, issue_number=num)
    report.append((f"{owner}/{repo}#{num}", issue["state"], issue["comments"]))
for name, state, comments in sorted(report, key=lambda r: -r[2]):
    print(f"{name:<32} {state:<7} {comments:>3}")
len(report)
