def walk(path, depth=0):
    entries = mcp__fs__list_dir(path=path)
    total = 0
    for e in entries:
        print("  " * depth + e["name"] + ("/" if e["dir"] else ""))
        if e["dir"]:
            total += walk(path + "/" + e["name"], depth + 1)
        else:
            total += e["size"]
    return total

walk("/repo")
