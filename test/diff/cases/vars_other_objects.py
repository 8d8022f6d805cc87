# vars()/__dict__ beyond plain instances: SimpleNamespace, exceptions, a namedtuple subclass, a
# script's function, a class (a mappingproxy), a module; and CPython's errors where there is none.
import functools
import math
from collections import namedtuple
from dataclasses import dataclass
from types import SimpleNamespace

args = SimpleNamespace(path="a.txt", verbose=True)
print(vars(args), vars(args) is vars(args))
vars(args)["limit"] = 3
print(args, args.limit)


class AppError(Exception):
    def __init__(self, msg, code):
        super().__init__(msg)
        self.code = code


try:
    raise AppError("boom", 7)
except AppError as e:
    print(vars(e), e.__dict__["code"], e.args)
try:
    raise ValueError("bad")
except ValueError as e:
    print(e.__dict__)
    e.hint = "retry"
    print(vars(e))

Pair = namedtuple("Pair", "a b")


class Tagged(Pair):
    pass


t = Tagged(1, 2)
t.tag = "x"
print(vars(t))


def counter():
    counter.calls += 1


counter.calls = 0
counter()
counter.__doc__ = "Counts."  # no __dict__ entry
print(counter.__dict__, vars(counter), counter.__doc__)


def logged(f):
    @functools.wraps(f)
    def wrapper(*a):
        return f(*a)

    return wrapper


@logged
def double(x):
    """Doubles."""
    return 2 * x


print(sorted(vars(double)), double.__doc__, double.__dict__["__wrapped__"](4))


class Base:
    """Docs."""
    limit = 10
    names: list

    def run(self):
        return "run"

    @staticmethod
    def helper():
        return "help"


class Child(Base):
    extra = True


print(type(vars(Base)).__name__, Base.__dict__["limit"], "run" in Base.__dict__, "limit" in Child.__dict__)
Base.run.tag = "t"
print(list(Base.__dict__), vars(Base().run), Base().run.__dict__ is vars(Base.run))
print(list(Child.__dict__), Base.__dict__["__dict__"])
print({k: v for k, v in vars(Base).items() if not k.startswith("_") and not callable(v)})
print(sorted(k for k in vars(Base) if not k.startswith("__")))
try:
    Base.__dict__["limit"] = 1
except TypeError as e:
    print("TypeError", e)
try:
    Base.__dict__ = {}
except AttributeError as e:
    print("AttributeError", e)


@dataclass
class Cfg:
    a: int = 1


print([k for k in Cfg.__dict__ if not k.startswith("__")], sorted(Cfg.__dict__["__dataclass_fields__"]))
print(vars(math)["pi"], "sqrt" in vars(math), math.__dict__["floor"](2.5))


class Slotted:
    __slots__ = ("a",)

    def __init__(self):
        self.a = 1


class Open:
    __slots__ = ("a", "__dict__")


o = Open()
o.b = 2
print(vars(o))
for obj in [Slotted(), 5, "s", [1], None, Pair(1, 2), len, "s".upper]:
    try:
        vars(obj)
    except TypeError as e:
        print("TypeError", e)
    try:
        obj.__dict__
    except AttributeError as e:
        print("AttributeError", e)
    print(hasattr(obj, "__dict__"))
