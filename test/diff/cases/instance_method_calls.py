# `obj.name(...)` on instances of a script's classes: the class's function called with the
# instance first, unless the instance's own attribute of that name shadows it, a property or
# classmethod or staticmethod is there, or the class changed since; with 0, 1, 2 and more
# arguments, defaults, keywords, and methods inherited, overridden and replaced.
class Base:
    def __init__(self, x):
        self.x = x

    def get(self):
        return self.x

    def add(self, a, b=10):
        return self.x + a + b

    def both(self, a, b):
        return (self.x, a, b)

    def many(self, a, b, c, *rest, **kw):
        return (a, b, c, rest, sorted(kw.items()))

    @classmethod
    def make(cls, x):
        return (cls.__name__, x)

    @staticmethod
    def static(a, b=1):
        return a * b

    @property
    def prop(self):
        return lambda y: ("prop", self.x, y)


class Child(Base):
    def get(self):
        return ("child", super().get())


b = Base(1)
c = Child(2)
for o in [b, c]:
    print(o.get(), o.add(1), o.add(1, 2), o.add(a=1), o.both(3, 4), o.many(1, 2, 3, 4, 5, k=6))
    print(o.make(7), o.static(3), o.static(3, 4), o.prop(5))

b.get = lambda: "own attribute"
print(b.get(), Base(9).get())
del b.get
print(b.get())

Base.get = lambda self: ("replaced", self.x)
print(b.get(), c.get())
Base.add = classmethod(lambda cls, a: (cls.__name__, a))
print(b.add(1), c.add(2))
Base.both = staticmethod(lambda a, b: a - b)
print(b.both(5, 3))


class WithGetattr:
    def __getattr__(self, name):
        return lambda *a: (name, a)

    def real(self, a):
        return ("real", a)


w = WithGetattr()
print(w.real(1), w.missing(1, 2), w.other())

for bad in [lambda: b.get(1), lambda: c.both(1), lambda: b.nope(), lambda: Base(1).add(), lambda: Base(1).add(1, 2, 3)]:
    try:
        print(bad())
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)


class Counter:
    def __init__(self):
        self.n = 0

    def inc(self, by=1):
        self.n += by
        return self


k = Counter()
for i in range(5):
    k.inc().inc(i)
print(k.n, k.inc(k.n).n)

# Methods the runtime makes for a script's class (dataclass, total_ordering, enum, lru_cache).
import dataclasses
import enum
import functools


@dataclasses.dataclass(order=True, frozen=True)
class P:
    a: int
    b: int = 0

    def total(self):
        return self.a + self.b

    @functools.lru_cache(maxsize=None)
    def cached(self, n):
        return self.a * n


p = P(1, 2)
print(p.total(), p.__repr__(), p.__eq__(P(1, 2)), p.__lt__(P(2)), p.cached(3), p.cached(3), P.cached.cache_info().hits)


@functools.total_ordering
class V:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v < other.v

    def __eq__(self, other):
        return self.v == other.v


print(V(1).__le__(V(2)), V(3).__ge__(V(2)), V(1).__gt__(V(1)))


class Color(enum.Enum):
    RED = 1
    BLUE = 2

    def describe(self, prefix=""):
        return prefix + self.name.lower()


print(Color.RED.describe(), Color.BLUE.describe("c:"), Color.RED.__format__(""), Color.RED.__repr__())


class Mode(enum.StrEnum):
    WRITE = "w"

    def shout(self):
        return self.upper() + "!"


class N(enum.IntEnum):
    A = 5


print(Mode.WRITE.upper(), Mode.WRITE.shout(), Mode.WRITE.name, N.A.bit_length(), N.A.to_bytes(2, "big"), Mode.WRITE.value.upper())
