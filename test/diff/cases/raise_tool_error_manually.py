def fetch_json(url):
    r = web_fetch(url=url)
    if not r["text"].lstrip().startswith("{"):
        raise ToolError(f"{url} did not return JSON")
    import json
    return json.loads(r["text"])

out = {}
for u in ["https://api.test/ok", "https://api.test/html"]:
    try:
        out[u] = fetch_json(u)
    except (ToolError, KeyError) as e:
        out[u] = None
        print(type(e).__name__, "-", e, "-", isinstance(e, Exception))
out
