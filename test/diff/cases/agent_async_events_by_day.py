# Paginated async generators per repo, gathered with return_exceptions, grouped by day in a
# defaultdict of defaultdicts (the async generators once made its factory async), then a
# TaskGroup whose failures are caught with except*.
import asyncio, json
from dataclasses import dataclass, field
from datetime import datetime, timezone, timedelta
from collections import defaultdict

@dataclass(order=True)
class Event:
    when: datetime
    repo: str = field(compare=False)
    kind: str = field(compare=False)

async def pages(repo):
    page = 1
    while True:
        resp = await list_events(repo=repo, page=page)
        if isinstance(resp, dict) and "text" in resp:
            resp = json.loads(resp["text"])
        for e in resp["events"]:
            yield Event(datetime.fromisoformat(e["at"]), repo, e["type"])
        if not resp.get("more"):
            return
        page += 1

async def collect(repo):
    return [e async for e in pages(repo)]

async def main():
    repos = ["core", "web", "gone"]
    results = await asyncio.gather(*(collect(r) for r in repos), return_exceptions=True)
    events = []
    for repo, res in zip(repos, results):
        if isinstance(res, Exception):
            print(f"{repo}: failed with {type(res).__name__}: {res}")
            continue
        events.extend(res)
    events.sort()
    by_day = defaultdict(lambda: defaultdict(int))
    for e in events:
        by_day[e.when.date().isoformat()][e.kind] += 1
    for day, kinds in sorted(by_day.items()):
        print(day, ", ".join(f"{k}={n}" for k, n in sorted(kinds.items())))
    first, last = events[0].when, events[-1].when
    span = last - first
    print(f"span: {span} ({span.total_seconds() / 3600:.1f}h)", first.tzinfo, last.isoformat())
    recent = [e for e in events if e.when >= datetime(2024, 5, 2, tzinfo=timezone.utc)]
    print(len(recent), [f"{e.repo}:{e.kind}@{e.when:%H:%M}" for e in recent])
    try:
        async with asyncio.TaskGroup() as tg:
            for r in ["gone", "core"]:
                tg.create_task(list_events(repo=r, page=99))
    except* ToolError as eg:
        print("group:", sorted(str(e) for e in eg.exceptions))
    return {"n": len(events), "kinds": sorted({e.kind for e in events})}

out = asyncio.run(main())
out
