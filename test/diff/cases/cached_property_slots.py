# functools.cached_property needs an instance __dict__ (CPython's TypeError with __slots__, which a
# `__dict__` slot gives back), names itself by __set_name__ (attrname), computes once and keeps
# the value in the instance; property(...).__doc__ is the getter's docstring or doc=.
import functools


class S:
    __slots__ = ("a",)

    @functools.cached_property
    def big(self):
        print("computing")
        return 1


try:
    S().big
except TypeError as e:
    print("TypeError", e)
print(S.big.attrname, S.big.func.__name__)


class WithDict:
    __slots__ = ("a", "__dict__")

    @functools.cached_property
    def big(self):
        """The big value."""
        print("computing big")
        return 2


d = WithDict()
d.a = 1
d.other = 5
print(d.big, d.big, d.other, d.a, WithDict.big.__doc__)


class Sub(S):
    __slots__ = ("b",)


try:
    Sub().big
except TypeError as e:
    print("TypeError", e)


class Plain:
    def __init__(self):
        self.calls = 0

    @functools.cached_property
    def value(self):
        self.calls += 1
        return self.calls * 10


pl = Plain()
print(pl.value, pl.value, pl.calls)
del pl.value
print(pl.value, pl.calls)
pl.value = 99
print(pl.value)

p = property(lambda s: 1, doc="hi")
print(p.__doc__, property().__doc__)


def getter(self):
    "getter doc"
    return 1


q = property(getter)
print(q.__doc__, q.setter(lambda s, v: None).__doc__, property(getter, doc="explicit").getter(lambda s: 2).__doc__)


class P:
    @property
    def x(self):
        "the x"
        return 1

    @x.setter
    def x(self, value):
        pass

    y = property(lambda s: 2)


print(P.x.__doc__, P.y.__doc__)
