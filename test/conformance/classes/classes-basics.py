Class statements, class bodies, instance and class attributes, methods, default repr.

# ---- empty-class
class A:
    pass
a = A()
print(type(a).__name__, isinstance(a, A), a.__class__.__name__)

# ---- default-repr
class A:
    pass
print(A(), repr(A()), str(A()))
print([A()])

# ---- default-repr-nested
def f():
    class Inner:
        pass
    return Inner()
print(f())

# ---- nested-class-qualname
class Outer:
    class Inner:
        pass
print(Outer.Inner.__qualname__, Outer.Inner.__name__, Outer.Inner())

# ---- type-repr
class A:
    pass
print(A, type(A()), repr(A))

# ---- init-and-attrs
class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y
p = P(1, 2)
print(p.x, p.y)
p.x = 10
print(p.x)

# ---- init-defaults-kwargs
class P:
    def __init__(self, x, y=5, *, z=7):
        self.t = (x, y, z)
print(P(1).t, P(1, 2).t, P(1, z=3).t, P(y=0, x=9).t)

# ---- init-missing-arg
class P:
    def __init__(self, x):
        self.x = x
P()

# ---- init-too-many
class P:
    def __init__(self, x):
        self.x = x
P(1, 2)

# ---- no-init-takes-no-args
class P:
    pass
P(1)

# ---- no-init-kwargs
class P:
    pass
P(a=1)

# ---- init-returns-value
class P:
    def __init__(self):
        return 5
P()

# ---- method-call
class C:
    def __init__(self, n):
        self.n = n
    def double(self):
        return self.n * 2
    def add(self, k, times=1):
        return self.n + k * times
c = C(4)
print(c.double(), c.add(3), c.add(3, times=2), c.add(k=1))

# ---- method-missing-arg
class C:
    def m(self, a):
        return a
C().m()

# ---- method-unknown-kw
class C:
    def m(self, a):
        return a
C().m(b=1)

# ---- bound-method-stored
class C:
    def __init__(self):
        self.v = 3
    def get(self):
        return self.v
g = C().get
print(g())
print(g.__name__)

# ---- unbound-method-via-class
class C:
    def __init__(self, v):
        self.v = v
    def get(self):
        return self.v
print(C.get(C(8)))
print(list(map(C.get, [C(1), C(2)])))

# ---- class-attribute
class C:
    count = 0
    names = ["a"]
print(C.count, C().count, C.names)
C.count = 5
print(C().count)

# ---- class-attr-shadowed-by-instance
class C:
    v = 1
c = C()
c.v = 2
print(c.v, C.v)
del c.v
print(c.v)

# ---- class-attr-shared-mutable
class C:
    items = []
    def add(self, x):
        self.items.append(x)
a, b = C(), C()
a.add(1)
b.add(2)
print(C.items, a.items is b.items)

# ---- class-counter
class C:
    made = 0
    def __init__(self):
        C.made += 1
C(); C(); C()
print(C.made)

# ---- body-executes-in-order
print("before")
class C:
    print("in body")
    x = 1
    y = x + 1
    print("x", x, "y", y)
print("after", C.y)

# ---- body-reads-global
base = 10
class C:
    v = base * 2
print(C.v)

# ---- body-conditional
flag = True
class C:
    if flag:
        mode = "on"
    else:
        mode = "off"
    for i in range(3):
        pass
print(C.mode, C.i)

# ---- body-comprehension-not-class-scope
class C:
    xs = [1, 2, 3]
    ys = [x * 2 for x in xs]
print(C.ys)

# ---- method-no-class-scope
x = "global"
class C:
    x = "class"
    def m(self):
        return x
print(C().m())

# ---- class-in-function-closure
def make(n):
    class C:
        def get(self):
            return n
    return C
print(make(3)().get(), make(4)().get())

# ---- missing-attribute
class C:
    pass
C().missing

# ---- missing-class-attribute
class C:
    pass
C.missing

# ---- missing-attribute-caught
class C:
    pass
try:
    C().nope
except AttributeError as e:
    print("caught", e)

# ---- getattr-hasattr
class C:
    a = 1
    def __init__(self):
        self.b = 2
c = C()
print(getattr(c, "a"), getattr(c, "b"), getattr(c, "z", None), hasattr(c, "b"), hasattr(c, "z"))

# ---- del-missing-attr
class C:
    pass
c = C()
del c.x

# ---- instance-identity
class C:
    pass
a = C()
b = a
print(a is b, a is C(), a == b, a == C(), a != C())

# ---- instances-as-dict-keys
class C:
    def __init__(self, n):
        self.n = n
a, b = C(1), C(1)
d = {a: "a", b: "b"}
print(len(d), d[a], d[b])
s = {a, b, a}
print(len(s), a in s, C(1) in s)

# ---- hash-default
class C:
    pass
c = C()
print(hash(c) == hash(c), isinstance(hash(c), int))

