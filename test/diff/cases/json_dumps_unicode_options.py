import json

profile = mcp__hr__get_person(id=7)
print(json.dumps(profile))
print(json.dumps(profile, ensure_ascii=False))
print(json.dumps(profile, sort_keys=True, indent=4, ensure_ascii=False))
print(json.dumps([1, 2.5, None, True, "x"], separators=(",", ":")))
print(json.dumps({"t": (1, 2), "n": -0.0, "e": 1e100, "f": 1.0}))
json.loads(json.dumps(profile)) == profile
