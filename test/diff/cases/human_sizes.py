def human(n):
    for unit in ["B", "KiB", "MiB", "GiB", "TiB"]:
        if n < 1024 or unit == "TiB":
            return f"{n:.1f} {unit}" if unit != "B" else f"{n} B"
        n /= 1024

stats = mcp__fs__stat_many(paths=["a.bin", "b.iso", "c.txt", "d.tar"])
for s in stats:
    print(f"{s['path']:<6} {human(s['size']):>10}")
human(sum(s["size"] for s in stats))