# ---- sort-key
class C:
    def __init__(self, n):
        self.n = n
xs = [C(3), C(1), C(2)]
print([c.n for c in sorted(xs, key=lambda c: c.n)])
xs.sort(key=lambda c: -c.n)
print([c.n for c in xs])
print(max(xs, key=lambda c: c.n).n, min(xs, key=lambda c: c.n).n)

# ---- sort-without-lt
class C:
    pass
sorted([C(), C()])

# ---- compare-without-lt
class C:
    pass
C() < C()

# ---- isinstance-tuple
class A:
    pass
class B:
    pass
print(isinstance(A(), (B, A)), isinstance(A(), B), isinstance(1, A), isinstance(A(), object))

# ---- type-is
class A:
    pass
class B(A):
    pass
b = B()
print(type(b) is B, type(b) is A, type(b) == B, isinstance(b, A))

# ---- class-name-attrs
class Alpha:
    pass
print(Alpha.__name__, Alpha.__qualname__, Alpha.__module__)

# ---- method-defined-later-in-body
class C:
    def a(self):
        return self.b()
    def b(self):
        return "b"
print(C().a())

# ---- recursion-method
class T:
    def __init__(self, v, kids=()):
        self.v = v
        self.kids = list(kids)
    def total(self):
        return self.v + sum(k.total() for k in self.kids)
print(T(1, [T(2), T(3, [T(4)])]).total())

# ---- linked-list
class Node:
    def __init__(self, v, nxt=None):
        self.v = v
        self.nxt = nxt
head = None
for i in range(5):
    head = Node(i, head)
out = []
while head:
    out.append(head.v)
    head = head.nxt
print(out)

# ---- attributes-set-in-method
class Acc:
    def __init__(self):
        self.total = 0
        self.log = []
    def add(self, x):
        self.total += x
        self.log.append(x)
        return self
a = Acc().add(1).add(2).add(3)
print(a.total, a.log)

# ---- augmented-attribute
class C:
    def __init__(self):
        self.n = 1
c = C()
c.n += 4
c.n *= 2
print(c.n)

# ---- class-as-value
class A:
    def who(self):
        return "A"
class B:
    def who(self):
        return "B"
for cls in [A, B]:
    print(cls().who(), cls.__name__)
registry = {"a": A, "b": B}
print(registry["b"]().who())

# ---- callable-class
class C:
    pass
print(callable(C), callable(C()))

# ---- builtin-attribute-set-refused
x = 5
x.foo = 1

# ---- type-attribute-set-refused
int.foo = 1

# ---- exception-attr-set
try:
    raise ValueError("x")
except ValueError as e:
    e.extra = 5
    print(e.extra)

# ---- result-instance
class C:
    def __repr__(self):
        return "C!"
C()

# ---- instance-in-containers-repr
class C:
    def __init__(self, n):
        self.n = n
    def __repr__(self):
        return f"C({self.n})"
print([C(1), C(2)], {"k": C(3)}, (C(4),))

# ---- docstring-only-class
class C:
    """Just a docstring."""
print(C().__class__.__name__)

# ---- class-var-annotation
class C:
    x: int = 3
    y: str
print(C.x, hasattr(C, "y"))

# ---- method-sees-globals-defined-later
class C:
    def m(self):
        return helper() * 2
def helper():
    return 21
print(C().m())

# ---- class-redefined
class C:
    v = 1
first = C
class C:
    v = 2
print(first.v, C.v, first is C)
# ---- docstring_class_and_instance
class Documented:
    """the docs"""
    x = 1
class Undocumented:
    pass
class Explicit:
    __doc__ = "explicit"
class Overridden:
    """original"""
    __doc__ = "overridden"
class ReadsDoc:
    "doc"
    y = __doc__ + "!"
class Child(Documented):
    pass
print(Documented.__doc__, Documented().__doc__, Undocumented.__doc__, Undocumented().__doc__)
print(Explicit.__doc__, Overridden.__doc__, ReadsDoc.y, Child.__doc__, Child().x)
# ---- docstring_not_a_docstring
class Late:
    x = 1
    "not a docstring"
class Formatted:
    f"""{1}"""
class Number:
    42
print(Late.__doc__, Formatted.__doc__, Number.__doc__)
# ---- docstring_exceptions_enum_dataclass
from enum import Enum
from dataclasses import dataclass
class NotFound(Exception):
    """No such item."""
class Color(Enum):
    """Colors."""
    RED = 1
@dataclass
class Point:
    """A point."""
    x: int
print(NotFound.__doc__, NotFound("m").__doc__, Color.__doc__, list(Color), Point.__doc__, Point(1))
# ---- docstring_functions_and_wraps
import functools
def plain():
    """plain doc"""
    return 1
def nodoc():
    return 2
def deco(fn):
    @functools.wraps(fn)
    def inner(*args):
        "inner doc"
        return fn(*args)
    return inner
