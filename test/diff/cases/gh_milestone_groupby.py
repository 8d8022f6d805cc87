from itertools import groupby

issues = mcp__github__list_issues(owner="acme", repo="widgets", state="open")
keyf = lambda i: i.get("milestone") or "none"
ordered = sorted(issues, key=keyf)
report = {}
for milestone, group in groupby(ordered, key=keyf):
    nums = [g["number"] for g in group]
    report[milestone] = nums
    print(f"{milestone}: {len(nums)} -> {', '.join(f'#{n}' for n in nums)}")
report
