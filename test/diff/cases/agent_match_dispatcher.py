def handle(resp):
    match resp:
        case {"status": "ok", "data": [first, *rest]}:
            return f"ok first={first} more={len(rest)}"
        case {"status": "ok", "data": []}:
            return "ok empty"
        case {"status": "error", "code": 404 | 410 as code}:
            return f"gone {code}"
        case {"status": "error", "code": int(code), **extra} if code >= 500:
            return f"server {code} extra={sorted(extra)}"
        case {"status": str(s)}:
            return f"unknown status {s!r}"
        case str() as text:
            return "text:" + text[:10]
        case _:
            return "??"

for key in ["a", "b", "c", "d", "e", "f"]:
    r = api_get(key=key)
    print(key, handle(r))
handle(None)
