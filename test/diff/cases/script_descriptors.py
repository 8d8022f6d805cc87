# Descriptors a script writes: a class attribute whose class defines __get__ (non-data) or
# __set__/__delete__ (data) takes part in attribute lookup as CPython's object.__getattribute__,
# __setattr__, __delattr__ and type.__getattribute__ make it.
import functools


class Positive:
    def __set_name__(self, owner, name):
        self.name = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name)

    def __set__(self, obj, value):
        if value < 0:
            raise ValueError(f"{self.name[1:]} must be >= 0")
        setattr(obj, self.name, value)


class Item:
    qty = Positive()
    price = Positive()

    def __init__(self, q, p):
        self.qty = q
        self.price = p

    def total(self):
        return self.qty * self.price


i = Item(2, 3)
print(i.qty, i.price, Item.qty.name, i.total())
try:
    i.qty = -5
except ValueError as e:
    print("ValueError", e)
print(i.qty, i._qty)
try:
    Item(-1, 2)
except ValueError as e:
    print("ValueError", e)


class classproperty:
    def __init__(self, f):
        self.f = f

    def __get__(self, obj, owner):
        return self.f(owner)


class Config:
    _name = "cfg"

    @classproperty
    def label(cls):
        return cls._name.upper() + "/" + cls.__name__


class SubConfig(Config):
    _name = "sub"


print(Config.label, Config().label, SubConfig.label, SubConfig().label)


class logged:
    """A class-based method decorator: binds to the instance through __get__."""

    def __init__(self, f):
        self.f = f
        functools.update_wrapper(self, f)

    def __call__(self, *args, **kwargs):
        print("call", self.f.__name__, args[1:], sorted(kwargs.items()))
        return self.f(*args, **kwargs)

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return functools.partial(self, obj)


class Service:
    def __init__(self, n):
        self.n = n

    @logged
    def go(self, x, scale=1):
        """Adds x."""
        return (self.n + x) * scale


s = Service(3)
print(s.go(4), s.go(1, scale=10))
print(Service.go.__name__, Service.go.__doc__, Service.go.__wrapped__.__name__, callable(s.go))


class NonData:
    def __get__(self, obj, owner=None):
        return ("nondata", None if obj is None else type(obj).__name__, owner.__name__)


class Data:
    def __init__(self):
        self.store = {}

    def __get__(self, obj, owner=None):
        if obj is None:
            return "class-level"
        return ("data", self.store.get(id(obj), "unset"))

    def __set__(self, obj, value):
        self.store[id(obj)] = value

    def __delete__(self, obj):
        print("deleting")
        self.store.pop(id(obj), None)


class SetOnly:
    def __set__(self, obj, value):
        print("SetOnly.__set__", value)


class DelOnly:
    def __get__(self, obj, owner=None):
        return "delonly-get"

    def __delete__(self, obj):
        print("DelOnly.__delete__")


class C:
    nd = NonData()
    d = Data()
    so = SetOnly()
    do = DelOnly()


c = C()
print(C.nd, c.nd)
c.nd = "own"  # the instance's own attribute wins over a non-data descriptor
print(c.nd, C.nd)
del c.nd
print(c.nd)
print(C.d, c.d)
c.d = 5  # a data descriptor wins over the instance's own attribute
print(c.d)
del c.d
print(c.d)
c.so = 7
print(type(c.so).__name__, type(C.so).__name__)
try:
    del c.so
except AttributeError as e:
    print("AttributeError", e)
try:
    c.do = 1
except AttributeError as e:
    print("AttributeError", e)
del c.do
print(c.do)


class D2(C):
    pass


x = D2()
x.d = "sub"
print(x.d, D2.nd)
setattr(x, "d", 11)
print(getattr(x, "d"), hasattr(x, "nd"), getattr(x, "missing", "dflt"))


# A descriptor set on a class after its instances exist, and a class that gains __get__.
class Late:
    pass


late = Late()
late.v = "own"
Late.v = Data()
print(late.v)
late.v = 3
print(late.v)


class Holder:
    def __init__(self):
        self.n = 1


class Host:
    h = Holder()


print(type(Host().h).__name__)
Holder.__get__ = lambda self, obj, owner=None: "now a descriptor"
print(Host().h, Host.h)


# A descriptor's AttributeError goes to __getattr__ where the class has one.
class Missing:
    def __get__(self, obj, owner=None):
        raise AttributeError("nope")


class G:
    m = Missing()

    def __getattr__(self, name):
        return "getattr:" + name


class G2:
    m = Missing()


print(G().m)
try:
    G2().m
except AttributeError as e:
    print("AttributeError", e)
print(hasattr(G2(), "m"), getattr(G2(), "m", "default"))


# super(), __slots__ and a custom __setattr__ meet descriptors too.
class Base:
    nd = NonData()


class Sub(Base):
    def get(self):
        return super().nd


print(Sub().get())


class Slotted:
    __slots__ = ("_v",)
    d = Data()


sl = Slotted()
sl.d = 4
print(sl.d)


class Custom:
    d = Data()

    def __setattr__(self, name, value):
        print("custom setattr", name)
        object.__setattr__(self, name, value)


cu = Custom()
cu.d = 9
print(cu.d)


# A plain class's attributes beside them are untouched, in a loop.
class Plain:
    def __init__(self):
        self.x = 0


p = Plain()
total = 0
for k in range(1000):
    p.x = k
    total += p.x
print(total)


# The Descriptor HowTo's validators: an abstract base with __set_name__, __get__ and __set__.
from abc import ABC, abstractmethod


class Validator(ABC):
    def __set_name__(self, owner, name):
        self.private_name = "_" + name

    def __get__(self, obj, objtype=None):
        return getattr(obj, self.private_name)

    def __set__(self, obj, value):
        self.validate(value)
        setattr(obj, self.private_name, value)

    @abstractmethod
    def validate(self, value):
        pass


class OneOf(Validator):
    def __init__(self, *options):
        self.options = set(options)

    def validate(self, value):
        if value not in self.options:
            raise ValueError(f"Expected {value!r} to be one of {sorted(self.options)!r}")


class Number(Validator):
    def __init__(self, minvalue=None):
        self.minvalue = minvalue

    def validate(self, value):
        if not isinstance(value, (int, float)):
            raise TypeError(f"Expected {value!r} to be an int or float")
        if self.minvalue is not None and value < self.minvalue:
            raise ValueError(f"Expected {value!r} to be at least {self.minvalue!r}")


class Component:
    kind = OneOf("wood", "metal", "plastic")
    quantity = Number(minvalue=0)

    def __init__(self, kind, quantity):
        self.kind = kind
        self.quantity = quantity

    def restock(self, n):
        self.quantity += n


part = Component("metal", 5)
part.restock(2)
print(part.kind, part.quantity, part._quantity)
for args in [("metle", 5), ("metal", -5), ("metal", "V")]:
    try:
        Component(*args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
