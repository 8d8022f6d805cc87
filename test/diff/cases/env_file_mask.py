env_text = file_read(path=".env.example")["text"]
env = {}
for ln in env_text.splitlines():
    ln = ln.strip()
    if not ln or ln.startswith("#") or "=" not in ln:
        continue
    k, v = ln.split("=", 1)
    env[k.strip()] = v.strip().strip('"')
secretish = ("KEY", "SECRET", "TOKEN", "PASSWORD")
masked = {k: (v[:2] + "*" * (len(v) - 2) if any(s in k for s in secretish) and len(v) > 2 else v) for k, v in env.items()}
for k, v in masked.items():
    print(f"{k}={v}")
sorted(k for k in env if k.startswith("DB_"))
