import asyncio

class FetchError(Exception):
    def __init__(self, url, reason):
        super().__init__(f"{url}: {reason}")
        self.url = url

async def fetch(url):
    try:
        return (await web_fetch(url=url))["text"]
    except ToolError as e:
        raise FetchError(url, str(e)) from e

async def main(urls):
    results = await asyncio.gather(*(fetch(u) for u in urls), return_exceptions=True)
    errors = [r for r in results if isinstance(r, BaseException)]
    pages = [r for r in results if isinstance(r, str)]
    print(len(pages), "pages")
    if errors:
        raise ExceptionGroup("some fetches failed", errors)
    return pages

try:
    asyncio.run(main(["https://a.test", "https://b.test", "https://c.test"]))
except* FetchError as eg:
    for e in eg.exceptions:
        print("failed", e.url, "|", e, "| cause:", e.__cause__)
    eg.add_note("retry later")
    print(eg.__notes__, eg.message, len(eg.exceptions))
asyncio.run(main(["https://b.test"]))
