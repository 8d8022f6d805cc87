def parse_version(s):
    parts = s.strip().lstrip("v").split(".")
    if len(parts) != 3:
        raise ValueError(f"bad version {s!r}: expected MAJOR.MINOR.PATCH")
    return tuple(map(int, parts))

tags = mcp__github__list_tags(owner="acme", repo="widgets")
versions = []
for t in tags:
    versions.append(parse_version(t["name"]))
    print("parsed", t["name"])
max(versions)
