import re
from collections import Counter

query = "wasm component model"
hits = web_search(query=query)[:3]
docs = []
for h in hits:
    try:
        text = web_fetch(url=h["url"])["text"]
    except ToolError as e:
        print(f"! {h['url']}: {e}")
        continue
    words = re.findall(r"[a-zA-Z]{4,}", text.lower())
    docs.append({"url": h["url"], "words": len(words), "top": Counter(words).most_common(2)})
for d in docs:
    print(f"{d['url']:<28} {d['words']:>3} {d['top']}")
summary = {"query": query, "fetched": len(docs), "failed": len(hits) - len(docs)}
summary
