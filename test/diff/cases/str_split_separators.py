# str.split with a separator, with and without maxsplit: ends, repeats, overlaps, long separators.
texts = ["", ",", "a", "a,b", ",a,,b,", "aaa", "aaaa", "x--y----z--", "lines\nof\ntext\n", "\n\n", "é,😀,日本,", "a, b ,c"]
seps = [",", "\n", "aa", "--", "😀", ", ", "not there"]
rows = []
for t in texts:
    for s in seps:
        rows.append((t, s, t.split(s), t.split(s, -1), t.split(s, 0), t.split(s, 1), t.split(sep=s, maxsplit=2), t.rsplit(s)))
print(len(rows))
for r in rows:
    print(r)
big = "\n".join(f"row {i}" for i in range(5000))
parts = big.split("\n")
len(parts), parts[:2], parts[-2:], big.split("row 49")[1][:10]
