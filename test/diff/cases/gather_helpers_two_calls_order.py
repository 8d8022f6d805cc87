# Each helper awaits two tool calls. `await` on a tool call is a no-op (SPEC §3), so under CPython
# each gathered helper runs to completion in order: a/1, b/1, a/2, b/2.
import asyncio

async def page_and_related(n):
    page = await web_fetch(url=f"https://a.test/{n}")
    print("fetched", n)
    related = await web_search(query=page["text"])
    return page["text"], len(related)

results = await asyncio.gather(page_and_related(1), page_and_related(2))
results
