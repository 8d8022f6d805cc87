from collections import namedtuple

Hit = namedtuple("Hit", ["path", "line", "text"])
raw = grep(pattern="password", path=".")["text"]
hits = [Hit(p, int(n), t.strip()) for p, n, t in (l.split(":", 2) for l in raw.splitlines())]
for h in sorted(hits, key=lambda h: (h.path, h.line)):
    print(f"{h.path}:{h.line}  {h.text}")
first = hits[0]
print(first.path, first[1], len(first))
[h.line for h in hits if h.path.endswith(".py")]
