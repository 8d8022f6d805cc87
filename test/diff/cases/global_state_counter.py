CALLS = 0
cache = {}

def cached_fetch(url):
    global CALLS
    if url in cache:
        return cache[url]
    CALLS += 1
    cache[url] = web_fetch(url=url)["text"]
    return cache[url]

for u in ["https://a.test", "https://b.test", "https://a.test", "https://a.test"]:
    print(u, len(cached_fetch(u)))
print("network calls:", CALLS)
CALLS, sorted(cache)
