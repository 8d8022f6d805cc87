paths = glob(pattern="src/**/*.py")["text"].split()
counts = {}
for p in paths:
    body = file_read(path=p)["text"]
    counts[p] = len(body.splitlines())

ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
width = max(len(p) for p in counts)
for path, n in ranked:
    print(path.ljust(width), str(n).rjust(4))
print("-" * (width + 5))
print("total".ljust(width), str(sum(counts.values())).rjust(4))
ranked[0]
