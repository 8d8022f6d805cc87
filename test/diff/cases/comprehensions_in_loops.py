# Comprehensions evaluated again and again (in loops, in another comprehension's element): each
# evaluation sees the enclosing variables as they are then, fails on its own line, and leaves
# generator expressions lazy; what a comprehension makes is new each time.
rows = [{"n": i, "tags": ["t" + str(j) for j in range(i % 3)]} for i in range(6)]
made = []
for r in rows:
    names = [t.upper() for t in r["tags"]]
    pairs = {t: r["n"] for t in r["tags"]}
    lengths = {len(t) for t in r["tags"]}
    made.append(names)
    print(r["n"], names, pairs, sorted(lengths), sum(x * r["n"] for x in range(3)))
print(made[1] is made[4], made[1] == made[4])

k = 0
gens = []
while k < 3:
    gens.append(x * k for x in range(3))
    k += 1
print([list(g) for g in gens])

grid = [[i * j for j in range(4) if j != i] for i in range(3)]
print(grid, [[c for c in row if c % 2 == 0] for row in grid])

closures = []
for i in range(3):
    closures.append([lambda: i for _ in range(2)])
print([[f() for f in fs] for fs in closures])


def total(groups):
    out = []
    for g in groups:
        out.append(sum([v for v in g if v > 0]))
    return out


print(total([[1, -2, 3], [], [-1], [5, 5]]))


def failing(items):
    results = []
    for it in items:
        results.append([10 // v for v in it])
    return results


try:
    failing([[1, 2], [5, 0, 1]])
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)


def deep(n):
    for _ in range(1):
        return [deep(n + 1) for _ in range(1)]


try:
    deep(0)
except RecursionError as e:
    print("RecursionError")

it = iter(range(10))
firsts = []
for _ in range(3):
    firsts.append(next(x for x in it if x % 2))
print(firsts, list(it))


class Table:
    cols = ["a", "b"]
    widths = []
    for c in cols:
        widths.append([n * 2 for n in range(len(c) + 1)])
    try:
        for c in cols:
            widths.append([c * n for n in range(3)])
    except NameError as e:
        widths.append(str(e))


print(Table.widths)

print(failing([[1], [2, 5]]))
