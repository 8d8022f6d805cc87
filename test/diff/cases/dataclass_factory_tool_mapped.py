# A dataclass whose default_factory calls a tool, made by map() and sorted() as well as called:
# the generated __init__ answers a promise, and a caller that steps the class waits for it.
from dataclasses import dataclass, field


def default_c():
    return score(id=2)["v"]


@dataclass
class Row:
    k: int
    hidden: int = field(default_factory=lambda: score(id=1)["v"], init=False)


@dataclass
class Other:
    k: int
    c: int = field(default_factory=default_c)


def build(ks):
    return list(map(Row, ks))


print(list(map(Row, [1, 2])))
print(build([3]))
print(sorted(map(Other, [2, 1]), key=lambda o: o.k))
print([Other(k) for k in range(2)])
