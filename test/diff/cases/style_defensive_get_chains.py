resp = http_get(url="https://api.test/v2/deployments?limit=3")
deployments = (resp or {}).get("data", {}).get("items") or []
for d in deployments:
    meta = d.get("metadata") or {}
    commit = (meta.get("commit") or "unknown")[:7]
    author = meta.get("author", {}).get("name", "n/a") if isinstance(meta.get("author"), dict) else "n/a"
    print(f"{d.get('id', '?'):>4} {d.get('env', '-'):<8} {commit:<8} {author}")
len(deployments), resp.get("next_cursor")
