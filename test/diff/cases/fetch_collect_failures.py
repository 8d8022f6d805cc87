urls = [
    "https://status.example.com/api",
    "https://down.example.com/",
    "https://docs.example.com/intro",
    "https://timeout.example.com/slow",
]
ok, failed = {}, {}
for u in urls:
    try:
        body = web_fetch(url=u)["text"]
    except ToolError as e:
        failed[u] = str(e)
        continue
    ok[u] = len(body)
print(f"fetched {len(ok)}/{len(urls)}")
for u, why in failed.items():
    print(f"  FAILED {u}: {why}")
{"ok": ok, "failed": sorted(failed)}
