import copy
from dataclasses import dataclass, field
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple
from enum import Enum
from types import SimpleNamespace


class Plain:
    def __init__(self, x):
        print("Plain.__init__", x)
        self.x = x

    def __repr__(self):
        return f"Plain({self.x!r})"


p = Plain([1, [2]])
c = copy.copy(p)
d = copy.deepcopy(p)
print("copy", c, c is p, c.x is p.x, type(c).__name__)
print("deep", d, d is p, d.x is p.x, d.x[1] is p.x[1])
d.x[1].append(3)
print("after", p, d)

# An instance with no attributes, and attributes added later.
class Empty:
    pass

e = Empty()
e2 = copy.copy(e)
print(e2 is e, type(e2) is Empty, hasattr(e2, "a"))
e.a = 1
print(copy.deepcopy(e).a)


@dataclass
class D:
    name: str
    items: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)


x = D("a", [1], {"k": [1]})
y = copy.deepcopy(x)
y.items.append(2)
y.meta["k"].append(2)
print(x, y, x == y)
z = copy.copy(x)
z.items.append(3)
print(x, z, z == x, z is x)


@dataclass(frozen=True)
class F:
    a: int
    tags: tuple = ()
    data: list = field(default_factory=list)


f = F(1, ("t",), [1])
g = copy.deepcopy(f)
print(g, g == f, g is f, g.data is f.data)
print(copy.copy(f), copy.copy(f) is f)


@dataclass(slots=True)
class S:
    a: int
    b: list


s = S(1, [2])
s2 = copy.deepcopy(s)
s2.b.append(3)
print(s, s2)


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self):
        print("Slotted.__init__")


sl = Slotted()
sl.a = [1]
sl2 = copy.copy(sl)
sl3 = copy.deepcopy(sl)
print(sl2.a is sl.a, sl3.a == sl.a, sl3.a is sl.a, hasattr(sl3, "b"))


# Shared references and cycles.
class Node:
    def __init__(self, name):
        self.name = name
        self.children = []
        self.parent = None

    def add(self, child):
        child.parent = self
        self.children.append(child)
        return child


root = Node("root")
kid = root.add(Node("kid"))
root.self = root
r2 = copy.deepcopy(root)
print(r2 is root, r2.self is r2, r2.children[0].parent is r2, r2.children[0] is kid)
pair = [kid, kid]
pair2 = copy.deepcopy(pair)
print(pair2[0] is pair2[1], pair2[0] is kid)
holder = copy.deepcopy({"k": kid})
print(holder["k"] is kid, holder["k"].name, holder["k"].parent is root)


# __copy__ and __deepcopy__.
class Custom:
    def __init__(self, v):
        self.v = v

    def __copy__(self):
        print("__copy__ called")
        return Custom(self.v + ["shallow"])

    def __deepcopy__(self, memo):
        print("__deepcopy__ called", type(memo).__name__, id(self) in memo)
        new = Custom([])
        memo[id(self)] = new
        new.v = copy.deepcopy(self.v, memo)
        new.v.append("deep")
        return new


cu = Custom([1])
print(copy.copy(cu).v, copy.deepcopy(cu).v, cu.v)
both = copy.deepcopy([cu, cu])
print(both[0] is both[1], both[0].v)


class Tracker:
    def __init__(self):
        self.seen = {}

    def __deepcopy__(self, memo):
        other = Tracker()
        other.seen = copy.deepcopy(self.seen, memo)
        return other


t = Tracker()
t.seen["a"] = [1]
t2 = copy.deepcopy(t)
print(t2.seen, t2.seen["a"] is t.seen["a"])

# memo given by the caller keeps an object out of the copy.
shared = [0]
keep = copy.deepcopy({"s": shared, "o": [1]}, {id(shared): shared})
print(keep["s"] is shared, keep)


# __getstate__ / __setstate__.
class State:
    def __init__(self, a):
        self.a = a
        self.cache = "big"

    def __getstate__(self):
        print("getstate")
        st = {"a": self.a}
        return st

    def __setstate__(self, st):
        print("setstate", st)
        self.a = st["a"]
        self.cache = None


