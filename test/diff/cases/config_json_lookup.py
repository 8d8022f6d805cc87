import json

cfg = json.loads(file_read(path="config/settings.json")["text"])
db = cfg["database"]
print("db host:", db["host"], "port:", db.get("port", 5432))
print("replicas:", ", ".join(r["host"] for r in db.get("replicas", [])))
features = cfg.get("features", {})
enabled = sorted(k for k, v in features.items() if v)
disabled = sorted(k for k, v in features.items() if not v)
print(f"enabled={enabled} disabled={disabled}")
timeout = cfg.get("http", {}).get("timeout_ms", 1000) / 1000
print(f"timeout: {timeout}s")
{"enabled": len(enabled), "timeout": timeout, "debug": cfg.get("debug")}
