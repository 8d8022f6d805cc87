import statistics

issues = mcp__jira__search(jql="project = WEB AND sprint in openSprints()")
points = [i["fields"]["story_points"] for i in issues if i["fields"].get("story_points") is not None]
print("estimated:", len(points), "of", len(issues))
print("sum:", sum(points))
print("mean:", statistics.mean(points))
print("median:", statistics.median(points))
print(f"stdev: {statistics.stdev(points):.4f}")
by_status = {}
for i in issues:
    s = i["fields"]["status"]
    by_status[s] = by_status.get(s, 0) + (i["fields"].get("story_points") or 0)
by_status
