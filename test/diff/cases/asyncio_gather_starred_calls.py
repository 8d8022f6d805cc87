# gather over starred comprehensions of tool calls, the way models fan out: every call is made
# (concurrently in toolflow), failures kept with return_exceptions=True or the first one raised.
import asyncio

urls = ["a", "b", "c"]


async def main():
    got = await asyncio.gather(*(fetch_page(url=u) for u in urls), return_exceptions=True)
    print([type(x).__name__ for x in got], [str(x) for x in got])
    got = await asyncio.gather(*[fetch_page(url=u) for u in urls if u != "a"])
    print(got)
    try:
        await asyncio.gather(*(fetch_page(url=u) for u in reversed(urls)))
    except ToolError as e:
        print("raised", e)
    pages = [u for u in urls]
    got = await asyncio.gather(*(fetch_page(url=u) for u in pages), fetch_page(url="b"), return_exceptions=True)
    return [x if isinstance(x, dict) else repr(x) for x in got]


asyncio.run(main())
