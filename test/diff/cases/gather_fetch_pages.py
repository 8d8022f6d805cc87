import asyncio

a, b, c = await asyncio.gather(
    web_fetch(url="https://example.com/a"),
    web_fetch(url="https://example.com/b"),
    web_fetch(url="https://example.com/c"),
)
sizes = {name: len(page["text"]) for name, page in zip("abc", (a, b, c))}
print(sizes)
max(sizes, key=sizes.get)
