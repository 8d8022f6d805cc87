import asyncio

numbers = [3, 5, 8]
details = await asyncio.gather(*[
    mcp__github__get_issue(owner="acme", repo="widgets", issue_number=n) for n in numbers
])
for n, d in zip(numbers, details):
    state = "✔" if d["state"] == "closed" else "✘"
    print(f"{state} #{n} {d['title']!r} reactions={sum(d['reactions'].values())}")
{n: d["state"] for n, d in zip(numbers, details)}
