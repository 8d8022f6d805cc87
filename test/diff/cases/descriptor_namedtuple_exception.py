# Descriptors and __set_name__ in the classes main's merge touched: namedtuple subclasses (a
# class statement: type_new's __set_name__; a typing.NamedTuple class body does not call it in
# 3.11), exception subclasses (OSError's fields), cached_property on an exception.
from collections import namedtuple
from typing import NamedTuple
from functools import cached_property

class Desc:
    def __set_name__(self, owner, name):
        self.name = name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return "class-level " + self.name
        return (self.name, obj[0] * 10)

class Data:
    def __get__(self, obj, objtype=None):
        return "data get"
    def __set__(self, obj, value):
        raise AttributeError("read-only data")

class P(namedtuple("P", "x y")):
    __slots__ = ()
    scaled = Desc()
    fixed = Data()

p = P(1, 2)
print(p.scaled, P.scaled, p.fixed, p)
try:
    p.fixed = 3
except AttributeError as e:
    print("AttributeError:", e)

class Q(NamedTuple):
    a: int
    b: int = 0
    tag = Desc()

q = Q(5)
try:
    print(q.tag)
except AttributeError as e:
    print("AttributeError:", e)

class R(Q):
    tag2 = Desc()

r = R(6, 1)
print(r.tag2, R.tag2, r, r.b)

class ArgsDesc:
    def __set_name__(self, owner, name):
        self.name = name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return "class-level " + self.name
        return (self.name, obj.args[0] * 10)

class Err(Exception):
    code = ArgsDesc()
    ro = Data()

e = Err(7)
print(e.code, Err.code, e.ro)
try:
    e.ro = 1
except AttributeError as x:
    print("AttributeError:", x)

class OE(OSError):
    d = ArgsDesc()

o = OE(2, "nope")
print(o.errno, o.strerror, o.d[0], str(o))

class Lazy(Exception):
    @cached_property
    def detail(self):
        print("compute")
        return len(self.args)

l = Lazy(1, 2)
print(l.detail, l.detail)

class Prop:
    @property
    def missing(self):
        raise AttributeError("inner")
    def __getattr__(self, name):
        return "getattr " + name

print(Prop().missing)
