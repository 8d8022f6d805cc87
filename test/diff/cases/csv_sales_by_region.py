from collections import defaultdict

raw = file_read(path="data/sales.csv")["text"]
header, *rows = [r for r in raw.splitlines() if r.strip()]
cols = header.split(",")
by_region = defaultdict(float)
units = defaultdict(int)
for row in rows:
    rec = dict(zip(cols, row.split(",")))
    by_region[rec["region"]] += float(rec["amount"])
    units[rec["region"]] += int(rec["units"])
for region in sorted(by_region, key=by_region.get, reverse=True):
    print(f"{region:<6} {by_region[region]:>10,.2f} {units[region]:>4}")
grand = round(sum(by_region.values()), 2)
print("grand total", grand)
{"total": grand, "regions": {k: round(v, 2) for k, v in by_region.items()}}
