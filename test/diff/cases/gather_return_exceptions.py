import asyncio

urls = ["https://a.test/x", "https://b.test/x", "https://c.test/x"]
results = await asyncio.gather(*[web_fetch(url=u) for u in urls[:1]], web_fetch(url=urls[1]), web_fetch(url=urls[2]), return_exceptions=True)
for u, r in zip(urls, results):
    if isinstance(r, Exception):
        print(f"{u}: {type(r).__name__}: {r}")
    else:
        print(f"{u}: {len(r['text'])} bytes")
[isinstance(r, ToolError) for r in results]
