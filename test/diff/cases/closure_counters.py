def make_tracker():
    counts = {}
    total = 0
    def track(kind):
        nonlocal total
        total += 1
        counts[kind] = counts.get(kind, 0) + 1
        return total
    def report():
        return total, dict(counts)
    return track, report

track, report = make_tracker()
for hit in grep(pattern="error|warn", path="logs")["text"].splitlines():
    kind = "error" if "error" in hit.lower() else "warn"
    n = track(kind)
print(report())
report()[1]
