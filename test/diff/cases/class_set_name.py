# __set_name__: called at class creation for every class-body attribute whose type defines it,
# in definition order, once the class exists (before __init_subclass__); errors wrapped in
# CPython's RuntimeError; not called for attributes set on the class later.
import functools


class Named:
    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, name)
        self.owner = owner
        self.name = name


class Owner:
    a = Named()

    def method(self):
        return "m"

    b = Named()


print(Owner.a.name, Owner.b.name, Owner.a.owner is Owner)


class Bad:
    def __set_name__(self, owner, name):
        raise ValueError("bad " + name)


try:

    class O2:
        ok = Named()
        x = Bad()

except RuntimeError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__, e.__cause__)

n = Named()
Owner.c = n
print(hasattr(n, "name"))


class Base:
    def __init_subclass__(cls, **kw):
        print("init_subclass", cls.__name__, cls.a.name, sorted(kw))


class Kid(Base, tag=1):
    a = Named()


T = type("T", (), {"z": Named()})
print(T.z.name)


def make():
    class Local:
        field = Named()

    return Local


print(make().field.owner.__qualname__)


class Registry:
    """Fields that register themselves with the class they are declared in."""

    def __init__(self, kind):
        self.kind = kind

    def __set_name__(self, owner, name):
        owner.fields = getattr(owner, "fields", ()) + ((name, self.kind),)


class Record:
    id = Registry(int)
    title = Registry(str)


print(Record.fields)

cp = functools.cached_property(lambda self: 1)
print(cp.attrname)
try:

    class Twice:
        first = cp
        second = cp

except RuntimeError as e:
    print(type(e).__name__, e, "|", e.__cause__)


class Once:
    @functools.cached_property
    def value(self):
        return 42


print(Once.value.attrname, Once().value)


class Later:
    pass


Later.z = functools.cached_property(lambda self: 1)
try:
    Later().z
except TypeError as e:
    print("TypeError", e)
