import asyncio

async def fetch_all(urls):
    results = await asyncio.gather(*[web_fetch(url=u) for u in urls])
    return [r["text"] for r in results]

async def main():
    texts = await fetch_all(["https://x.test/1", "https://x.test/2"])
    for t in texts:
        print(t.upper())
    return len(texts)

count = asyncio.run(main())
count
