# copy.copy and copy.deepcopy of instances whose classes use data descriptors, properties,
# __set_name__ and cached_property; bound methods of copies.
import copy
from functools import cached_property


class Typed:
    def __init__(self, kind):
        self.kind = kind

    def __set_name__(self, owner, name):
        self.name = name
        self.slot = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.slot)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}")
        setattr(obj, self.slot, value)
        if not hasattr(obj, "log"):
            obj.log = []
        obj.log.append(self.name)


class Shadow:
    """A data descriptor that stores under a private name."""

    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return ("via descriptor", getattr(obj, "_s_" + self.name, None))

    def __set__(self, obj, value):
        setattr(obj, "_s_" + self.name, value)


class Account:
    owner = Typed(str)
    tags = Typed(list)
    code = Shadow()

    def __init__(self, owner, tags):
        self.owner = owner
        self.tags = tags
        self.code = 7

    @cached_property
    def summary(self):
        print("computing summary")
        return f"{self.owner}:{len(self.tags)}"

    def describe(self):
        return f"{self.owner} {self.tags}"


a = Account("ann", ["x"])
print(a.summary, a.summary)
b = copy.copy(a)
c = copy.deepcopy(a)
print(b.owner, b.tags is a.tags, c.tags is a.tags, c.tags == a.tags)
print(b.code, c.code)
print(b.summary, c.summary)
print(a.log, b.log is a.log, c.log is a.log)
c.tags = ["y", "z"]
print(c.log, a.log)
try:
    c.owner = 3
except TypeError as e:
    print("TypeError:", e)
print(c.describe(), a.describe())
m = copy.deepcopy(a.describe)
print(m(), m.__self__ is a)
print(copy.copy(a.describe) == a.describe)
d = copy.deepcopy([a, a])
print(d[0] is d[1], d[0] is a)


class Fresh:
    @cached_property
    def value(self):
        print("computed")
        return [1, 2]


f = Fresh()
g = copy.deepcopy(f)
print(g.value)
h = copy.deepcopy(g)
print(h.value, h.value is g.value)


class Custom:
    level = Typed(int)

    def __init__(self, level):
        self.level = level

    def __copy__(self):
        print("__copy__")
        return Custom(self.level + 1)

    def __deepcopy__(self, memo):
        print("__deepcopy__", id(self) in memo)
        return Custom(self.level * 10)


x = Custom(2)
print(copy.copy(x).level, copy.deepcopy(x).level, copy.copy(x).log)


class Slotted:
    __slots__ = ("_v",)

    class V:
        def __get__(self, obj, objtype=None):
            return None if obj is None else obj._v * 2

        def __set__(self, obj, value):
            obj._v = value

    v = V()

    def __init__(self, v):
        self.v = v


s = Slotted(4)
print(copy.copy(s).v, copy.deepcopy(s).v, copy.copy(s)._v)