st = State([5])
st2 = copy.deepcopy(st)
print(st2.a, st2.cache, st2.a is st.a)
st3 = copy.copy(st)
print(st3.a is st.a, st3.cache)


class OnlySet:
    def __init__(self):
        self.a = 1

    def __setstate__(self, st):
        print("setstate got", sorted(st.items()))
        self.a = st["a"] * 10


print(copy.copy(OnlySet()).a)


# __reduce__
class Reduced:
    def __init__(self, a, b=0):
        print("Reduced.__init__", a, b)
        self.a = a
        self.b = b

    def __reduce__(self):
        return (Reduced, (self.a,), {"b": self.b})


rd = copy.deepcopy(Reduced([1], 2))
print(rd.a, rd.b)

# Atomic values.
class Color(Enum):
    RED = 1

print(copy.copy(Color.RED) is Color.RED, copy.deepcopy(Color.RED) is Color.RED)
print(copy.copy(Plain) is Plain, copy.deepcopy(Plain) is Plain)

def fn():
    return 1

print(copy.copy(fn) is fn, copy.deepcopy(fn) is fn, copy.deepcopy([fn])[0] is fn)

# Methods: copy rebinds by name, deepcopy binds the method to the copy of its object.
class Btn:
    def __init__(self):
        self.n = 0

    def click(self):
        self.n += 1
        return self.n

b = Btn()
m = copy.copy(b.click)
print(m == b.click, m.__self__ is b, m())
handlers = {"owner": b, "cb": b.click}
h2 = copy.deepcopy(handlers)
print(h2["cb"].__self__ is h2["owner"], h2["cb"](), b.n)
lst = []
ap = lst.append
print(copy.copy(ap) is ap, copy.deepcopy(ap) is ap)

# Exceptions.
err = ValueError("bad", 2)
err.code = 7
ec = copy.copy(err)
print(ec is err, repr(ec), ec.args, ec.code)
ed = copy.deepcopy(KeyError(["k"]))
print(repr(ed))

class AppError(Exception):
    def __init__(self, msg):
        print("AppError.__init__", msg)
        super().__init__(msg)
        self.when = "now"

ae = copy.deepcopy(AppError("boom"))
print(repr(ae), ae.when)

class TwoArgs(Exception):
    def __init__(self, msg, code):
        super().__init__(msg)
        self.code = code

try:
    copy.copy(TwoArgs("m", 1))
except TypeError as ex:
    print("TypeError", ex)

# Existing containers keep their copy behaviour.
P = namedtuple("P", "x y")
print(copy.copy([1, [2]]), copy.deepcopy({"a": {1, 2}}), copy.copy(P(1, [2])), copy.deepcopy(P(1, [2])))
print(copy.deepcopy(Counter("aab")), copy.copy(OrderedDict(a=1)), copy.deepcopy(deque([1, [2]], maxlen=3)))
dd = defaultdict(list)
dd["a"].append(p)
dd2 = copy.deepcopy(dd)
print(type(dd2).__name__, dd2["a"][0] is p, dd2["a"][0].x == p.x)
ns = copy.deepcopy(SimpleNamespace(a=[1], p=p))
print(ns.a, ns.p is p)

# A class's __getattr__ answers copy's lookups of __deepcopy__ and __setstate__, as in CPython.
class Cfg:
    def __init__(self):
        self.a = 1

    def __getattr__(self, name):
        return None


for fn in (copy.copy, copy.deepcopy):
    try:
        print(fn(Cfg()))
    except TypeError as ex:
        print("TypeError", ex)


class Proxy:
    def __init__(self, target):
        self._target = target

    def __getattr__(self, name):
        return getattr(self._target, name)


try:
    copy.deepcopy(Proxy([1]))
except RecursionError:
    print("RecursionError")


class Safe:
    def __init__(self):
        self.data = {}

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return self.data.get(name)


sf = Safe()
sf.data["k"] = [1]
sf2 = copy.deepcopy(sf)
print(sf2.k, sf2.data is sf.data, sf2.k is sf.k)

# Modules cannot be copied.
import json

for fn in (copy.copy, copy.deepcopy):
    try:
        fn({"m": json} if fn is copy.deepcopy else json)
    except TypeError as ex:
        print("TypeError", ex)
