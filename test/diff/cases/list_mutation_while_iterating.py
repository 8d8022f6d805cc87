tags = [t["name"] for t in mcp__github__list_tags(owner="acme", repo="widgets")]
for t in tags:
    if t.startswith("rc-"):
        tags.remove(t)
print(tags)
kept = [t for t in tags if not t.startswith("rc-")]
a = b = []
a.append(1)
x, y = y, x = 1, 2
print(kept, a, b, a is b, x, y)
kept
