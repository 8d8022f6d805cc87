# functools.cached_property on dataclasses: plain, ordered, frozen, slotted, and replace/asdict.
from dataclasses import dataclass, field, asdict, replace, fields
from functools import cached_property


@dataclass
class Order:
    items: list = field(default_factory=list)
    discount: float = 0.0

    @cached_property
    def total(self):
        print("summing", len(self.items))
        return sum(self.items) * (1 - self.discount)


o = Order([10, 20])
print(o.total, o.total)
print(o)
print(asdict(o))
print([f.name for f in fields(o)])
print(o == Order([10, 20]))
o.items.append(5)
print(o.total)
del o.total
print(o.total)
o.total = 1
print(o.total)
p = replace(o, discount=0.5)
print(p.total, p.total)
print(Order.total.attrname, type(Order.total).__name__)


@dataclass(frozen=True)
class Point:
    x: int
    y: int

    @cached_property
    def norm(self):
        print("norm")
        return (self.x ** 2 + self.y ** 2) ** 0.5


pt = Point(3, 4)
print(pt.norm, pt.norm, hash(pt) == hash(Point(3, 4)))
print(pt)


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0

    @cached_property
    def label(self):
        return f"v{self.major}.{self.minor}"


vs = sorted([Version(2), Version(1, 5), Version(1)])
print([v.label for v in vs], vs[0] < vs[1])


@dataclass(slots=True)
class Slotted:
    n: int

    @cached_property
    def double(self):
        print("never")
        return self.n * 2


s = Slotted(2)
try:
    s.double
except TypeError as e:
    print("TypeError:", e)


@dataclass
class Child(Order):
    label: str = "x"

    @cached_property
    def total(self):
        print("child total")
        return -1


c = Child([1], 0.0, "c")
print(c.total, c.total, c)
