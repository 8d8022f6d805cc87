# `for i, x in enumerate(xs)` over lists and tuples (walked by index) and everything else
# (through enumerate): a list grown or cleared in the body, break/else, targets that are not
# names, enumerate rebound nowhere, non-iterables, strings, dicts, generators, starts.
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
