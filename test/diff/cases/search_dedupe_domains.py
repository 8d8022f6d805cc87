from urllib.parse import urlparse

hits = web_search(query="python asyncio gather exceptions")
seen = []
for h in hits:
    host = urlparse(h["url"]).netloc.lower()
    if host.startswith("www."):
        host = host[4:]
    if host not in seen:
        seen.append(host)
print("domains in rank order:")
for rank, d in enumerate(seen, 1):
    print(f"{rank:>2}. {d}")
seen
