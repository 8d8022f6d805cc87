counts = {}
for state in ("open", "closed"):
    counts[state] = len(mcp__github__list_issues(owner="acme", repo="cli", state=state))
total = counts["open"] + counts["closed"]
ratio = counts["closed"] / total
print("open: %d, closed: %d, closed ratio: %.3f" % (counts["open"], counts["closed"], ratio))
print("%-8s|%8s" % ("state", "count"))
for k, v in counts.items():
    print("%-8s|%8d" % (k, v))
{"ratio": ratio, "total": total}
