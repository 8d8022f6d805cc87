from datetime import date, timedelta

releases = mcp__github__list_releases(owner="acme", repo="widgets")
for r in releases:
    d = date.fromisoformat(r["published"][:10])
    print(f"{r['tag']:<8} {d.isoformat()} {d.strftime('%a')} week {d.isocalendar()[1]:02d} ({d:%d/%m/%y})")
dates = sorted(date.fromisoformat(r["published"][:10]) for r in releases)
gaps = [(b - a).days for a, b in zip(dates, dates[1:])]
print("gaps:", gaps, "next expected:", dates[-1] + timedelta(days=round(sum(gaps) / len(gaps))))
{"weekend": [r["tag"] for r in releases if date.fromisoformat(r["published"][:10]).weekday() >= 5]}