@deco
def wrapped():
    """wrapped doc"""
@deco
def wrapped_nodoc():
    pass
class K:
    def m(self):
        "method doc"
    @property
    def p(self):
        return 1
    @staticmethod
    def s():
        "static doc"
print(plain.__doc__, nodoc.__doc__, (lambda: 1).__doc__, wrapped.__doc__, wrapped_nodoc.__doc__)
print(K.m.__doc__, K().m.__doc__, K.s.__doc__)
nodoc.__doc__ = "set later"
print(nodoc.__doc__, plain(), nodoc())
# ---- docstring_method_calls_tool
# tools: {"lookup": [{"args": {"k": "a"}, "output": {"json": 1}}]}
class Repo:
    """Reads items."""
    def get(self, k):
        """Fetch one."""
        return lookup(k=k)
r = Repo()
print(Repo.__doc__, Repo.get.__doc__, r.get("a"))
# ---- method_sees_enclosing_function_not_class_attribute
def outer():
    x = 1
    class K:
        x = 100
        def get(self):
            return x
        def setx(self, v):
            nonlocal x
            x = v
        y = x + 1
    k = K()
    before = k.get()
    k.setx(5)
    return before, k.get(), K.x, K.y, x
print(outer())
# ---- nonlocal_through_class_body
def counter_factory():
    count = 0
    class Counter:
        def bump(self):
            nonlocal count
            count += 1
            return count
    return Counter(), lambda: count
c, peek = counter_factory()
print(c.bump(), c.bump(), peek())
# ---- nonlocal_through_class_calls_tool
# tools: {"fetch": [{"args": {"page": 1}, "output": {"json": [1, 2]}}, {"args": {"page": 2}, "output": {"json": []}}]}
def collect():
    seen = []
    page = 0
    class Pager:
        def more(self):
            nonlocal page
            page += 1
            got = fetch(page=page)
            seen.extend(got)
            return bool(got)
    p = Pager()
    while p.more():
        pass
    return seen, page
print(collect())
# ---- nonlocal_unbound_through_class_refused
# message: any
# line: check
def f():
    class K:
        def m(self):
            nonlocal missing
            missing = 1
    return K

# ---- slots-restrict-attributes
class P:
    __slots__ = ("x", "y")
    kind = "point"
    def __init__(self, x, y):
        self.x = x
        self.y = y
p = P(1, 2)
p.x = 5
print(p.x, p.y, P.__slots__, p.kind)
for name in ["z", "kind"]:
    try:
        setattr(p, name, 1)
    except AttributeError as e:
        print(type(e).__name__, e)
q = P(0, 0)
del q.y
try:
    q.y
except AttributeError as e:
    print("unset:", e)

# ---- slots-inheritance
class A:
    __slots__ = "a"
class B(A):
    __slots__ = ["b"]
class Open(A):
    pass
b = B()
b.a, b.b = 1, 2
print(b.a, b.b)
try:
    b.c = 3
except AttributeError as e:
    print(e)
o = Open()
o.anything = 1
print(o.anything)

# ---- slots-errors
for body in ["x", 3, ("ok", 4), ("1bad",)]:
    try:
        class C:
            __slots__ = body
        print("made", C.__slots__)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    class D:
        __slots__ = ("v",)
        v = 1
except ValueError as e:
    print(e)

# ---- slots-with-property-and-setattr
class Temp:
    __slots__ = ("_c",)
    def __init__(self, c):
        self.celsius = c
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        object.__setattr__(self, "_c", v)
t = Temp(20)
t.celsius = 25
print(t.celsius)
try:
    object.__setattr__(t, "f", 1)
except AttributeError as e:
    print(e)
# ---- type_three_arguments_makes_a_class
def _init(self, v):
    self.v = v
d = {"__init__": _init, "double": lambda self: self.v * 2, "x": 1}
M = type("M", (), d)
d["y"] = 2
m = M(21)
print(M.__name__, M.__qualname__, M.x, m.double(), type(m) is M, isinstance(m, M), hasattr(M, "y"), M.__doc__, m.__module__)
Sub = type("Sub", (M,), {"__doc__": "hi"})
print(Sub(1).double(), Sub.__mro__ == (Sub, M, object), Sub.__doc__, repr(Sub(2))[:5])
for args, kw in (((), {}), (("A", ()), {}), (("A", (), {}, 1), {}), ((1,), {"x": 1}), (("A", (), {}), {"x": 1}),
                 ((1, (), {}), {}), ((None, (), {}), {}), (("A", [], {}), {}), (("A", (), []), {}), (("A", [], {}), {"x": 1})):
    try:
        type(*args, **kw)
    except TypeError as e:
        print(e)
# ---- instances_read_the_class_module
class C:
    pass
class D(C):
    def __getattr__(self, name):
        return "dynamic"
print(C().__module__, D().__module__, C.__module__)
