# `for k in d` walks the dict directly: updates of existing keys are allowed, a size change
# raises at the next step, deleting and adding keys (same size) continues over the live dict
# and raises once it yields more keys than it started with. Special keys keep their original form.
# (Not tested: deleting and adding on every step, where CPython's answer depends on when its
# table is rebuilt; toolflow raises "keys changed" there, with iter(d) as before.)
from collections import OrderedDict, defaultdict, Counter

d = {"a": 1, "b": 2, "c": 3}
for k in d:
    d[k] = d[k] * 10
print(d)

def attempt(label, body):
    try:
        body()
        print(label, "ok")
    except RuntimeError as e:
        print(label, "RuntimeError", e)

def grow():
    g = {1: 1, 2: 2}
    for k in g:
        g[k + 10] = 0

def shrink():
    g = {1: 1, 2: 2, 3: 3}
    for k in g:
        del g[3]

def swap_other():
    g = {1: 1, 2: 2, 3: 3}
    seen = []
    for k in g:
        seen.append(k)
        if k == 1:
            del g[3]
            g[4] = 0
    print(seen, g)

def readd_all():
    g = {"x": 1, "y": 2}
    seen = []
    for k in g:
        seen.append(k)
        if len(seen) == 1:
            del g["x"]
            del g["y"]
            g["x"] = 3
            g["y"] = 4
    print(seen)

def empty_then_add():
    g = {}
    for k in g:
        g[1] = 1
    print("empty loop done", g)

for label, body in [("grow", grow), ("shrink", shrink), ("swap_other", swap_other),
                    ("readd_all", readd_all), ("empty_then_add", empty_then_add)]:
    attempt(label, body)

m = {True: "t", 1.5: "f", (1, 2): "p", "\0x": "nul", 2: "i"}
print([k for k in m], [(type(k).__name__, k) for k in m])
keys = []
for k in m:
    keys.append(k)
print(keys)

od = OrderedDict(b=1, a=2)
dd = defaultdict(int, z=1, y=2)
c = Counter("hello")
print([k for k in od], list(k for k in dd), sorted(c))
for k in od:
    print("od", k, od[k])
for k in c:
    print("c", k, c[k])
n = 0
for k in {}:
    n += 1
for k in {"only": 1}:
    n += len(k)
else:
    n += 100
print(n)
for k in {"p": 1, "q": 2}:
    if k == "q":
        break
    print("before break", k)
n
