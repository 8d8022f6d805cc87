from asyncio import gather

queries = ["alpha", "beta"]
await gather(*[web_search(query=q) for q in queries])
