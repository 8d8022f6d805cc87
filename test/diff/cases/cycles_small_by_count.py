# Small reference cycles by the hundred thousand (a list that holds itself and a 300-char str),
# ~120 MB of garbage in all, past a flow's default 64 MiB memory limit, then a 30 MB str. The
# sandbox collects cycles as its memory grows, not by QuickJS's allocation count: the many small
# cycles must be freed as they go all the same.
kept = []
for i in range(300000):
    a = ["y" * 300 + str(i)]
    a.append(a)
    if i % 1000 == 0:
        kept.append(len(a[0]))
big = "z" * 30000000
print(len(kept), sum(kept), len(big))
len(big) + len(kept)
