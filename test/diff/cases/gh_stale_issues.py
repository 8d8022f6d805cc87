from datetime import datetime, timezone, timedelta

today = datetime(2024, 6, 1, tzinfo=timezone.utc)
issues = mcp__github__list_issues(owner="acme", repo="widgets", state="open")
stale = []
for it in issues:
    updated = datetime.fromisoformat(it["updated_at"].replace("Z", "+00:00"))
    age = today - updated
    if age > timedelta(days=30):
        stale.append((age.days, it["number"], it["title"]))
stale.sort(reverse=True)
for days, num, title in stale:
    print(f"#{num} idle {days}d: {title} (since {(today - timedelta(days=days)):%b %d, %Y})")
[n for _, n, _ in stale]
