# A class deriving from a namedtuple type (collections.namedtuple or a typing.NamedTuple class):
# its methods, properties, class and static methods, class attributes, __repr__/__str__ and
# super() work as in CPython; the repr names the subclass, `_make`/`_replace` return it, and
# without `__slots__` its instances take attributes of their own.
from collections import namedtuple
from typing import NamedTuple, Optional


class Point(namedtuple("Point", "x y")):
    __slots__ = ()

    @property
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

    def __str__(self):
        return f"({self.x}, {self.y})"


p = Point(3, 4)
print(p, repr(p), p.norm, p._replace(x=0), p._asdict(), Point._fields, isinstance(p, tuple), p == (3, 4), p[0], list(p), Point._make([1, 2]))
print(type(p._replace(x=0)).__name__, type(Point._make([1, 2])).__name__, f"{p}", [p], hash(p) == hash((3, 4)), Point.__mro__[1:])
x, y = p
print(x, y, len(p), p + (5,), p * 2, sorted([Point(2, 1), Point(1, 5)]), max(Point(2, 1), Point(1, 5)))

def attempt(action, *args):
    try:
        return action(*args)
    except (AttributeError, TypeError) as e:
        return f"{type(e).__name__}: {e}"


print(attempt(setattr, p, "z", 1), attempt(setattr, p, "x", 1), attempt(Point, 1))
print(Point.__name__, Point.__qualname__, Point.__doc__, Point.__bases__[0].__name__, Point.__bases__[0].__slots__)


class Size(namedtuple("Size", "w h d", defaults=[1])):
    unit = "cm"

    def volume(self):
        return self.w * self.h * self.d

    @classmethod
    def cube(cls, n):
        return cls(n, n, n)

    @staticmethod
    def describe():
        return "a size"


s = Size(2, 3)
s.note = "box"
print(s, s.volume(), s.unit, Size.unit, Size.cube(2), type(Size.cube(2)).__name__, Size.describe(), s.note, s._field_defaults)
del s.note
print(attempt(delattr, s, "note"), attempt(delattr, s, "w"), attempt(getattr, s, "note"))


class Employee(NamedTuple):
    name: str
    salary: float = 0.0
    dept: Optional[str] = None

    def raised(self, pct):
        return self._replace(salary=round(self.salary * (1 + pct), 2))


class Manager(Employee):
    __slots__ = ()

    def title(self):
        return "Mgr " + self.name

    def __repr__(self):
        return f"Manager<{self.name}, {self.salary}>"


m = Manager("ann", 100.0)
print(m, m.title(), m.raised(0.5), type(m.raised(0.5)).__name__, isinstance(m, Employee), Manager._fields, str(m), [m], m._asdict())


class Vec(namedtuple("Vec", "x y")):
    __slots__ = ()

    def __repr__(self):
        return "Vec!" + super().__repr__()

    def scaled(self, k):
        return Vec(self.x * k, self.y * k)


print(Vec(1, 2), Vec(1, 2).scaled(3), str(Vec(0, 0)))


class Base3(namedtuple("Base3", ["a", "b"])):
    __slots__ = ()

    def total(self):
        return self.a + self.b


class Deep(Base3):
    __slots__ = ()

    def double(self):
        return self.total() * 2


d = Deep(1, 2)
print(d, d.total(), d.double(), Deep._make((3, 4)), d._replace(a=5).double())


class Greeter:
    def hello(self):
        return f"hi {self.x}"


class Named(namedtuple("Named", "x y"), Greeter):
    pass


print(Named(5, 6).hello(), Named(5, 6))

match Point(1, 2):
    case Point(x=1, y=yy):
        print("matched", yy)
match Point(1, 2):
    case Point(a, b):
        print("positional", a, b)

try:
    class Wide(namedtuple("Wide", "x")):
        __slots__ = ("extra",)
except TypeError as e:
    print("TypeError", e)
