from collections import namedtuple

Release = namedtuple("Release", "tag date downloads")
rels = [Release(r["tag"], r["date"], r["downloads"]) for r in mcp__github__list_releases(owner="acme", repo="cli")]
top = max(rels, key=lambda r: r.downloads)
print(top)
print(top._asdict(), top._replace(downloads=0), Release._fields)
tag, date, dl = rels[0]
print(tag, date, dl, rels[0] == ("v1", "2024-01-01", 10), sorted(rels)[0].tag)
[r.tag for r in sorted(rels, key=lambda r: r.date, reverse=True)]
