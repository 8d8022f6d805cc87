# An async generator (even one that calls no tool) beside a defaultdict whose factory builds a
# defaultdict: the factory stays a plain function, so `by_day[k][kind] += 1` runs as in CPython.
import asyncio
from collections import defaultdict


async def events(repo):
    page = 1
    while page:
        resp = await list_events(repo=repo, page=page)
        for e in resp["events"]:
            yield e
        page = resp["next"]


async def main():
    by_day = defaultdict(lambda: defaultdict(int))
    async for e in events("core"):
        by_day[e["day"]][e["type"]] += 1
    for day, kinds in sorted(by_day.items()):
        print(day, dict(kinds))
    return len(by_day)


asyncio.run(main())
