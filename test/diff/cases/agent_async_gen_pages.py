import asyncio

async def pages(q):
    n = 1
    while n:
        r = await search(query=q, page=n)
        print("page", n)
        for item in r["items"]:
            yield item
        n = r["next"]

async def first_matching(q, pred):
    async for item in pages(q):
        if pred(item):
            return item
    return None

async def main():
    hit = await first_matching("llm", lambda it: it["score"] > 0.8)
    allitems = [it["title"] async for it in pages("llm")]
    a, b = await asyncio.gather(get_user(id=1), get_user(id=2))
    return {"hit": hit, "all": allitems, "users": [a["name"], b["name"]]}

asyncio.run(main())
