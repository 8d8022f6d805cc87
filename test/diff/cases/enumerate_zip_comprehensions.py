# Comprehensions over `enumerate(xs)` and `zip(xs, ys)` (lists and tuples walked by index, anything
# else through the builtin): every kind of comprehension and consumer, lists grown or cleared by
# the element, targets that are not names, non-iterables, strings, dicts, generators, arguments
# that are calls (a tool's among them) or starred, a rebound name inside a function, and errors
# raised by the element.
rows = ["a", "b", "c"]
print([(i, x) for i, x in enumerate(rows)])
print([i * 10 for i, x in enumerate(("t", "u", "v")) if x != "u"])
print({x: i for i, x in enumerate(rows)})
print({i % 2 for i, x in enumerate(rows)})
print(sorted(x + str(i) for i, x in enumerate(rows)))
print(sum(i for i, x in enumerate(rows)), any(x == "c" for i, x in enumerate(rows)), all(i < 2 for i, x in enumerate(rows)))
print(next(x for i, x in enumerate(rows) if i == 1), next((x for i, x in enumerate(rows) if i > 5), "none"))
print("-".join(x * i for i, x in enumerate(rows)))
grow = [1, 2]
print([grow.append(x * 10) or (i, x) for i, x in enumerate(grow) if len(grow) < 6])
print(grow)
shrink = [1, 2, 3, 4]
print([(shrink.clear() if i == 1 else None, i, x) for i, x in enumerate(shrink)])
lazy = [1, 2, 3]
g = (i + x for i, x in enumerate(lazy))
print(next(g))
lazy.append(100)
lazy[1] = 50
print(list(g))
class Holder:
    pass
h = Holder()
slots = [None, None]
print([(h.n, slots[1]) for h.n, slots[1] in enumerate(["p", "q"])], h.n, slots)
data = {"items": [("k", 1), ("m", 2)]}
print([(n, k, v) for n, (k, v) in enumerate(data["items"])])
text = "hé"
print([(i, ch) for i, ch in enumerate(text)], [(i, ch) for i, ch in enumerate("hé")])
keyed = {"d1": 1, "d2": 2}
print([(i, k) for i, k in enumerate(keyed)], [(i, k) for i, k in enumerate(keyed.items())])
def gen():
    yield "g1"
    yield "g2"
made = gen()
print([(i, x) for i, x in enumerate(made)], [(i, x) for i, x in enumerate(gen())], [(i, x) for i, x in enumerate(made)])
print([(i, x) for i, x in enumerate(rows, 10)], [(i, x) for i, x in enumerate(rows, start=-1)])
print([i * 2 for i, x in enumerate(rows, 2147483647)], {i: x for i, x in enumerate(rows, 2147483648)})
print([(i, x) for i, x in enumerate(text, start=1)], [(i, x) for i, x in enumerate(gen(), 7)], sum(i for i, x in enumerate(rows, 1)))
span = range(3)
print([(i, x) for i, x in enumerate(span)], [(i, x) for i, x in enumerate(range(3))])
print([(i, w) for i, w in enumerate("a b c".split())], [(i, x) for i, x in enumerate(x * 2 for x in rows)])
pairs = [("p", 1), ("q", 2)]
print([(a, b) for a, b in zip(*pairs)], [(i, r) for i, r in enumerate(rows[1:])])
lines = read(path="notes.txt")["text"].splitlines()
print([f"{n}: {line}" for n, line in enumerate(read(path="notes.txt")["text"].splitlines())])
print({line: n for n, line in zip(range(10), lines)})
for bad in (5, None, 2.5):
    try:
        print([i for i, x in enumerate(bad)])
    except TypeError as e:
        print("TypeError", e)
print(sum(i * x for i, x in enumerate(list(range(100)))))
names = ["n1", "n2", "n3"]
ages = (30, 40)
print([(n, a) for n, a in zip(names, ages)], [(n, a) for n, a in zip(ages, names)])
print(dict((n, a) for n, a in zip(names, ages)), {n: a for n, a in zip(names, ages)})
left = [1, 2]
right = [10, 20, 30]
print([left.append(a + 100) or (a, b) for a, b in zip(left, right) if len(left) < 5], left)
print([(right.pop(), a, b) for a, b in zip(right, right)], right)
print([(a, b) for a, b in zip(names, "xy")], [(a, b) for a, b in zip([], names)])
print([(a, b, c) for a, (b, c) in zip(names, data["items"])])
print([(h.n, slots[0]) for h.n, slots[0] in zip("pq", [7, 8])], slots)
print([(a, b) for a, b in zip(gen(), names)], [(a, b) for a, b in zip(names, keyed)])
try:
    print([a for a, b in zip(names, 3)])
except TypeError as e:
    print("TypeError", e)
def element_raises():
    return [x["missing"] for i, x in enumerate([{"k": 1}])]
try:
    element_raises()
except KeyError as e:
    print("KeyError", e)
def shadowed():
    def enumerate(xs):
        return [("own", x) for x in xs]
    return [(i, x) for i, x in enumerate(rows)]
print(shadowed())
def nested(matrix):
    return [[(r, c, v) for c, v in enumerate(row)] for r, row in enumerate(matrix)]
print(nested([[1, 2], (3,)]))
print([(i, x) for i, x in enumerate(rows) for _ in range(2) if i])
print([[p for p in pair] for pair in zip(names, ages)])
print([f"await {i}" for i, x in enumerate(rows)])
i, x = "outer i", "outer x"
print([(i, x) for i, x in enumerate(rows)], i, x)
