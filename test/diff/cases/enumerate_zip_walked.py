# `for i, x in enumerate(xs)` and `for a, b in zip(xs, ys)` over lists and tuples (walked by
# index) and everything else (through the builtin): lists grown or cleared in the body,
# break/else, targets that are not names, non-iterables, strings, dicts, generators, starts.
rows = ["a", "b", "c"]
for i, x in enumerate(rows):
    print(i, x)
for i, x in enumerate(("t", "u")):
    print(i, x)
grow = [1, 2]
for i, x in enumerate(grow):
    if len(grow) < 5:
        grow.append(x * 10)
    print("grow", i, x)
shrink = [1, 2, 3, 4]
for i, x in enumerate(shrink):
    shrink.clear() if i == 1 else None
    print("shrink", i, x, shrink)
swap = [1, 2, 3]
for i, x in enumerate(swap):
    swap = ["other"]
    print("swap", i, x, swap)
for i, x in enumerate(rows):
    if x == "b":
        break
else:
    print("no break")
print("after", i, x)
for i, x in enumerate([]):
    print("never")
else:
    print("empty else")
class Holder:
    pass
h = Holder()
slots = [None, None]
for h.n, slots[1] in enumerate(["p", "q"]):
    print(h.n, slots)
data = {"items": [("k", 1), ("m", 2)]}
for n, (k, v) in enumerate(data["items"]):
    print(n, k, v)
for i, ch in enumerate("hé"):
    print(i, ch)
for i, k in enumerate({"d1": 1, "d2": 2}):
    print(i, k)
def gen():
    yield "g1"
    yield "g2"
for i, g in enumerate(gen()):
    print(i, g)
for i, x in enumerate(rows, 10):
    print("start", i, x)
try:
    for i, x in enumerate(5):
        pass
except TypeError as e:
    print("TypeError", e)
try:
    for i, x in enumerate(None):
        pass
except TypeError as e:
    print("TypeError", e)
total = 0
for i, x in enumerate(list(range(100))):
    total += i * x
print(total)
names = ["n1", "n2", "n3"]
ages = (30, 40)
for n, a in zip(names, ages):
    print("zip", n, a)
for n, a in zip(ages, names):
    print("zip", n, a)
left = [1, 2]
right = [10, 20, 30]
for a, b in zip(left, right):
    if len(left) < 4:
        left.append(a + 100)
    print("zip grow", a, b)
for a, b in zip(right, right):
    right.pop()
    print("zip shrink", a, b, right)
for a, b in zip(names, "xy"):
    print("zip str", a, b)
for a, b in zip([], names):
    print("never")
else:
    print("zip empty else")
for a, (b, c) in zip(names, data["items"]):
    print("zip nested", a, b, c)
for h.n, slots[0] in zip("pq", [7, 8]):
    print("zip targets", h.n, slots)
for a, b in zip(gen(), names):
    print("zip gen", a, b)
try:
    for a, b in zip(names, 3):
        pass
except TypeError as e:
    print("TypeError", e)
for i, x in enumerate(rows, 1):
    print("from 1", i, x)
for i, x in enumerate(rows, start=-2):
    print("from -2", i, x)
for i, x in enumerate(rows, 2147483648):
    print("from 2**31", i, x)
for i, x in enumerate(rows, start=-2147483648):
    print("from -2**31", i, x)
word = "hé"
for i, ch in enumerate(word, start=5):
    print("str from 5", i, ch, i * 2)
for i, g in enumerate(gen(), 3):
    print("gen from 3", i, g)
