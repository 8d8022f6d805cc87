import asyncio

try:
    pages = await asyncio.gather(
        web_fetch(url="https://mirror1.test/file"),
        web_fetch(url="https://mirror2.test/file"),
    )
except ToolError as e:
    print("gather failed:", e)
    pages = [await web_fetch(url="https://mirror3.test/file")]
[p["text"] for p in pages]
