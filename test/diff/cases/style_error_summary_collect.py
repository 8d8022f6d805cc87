import json

targets = ["svc-a", "svc-b", "svc-c", "svc-d"]
summary = {"ok": [], "failed": {}}
for t in targets:
    try:
        status = mcp__deploy__status(env=t)
        if status["healthy"]:
            summary["ok"].append(t)
        else:
            raise RuntimeError(f"{t} unhealthy: {status.get('reason', 'unknown')}")
    except (ToolError, RuntimeError) as e:
        summary["failed"][t] = f"{type(e).__name__}: {e}"
print(json.dumps(summary, indent=1))
summary
