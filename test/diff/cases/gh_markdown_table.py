issues = mcp__github__list_issues(owner="acme", repo="docs", state="open")
cols = ["number", "title", "author"]
rows = [[str(i["number"]), i["title"], i["user"]["login"]] for i in issues]
widths = [max(len(c), *(len(r[k]) for r in rows)) for k, c in enumerate(cols)]
def fmt(cells):
    return "| " + " | ".join(c.ljust(w) for c, w in zip(cells, widths)) + " |"
print(fmt(cols))
print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
for r in rows:
    print(fmt(r))
widths
