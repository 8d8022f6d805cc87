# Read a CSV export, clean fields, compute per-category metrics, emit markdown + JSON summary
import csv, io, json, re
from collections import defaultdict
from datetime import datetime
from decimal import Decimal, ROUND_HALF_UP
from statistics import mean, median

raw = read_file(path="exports/transactions.csv")["text"]
reader = csv.DictReader(io.StringIO(raw))
print(reader.fieldnames)
rows, bad = [], []
for lineno, row in enumerate(reader, start=2):
    try:
        amt = Decimal(row["amount"].replace("$", "").replace(",", "").strip() or "x")
        when = datetime.strptime(row["date"].strip(), "%m/%d/%Y")
    except Exception as e:
        bad.append((lineno, type(e).__name__, str(e)[:60]))
        continue
    cat = re.sub(r"\s+", " ", row["category"]).strip().title() or "Uncategorized"
    rows.append({"cat": cat, "amt": amt, "when": when, "memo": row.get("memo", "")})
by_cat = defaultdict(list)
for r in rows:
    by_cat[r["cat"]].append(r)
print("| Category | N | Total | Mean | Median | First | Last |")
print("|:---|---:|---:|---:|---:|:---:|:---:|")
summary = {}
for cat, items in sorted(by_cat.items(), key=lambda kv: -sum(i["amt"] for i in kv[1])):
    amts = [i["amt"] for i in items]
    total = sum(amts, Decimal(0))
    avg = (total / len(amts)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    first = min(i["when"] for i in items)
    last = max(i["when"] for i in items)
    print(f"| {cat} | {len(items)} | ${total:,.2f} | {avg} | {median(amts)} | {first:%b %d} | {last:%Y-%m-%d} |")
    summary[cat] = {"n": len(items), "total": str(total), "mean": float(avg), "span_days": (last - first).days}
print()
for b in bad:
    print("skipped line %d: %s (%s)" % b)
print(json.dumps(summary, indent=2, sort_keys=True))
out = io.StringIO()
w = csv.writer(out, lineterminator="\n", quoting=csv.QUOTE_MINIMAL)
w.writerow(["cat", "total", "memo"])
for r in rows[:3]:
    w.writerow([r["cat"], r["amt"], r["memo"]])
print(out.getvalue())
dw = csv.DictWriter(out, fieldnames=["a", "b"], extrasaction="ignore")
dw.writeheader()
dw.writerow({"a": 1, "b": 'say "hi"', "c": 3})
print(repr(out.getvalue()[-40:]))
print(mean([float(r["amt"]) for r in rows]), list(csv.reader(['a,"b,c",d', '"x""y",,'])))
