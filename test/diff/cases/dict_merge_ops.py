defaults = {"timeout": 30, "retries": 3, "verbose": False}
user = http_get(url="https://cfg.test/user/42")
env = http_get(url="https://cfg.test/env/prod")
cfg = defaults | env | user
print(cfg)
merged = {**defaults, **user}
merged |= {"extra": 1}
removed = merged.pop("verbose", None), merged.pop("missing", "n/a")
print(removed, merged)
print(cfg.setdefault("region", "eu"), cfg.setdefault("timeout", 0))
items = list(cfg.items())
print(items[-2:], cfg.popitem(), len(cfg))
dict.fromkeys(["a", "b"], 0) | {"b": 1}
