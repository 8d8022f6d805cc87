n = mcp__counter__get(name="visits")
s = mcp__kv__get(key="greeting")
z = mcp__kv__get(key="missing")
lst = mcp__kv__list(prefix="cfg/")
t = mcp__kv__get(key="shaped-like-text")
print(type(n).__name__, n + 1, type(s).__name__, s.upper(), z is None, len(lst), t["text"])
now = mcp__time__now()
print(now)
{"n": n, "s": s, "z": z, "lst": lst, "now": now}
