import re

results = web_search(query="quickjs wasm sandbox")
print(f"{len(results)} results")
titles = []
for r in results[:3]:
    page = web_fetch(url=r["url"])["text"]
    m = re.search(r"<title>(.*?)</title>", page, re.I | re.S)
    title = m.group(1).strip() if m else r["title"]
    titles.append(title)
    print(f"- {title} ({len(page)} chars)")
titles
