endpoints = ["/health", "/ready", "/metrics", "/admin"]
status = {}
for ep in endpoints:
    try:
        r = http_get(url="https://svc.internal" + ep)
        status[ep] = "up" if r.get("ok") else "degraded"
    except ToolError as e:
        msg = str(e)
        status[ep] = "forbidden" if "403" in msg else "down"
width = max(map(len, endpoints))
for ep, s in status.items():
    print(ep.ljust(width), s.upper())
all(s == "up" for s in status.values()), [ep for ep, s in status.items() if s != "up"]
