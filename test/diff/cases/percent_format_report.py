issues = mcp__github__list_issues(owner="acme", repo="widgets", state="closed")
durations = [i["hours_open"] for i in issues]
print("%d issues closed" % len(issues))
print("fastest: %.1fh, slowest: %.1fh" % (min(durations), max(durations)))
for i in issues:
    print("%5s %-20.20s %8.2f %s" % ("#%d" % i["number"], i["title"], i["hours_open"], "%" if i["hours_open"] > 100 else "-"))
print("%(n)s items, %(avg).3e avg hours, 100%% done" % {"n": len(durations), "avg": sum(durations) / len(durations)})
"%x|%o|%05d|%+d|%r" % (255, 8, 42, 7, "q")
