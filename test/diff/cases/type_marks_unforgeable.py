# The emitted "list or tuple", "dict" and "float" tests read a mark the builtin prototypes carry: a tool's
# JSON object with keys of those names, attributes set by any name, and subclasses of dict and
# tuple all answer as CPython's types do.
from collections import Counter, OrderedDict, defaultdict, namedtuple

answer = fetch(id=1)
print(answer["$seq"], answer["$dict"], answer["items"], sorted(answer))
try:
    answer[0]
except KeyError as e:
    print("KeyError", e)
for k in answer:
    print(k, type(answer[k]).__name__)
print(len(answer), "$seq" in answer, "items" in answer)
for v in (answer["price"], answer["$float"], answer["$dict"], 3):
    try:
        print(v * 2.5, v > 1.5, isinstance(v, float))
    except TypeError as e:
        print("TypeError", e)


class Box:
    pass


b = Box()
setattr(b, "$seq", True)
setattr(b, "$dict", True)
setattr(b, "items", [1, 2])
try:
    b[0]
except TypeError as e:
    print("TypeError", e)
try:
    for x in b:
        pass
except TypeError as e:
    print("TypeError", e)

dd = defaultdict(list)
dd["a"].append(1)
print(dd["b"], sorted(dd), "a" in dd)
Point = namedtuple("Point", "x y")
p = Point(3, 4)
print(p[0], p[-1], [v for v in p], isinstance(p, tuple))
c = Counter("abca")
print(c["a"], c["z"], "b" in c, isinstance(c, dict))
od = OrderedDict([("x", 1), ("y", 2)])
for k in od:
    od[k] += 10
print(od["x"], list(od.items()))
rows = answer["rows"]
total = 0
for r in rows:
    total += r["n"] if isinstance(r, dict) else r[0]
total, [rows[i] for i in range(len(rows))]
