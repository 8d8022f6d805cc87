# Lambdas made again and again (in loops, in a comprehension's element): each evaluation is a
# new function object with its own defaults, reading the enclosing variables late, as CPython.
fs = []
for i in range(3):
    fs.append(lambda x, i=i: x * i)
    fs.append(lambda x: x + i)
print([f(10) for f in fs], fs[0] is fs[2], fs[0] == fs[2], fs[0].__name__)

rows = [{"k": "b", "v": 2}, {"k": "a", "v": 3}, {"k": "c", "v": 1}]
for field in ["k", "v"]:
    print(field, [r["k"] for r in sorted(rows, key=lambda r: r[field])])

adders = [lambda y: y + n for n in range(3)]
print([a(10) for a in adders])
made = [[(lambda: (w, j)) for j in range(2)] for w in "xy"]
print([[f() for f in row] for row in made])
k = 0
while k < 2:
    g = lambda: k
    k += 1
print(g())
try:
    for d in [1, 0]:
        h = lambda: 10 // d
        print(h())
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
