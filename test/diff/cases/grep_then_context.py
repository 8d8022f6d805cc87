hits = grep(pattern="def handle_", path="src")["text"].strip().splitlines()
print(f"{len(hits)} handlers")
report = []
for hit in hits:
    path, line_no, _ = hit.split(":", 2)
    n = int(line_no)
    ctx = file_read(path=path, offset=n - 1, limit=3)["text"]
    body = [l.strip() for l in ctx.splitlines()]
    print(f"== {path}:{n}")
    for l in body:
        print("   |", l)
    report.append({"path": path, "line": n, "first": body[0]})
report
