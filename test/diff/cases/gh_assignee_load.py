from collections import defaultdict

issues = mcp__github__list_issues(owner="acme", repo="widgets", state="all")
load = defaultdict(list)
for i in issues:
    who = i["assignee"]["login"] if i.get("assignee") else "(unassigned)"
    load[who].append(i["number"])
for who, nums in sorted(load.items(), key=lambda kv: (-len(kv[1]), kv[0])):
    print(f"{who:<14}{len(nums):>2}  {nums}")
dict(load)
