# Each helper awaits two tool calls. Gathered helpers run concurrently (SPEC §3): both first
# calls start before either second call, so the log reads fetch 1, fetch 2, search, search.
import asyncio

async def page_and_related(n):
    page = await web_fetch(url=f"https://a.test/{n}")
    print("fetched", n)
    related = await web_search(query=page["text"])
    return page["text"], len(related)

results = await asyncio.gather(page_and_related(1), page_and_related(2))
results
