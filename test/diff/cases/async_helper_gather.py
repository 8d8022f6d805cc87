import asyncio
import re

async def title_of(url):
    try:
        html = (await web_fetch(url=url))["text"]
    except ToolError as e:
        return url, f"<error: {e}>"
    m = re.search(r"<h1>(.*?)</h1>", html)
    return url, m.group(1) if m else "<no h1>"

urls = ["https://a.test/", "https://b.test/", "https://c.test/"]
pairs = await asyncio.gather(*(title_of(u) for u in urls))
for url, title in pairs:
    print(url, "=>", title)
dict(pairs)
