cursor = None
rows = []
pages = 0
while True:
    kwargs = {"table": "events"}
    if cursor:
        kwargs["cursor"] = cursor
    page = mcp__db__scan(**kwargs)
    pages += 1
    rows += page["rows"]
    cursor = page.get("next")
    if not cursor:
        break
print(f"{len(rows)} rows in {pages} pages")
kinds = {}
for r in rows:
    kinds[r["kind"]] = kinds.get(r["kind"], 0) + 1
kinds
