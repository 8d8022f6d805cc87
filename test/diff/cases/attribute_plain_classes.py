# Attributes of a script's instances read and written as their own while no class along the MRO
# holds a property or defines __setattr__ and the class has no __slots__, and the whole protocol
# again as soon as one of them changes: a property or __setattr__ added to a base class later, a
# class attribute shadowed and uncovered by del, methods shadowed by instance attributes, slots,
# frozen dataclasses.
from dataclasses import dataclass


class Base:
    kind = "base"

    def describe(self):
        return "describe"


class Item(Base):
    def __init__(self, n):
        self.n = n
        self.tags = []


a = Item(1)
a.n += 1
a.tags.append("x")
a.kind = "mine"
print(a.n, a.tags, a.kind, Item(0).kind, a.describe())
a.describe = lambda: "own"
print(a.describe())
del a.kind
print(a.kind)

Base.n = property(lambda self: "from property", lambda self, v: log.append(("set", v)))
log = []
b = Item(5)
print(b.n, log, a.n)
del Base.n
print(Item(6).n, a.n)


def guarded(self, name, value):
    log.append((name, value))
    object.__setattr__(self, name, value)


Base.__setattr__ = guarded
c = Item(7)
c.extra = 1
print(log[-3:], c.n, c.extra)
del Base.__setattr__
c.more = 2
print(log[-1], c.more)


class Slotted:
    __slots__ = ("x",)

    def __init__(self):
        self.x = 1


s = Slotted()
s.x = 2
try:
    s.y = 3
except AttributeError as e:
    print("AttributeError", e)


@dataclass(frozen=True)
class Point:
    x: int
    y: int


p = Point(1, 2)
try:
    p.x = 5
except Exception as e:
    print(type(e).__name__, e)


@dataclass
class Row:
    id: int
    name: str = "?"


r = Row(3)
r.name = "set"
r.id += 1
[s.x, p.x + p.y, r, getattr(r, "name"), hasattr(r, "missing"), sorted(a.__class__.__name__)]
