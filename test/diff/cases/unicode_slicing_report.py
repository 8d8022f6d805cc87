titles = [i["title"] for i in mcp__github__list_issues(owner="acme", repo="i18n", state="open")]
for t in titles:
    short = t if len(t) <= 12 else t[:11] + "…"
    print(f"{short:<12}|{len(t):>3}|{t[-3:]}|{t[::3]}")
joined = " / ".join(titles)
print(joined.find("💥"), joined.count("ü"), joined.index("/"), joined.upper()[:20])
[ord(c) for c in titles[-1][:3]], max(titles, key=len)
