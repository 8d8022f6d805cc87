# Realistic agent-flow snippets: parsing, grouping, sorting, tables and summaries, mixing the areas.
# ---- json_rank_table
import json
data = json.loads('{"items": [{"name": "b", "score": 2.5, "tags": ["x"]}, {"name": "a", "score": 10, "tags": []}], "total": 2}')
rows = sorted(data["items"], key=lambda r: (-r["score"], r["name"]))
for r in rows:
    print(f"{r['name']:<5}|{r['score']:>6.2f}|{', '.join(r['tags']) or '-'}")
print(json.dumps(data, indent=2, sort_keys=True))
{"n": len(rows), "names": [r["name"] for r in rows], "avg": sum(r["score"] for r in rows) / len(rows)}
# ---- log_levels_group
text = """ERROR 2024-01-01 disk full
INFO 2024-01-01 ok
ERROR 2024-01-02 net down
WARN  2024-01-03 slow"""
levels = {}
for line in text.splitlines():
    level, date, *msg = line.split()
    levels.setdefault(level, []).append((date, " ".join(msg)))
for level in sorted(levels):
    print(level, len(levels[level]), levels[level][-1])
levels
# ---- matrix_transpose
matrix = [[1, 2, 3], [4, 5, 6]]
print([list(r) for r in zip(*matrix)], [sum(c) for c in zip(*matrix)], max(map(max, matrix)))
print("\n".join(" ".join(f"{v:3d}" for v in row) for row in matrix))
# ---- chunking
def chunk(xs, n):
    return [xs[i:i + n] for i in range(0, len(xs), n)]
print(chunk(list(range(7)), 3), chunk("abcdefg", 2))
# ---- counter_defaultdict
from collections import Counter, defaultdict
words = "a b a c b a".split()
c = Counter(words)
print(c.most_common(2), dict(c), c["z"])
d = defaultdict(list)
for i, w in enumerate(words):
    d[w].append(i)
print(dict(d))
# ---- regex_extract_sub
import re
log = "user=alice id=42; user=bob id=7"
print(re.findall(r"user=(\w+) id=(\d+)", log), [m.group("u") for m in re.finditer(r"user=(?P<u>\w+)", log)])
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), log))
# ---- status_percent
results = {"ok": 0, "fail": 0}
for status in ["ok", "fail", "ok"]:
    results[status] += 1
pct = results["ok"] / sum(results.values())
print(f"{pct:.1%} ok; {results}")
f"{pct:.3f}"
# ---- summary_kwonly
def summarize(items, *, limit=3):
    shown = items[:limit]
    more = len(items) - len(shown)
    return ", ".join(shown) + (f" (+{more} more)" if more > 0 else "")
print(summarize(["a", "b"]), summarize(list("abcdef")), summarize([], limit=0))
# ---- recursive_walk_paths
nested = {"a": {"b": {"c": 1}}, "x": [1, {"y": 2}]}
def walk(o, path=""):
    if isinstance(o, dict):
        for k, v in o.items():
            yield_ = walk(v, f"{path}.{k}" if path else k)
            for p in yield_:
                print(p)
        return []
    if isinstance(o, list):
        for i, v in enumerate(o):
            for p in walk(v, f"{path}[{i}]"):
                print(p)
        return []
    return [f"{path}={o!r}"]
for p in walk(nested):
    print(p)
# ---- paths_by_extension
paths = ["src/a.py", "src/b/c.py", "README.md", "src/b/d.txt"]
by_ext = {}
for p in paths:
    ext = p.rsplit(".", 1)[-1] if "." in p else ""
    by_ext[ext] = by_ext.get(ext, 0) + 1
print(sorted(by_ext.items(), key=lambda kv: (-kv[1], kv[0])), [p.split("/")[-1] for p in paths if p.startswith("src/")])
# ---- mean_variance
import math
vals = [3, 1, 4, 1, 5, 9, 2, 6]
mean = sum(vals) / len(vals)
var = sum((v - mean) ** 2 for v in vals) / (len(vals) - 1)
print(mean, var, math.sqrt(var), round(math.sqrt(var), 3), sorted(vals)[len(vals) // 2])
# ---- string_reversals_vowels
s = "The quick brown fox"
print(s[::-1], " ".join(w[::-1] for w in s.split()), s.title().swapcase(), {c: s.lower().count(c) for c in "aeiou" if c in s.lower()})
# ---- datetime_arith
from datetime import datetime, timedelta
d = datetime(2024, 1, 31, 12, 30)
print(d + timedelta(days=1), (d + timedelta(hours=13)).isoformat(), d.strftime("%Y-%m-%d %H:%M"), d.weekday())
# ---- max_min_key_items
items = [{"id": i, "v": (i * 7) % 5} for i in range(6)]
best = max(items, key=lambda it: it["v"])
worst = min(items, key=lambda it: (it["v"], -it["id"]))
print(best, worst, [it["id"] for it in sorted(items, key=lambda it: it["v"], reverse=True)])
# ---- aligned_price_table
table = [("apple", 1.5, 3), ("kiwi", 0.25, 12), ("watermelon", 3.0, 1)]
w = max(len(n) for n, _, _ in table)
for name, price, qty in table:
    print(f"{name:<{w}} {price:>6.2f} x{qty:<3} = {price * qty:8.2f}")
print(f"{'TOTAL':<{w}} {sum(p * q for _, p, q in table):>21.2f}")
