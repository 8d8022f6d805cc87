import math

entries = mcp__storage__list_buckets(project="analytics")
total = sum(e["bytes"] for e in entries)
print(f"total bytes: {total:,}")
print(f"as TiB: {total / 2**40:.3f}")
for e in sorted(entries, key=lambda e: e["bytes"], reverse=True):
    print(f"{e['name']:<10} {e['bytes']:>28,d} {e['bytes'] * 100 // total:>3}%")
biggest = max(entries, key=lambda e: e["bytes"])["bytes"]
print(biggest.bit_length(), 2**64 - biggest, math.isqrt(biggest))
{"total": total, "objects": sum(e["objects"] for e in entries) * 10**12}
