from itertools import chain, islice, zip_longest, accumulate

a = web_search(query="duckdb parquet")
b = web_search(query="polars parquet")
merged = list(chain(a, b))
print(len(merged), [r["title"] for r in islice(merged, 1, 4)])
for x, y in zip_longest([r["title"] for r in a], [r["title"] for r in b], fillvalue="-"):
    print(f"{x:<16}{y}")
print(list(accumulate(len(r["title"]) for r in merged)))
[r["title"] for r in islice(chain.from_iterable([a, b]), 0, None, 2)]
