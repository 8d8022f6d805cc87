dataclasses: generated methods, options, fields, helpers, frozen instances.

# ---- basic
from dataclasses import dataclass
@dataclass
class Point:
    x: int
    y: int = 0
p = Point(1, 2)
print(p, Point(3), p == Point(1, 2), p != Point(1, 3), p.x, p.y)

# ---- repr-strings-and-nesting
from dataclasses import dataclass
@dataclass
class Item:
    name: str
    tags: list
@dataclass
class Order:
    id: int
    items: list
print(Order(1, [Item("a", ["x"]), Item("b", [])]))

# ---- nested-class-qualname-repr
from dataclasses import dataclass
class Outer:
    @dataclass
    class Inner:
        v: int
print(Outer.Inner(1))

# ---- local-class-repr
from dataclasses import dataclass
def make():
    @dataclass
    class P:
        v: int
    return P(2)
print(make())

# ---- keyword-construction
from dataclasses import dataclass
@dataclass
class C:
    a: int
    b: str = "b"
print(C(b="x", a=1), C(a=2))

# ---- init-errors
from dataclasses import dataclass
@dataclass
class P:
    x: int
    y: int = 0
for args, kw in [((), {}), ((1, 2, 3), {}), ((1,), {"q": 2}), ((1,), {"x": 2})]:
    try:
        P(*args, **kw)
    except TypeError as e:
        print(e)

# ---- non-default-after-default
from dataclasses import dataclass
@dataclass
class P:
    x: int = 0
    y: int

# ---- default-factory
from dataclasses import dataclass, field
@dataclass
class Bag:
    items: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)
a, b = Bag(), Bag()
a.items.append(1)
print(a, b, a.items is b.items)

# ---- mutable-default-refused
from dataclasses import dataclass
@dataclass
class Bag:
    items: list = []

# ---- field-options
from dataclasses import dataclass, field
@dataclass
class User:
    name: str
    password: str = field(repr=False)
    uid: int = field(default=0, compare=False)
    cache: dict = field(default_factory=dict, init=False, repr=False)
u = User("ann", "secret", 5)
print(u, u == User("ann", "secret", 9), u.cache)

# ---- post-init
from dataclasses import dataclass, field
@dataclass
class Rect:
    w: float
    h: float
    area: float = field(init=False)
    def __post_init__(self):
        self.area = self.w * self.h
print(Rect(2, 3))

# ---- post-init-validation
from dataclasses import dataclass
@dataclass
class Age:
    years: int
    def __post_init__(self):
        if self.years < 0:
            raise ValueError("age must be >= 0")
print(Age(3))
Age(-1)

# ---- order
from dataclasses import dataclass
@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
vs = [Version(1, 2), Version(0, 9), Version(1, 0)]
print(sorted(vs), max(vs), Version(1) < Version(1, 1), Version(2) >= Version(1, 5))

# ---- order-other-type
from dataclasses import dataclass
@dataclass(order=True)
class V:
    n: int
V(1) < 2

# ---- order-overwrite-refused
from dataclasses import dataclass
@dataclass(order=True)
class V:
    n: int
    def __lt__(self, o):
        return True

# ---- eq-other-type
from dataclasses import dataclass
@dataclass
class A:
    x: int
@dataclass
class B:
    x: int
print(A(1) == B(1), A(1) == (1,), A(1) == A(1))

# ---- unhashable-by-default
from dataclasses import dataclass
@dataclass
class P:
    x: int
{P(1)}

# ---- frozen
from dataclasses import dataclass, FrozenInstanceError
@dataclass(frozen=True)
class P:
    x: int
    y: int = 0
p = P(1)
print(p, hash(p) == hash(P(1)), {p: "ok"}[P(1)], len({P(1), P(1), P(2)}))
try:
    p.x = 5
except FrozenInstanceError as e:
    print("frozen:", e, isinstance(e, AttributeError))
try:
    del p.y
except AttributeError as e:
    print(type(e).__name__, e)

# ---- frozen-uncaught
from dataclasses import dataclass
@dataclass(frozen=True)
class P:
    x: int
P(1).x = 2

# ---- unsafe-hash
from dataclasses import dataclass
@dataclass(unsafe_hash=True)
class P:
    x: int
p = P(1)
print(hash(p) == hash((1,)), p in {P(1)})

# ---- kw-only
from dataclasses import dataclass, field
@dataclass(kw_only=True)
class Opts:
    verbose: bool = False
    level: int
print(Opts(level=2))
try:
    Opts(True, 2)
except TypeError as e:
    print(e)

# ---- kw-only-field
from dataclasses import dataclass, field
@dataclass
class C:
    a: int
    b: int = field(default=0, kw_only=True)
    c: int = 5
print(C(1, 2), C(1, b=3))

# ---- kw-only-marker
from dataclasses import dataclass, KW_ONLY
@dataclass
class C:
    a: int
    _: KW_ONLY
    b: int
    c: int = 1
print(C(1, b=2))
C(1, 2)

# ---- classvar-skipped
# skip: needs the typing module, built in parallel with this work (the annotation's kind is read from the source)
from dataclasses import dataclass, fields
from typing import ClassVar
@dataclass
class C:
    count: ClassVar[int] = 0
    x: int = 1
print(C(), [f.name for f in fields(C)], C.count)

# ---- inheritance
from dataclasses import dataclass
@dataclass
class Base:
    id: int
    name: str = "?"
@dataclass
class Child(Base):
    extra: bool = False
c = Child(1, "n", True)
print(c, isinstance(c, Base), Child(2))

# ---- inheritance-override-default
from dataclasses import dataclass
@dataclass
class Base:
    x: int = 1
    y: int = 2
@dataclass
class Child(Base):
    x: int = 10
print(Child(), Child(5, 6))

# ---- custom-repr-kept
from dataclasses import dataclass
@dataclass
class P:
    x: int
    def __repr__(self):
        return f"<P {self.x}>"
print(P(1), [P(2)])

# ---- repr-false
from dataclasses import dataclass
@dataclass(repr=False)
class P:
    x: int
print(P(1))

# ---- eq-false
from dataclasses import dataclass
@dataclass(eq=False)
class P:
    x: int
a = P(1)
print(a == P(1), a == a, len({a, P(1)}))

# ---- asdict-astuple
from dataclasses import dataclass, asdict, astuple, field
@dataclass
class Inner:
    v: int
@dataclass
class Outer:
    name: str
    inner: Inner
    items: list = field(default_factory=list)
o = Outer("o", Inner(1), [Inner(2), 3])
print(asdict(o))
print(astuple(o))
d = asdict(o)
d["items"].append(9)
print(o.items)

# ---- asdict-json
import json
from dataclasses import dataclass, asdict
@dataclass
class P:
    x: int
    tags: tuple = ()
print(json.dumps(asdict(P(1, ("a",)))))

# ---- asdict-not-dataclass
from dataclasses import asdict
asdict({"a": 1})

# ---- replace
from dataclasses import dataclass, replace
@dataclass(frozen=True)
class Cfg:
    host: str
    port: int = 80
c = Cfg("h")
c2 = replace(c, port=8080)
print(c, c2, c2 is c)

# ---- replace-bad-field
from dataclasses import dataclass, replace
@dataclass
class C:
    a: int
replace(C(1), b=2)

# ---- replace-init-false
from dataclasses import dataclass, replace, field
@dataclass
class C:
    a: int
    b: int = field(default=0, init=False)
replace(C(1), b=2)

# ---- fields-and-is-dataclass
from dataclasses import dataclass, fields, is_dataclass, field
@dataclass
class C:
    a: int
    b: str = "x"
    c: list = field(default_factory=list)
print([(f.name, f.default) for f in fields(C)][:2], is_dataclass(C), is_dataclass(C(1)), is_dataclass(1), fields(C(1))[2].name)

# ---- fields-not-dataclass
from dataclasses import fields
fields(1)

# ---- match-args
from dataclasses import dataclass, field
@dataclass
class P:
    x: int
    y: int
    z: int = field(default=0, kw_only=True)
print(P.__match_args__)

# ---- dataclass-call-form
import dataclasses
@dataclasses.dataclass()
class P:
    x: int
print(P(1), dataclasses.is_dataclass(P))

# ---- methods-and-properties
from dataclasses import dataclass
@dataclass
class Money:
    amount: int
    currency: str = "USD"
    def __add__(self, o):
        return Money(self.amount + o.amount, self.currency)
    @property
    def label(self):
        return f"{self.amount} {self.currency}"
print((Money(1) + Money(2)).label, Money(5))

# ---- sort-by-key
from dataclasses import dataclass
@dataclass
class Task:
    name: str
    priority: int
ts = [Task("a", 3), Task("b", 1), Task("c", 2)]
print([t.name for t in sorted(ts, key=lambda t: t.priority)])

# ---- post-init-tool
# tools: {"fetch": [{"args": {"url": "u1"}, "output": "one"}]}
from dataclasses import dataclass, field
@dataclass
class Page:
    url: str
    text: str = field(init=False)
    def __post_init__(self):
        self.text = fetch(url=self.url)["text"]
print(Page("u1"))

# ---- default-factory-called-each-time
from dataclasses import dataclass, field
n = 0
def next_id():
    global n
    n += 1
    return n
@dataclass
class C:
    id: int = field(default_factory=next_id)
print(C(), C(), C(7), n)

# ---- initvar
from dataclasses import dataclass, field, InitVar
@dataclass
class C:
    x: int
    scale: InitVar[int] = 1
    y: int = field(init=False)
    def __post_init__(self, scale):
        self.y = self.x * scale
print(C(2, 3), C(2))

# ---- annotations-without-dataclass
class C:
    x: int = 1
    y: str
print(C.x, C().x, hasattr(C, "y"))

# ---- repr-recursive
from dataclasses import dataclass
@dataclass
class N:
    v: int
    nxt: object = None
a = N(1)
a.nxt = a
print(a)

# ---- dataclass-not-class
from dataclasses import dataclass
dataclass(5)

# ---- slots-true
from dataclasses import dataclass, field, asdict
@dataclass(slots=True)
class P:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)
@dataclass(slots=True)
class P3(P):
    z: int = 9
p = P(1)
print(p, P.__slots__, P3.__slots__, P3(1, 2, [], 3), asdict(P3(4)))
for obj, name in [(p, "z"), (P3(0), "w")]:
    try:
        setattr(obj, name, 1)
    except AttributeError as e:
        print(e)
try:
    @dataclass(slots=True)
    class R:
        __slots__ = ("a",)
        a: int
except TypeError as e:
    print(e)

# ---- frozen-inheritance-must-agree
from dataclasses import dataclass
@dataclass
class Base:
    x: int = 0
@dataclass(frozen=True)
class FBase:
    x: int = 0
for base, frozen in [(Base, True), (FBase, False), (FBase, True), (Base, False)]:
    try:
        @dataclass(frozen=frozen)
        class C(base):
            y: int = 1
        print("ok", C(), frozen)
    except TypeError as e:
        print(e)
class Plain(FBase):
    pass
@dataclass(frozen=True)
class Again(Plain):
    z: int = 2
print(Again())
# ---- dataclass_fields_and_params_on_the_class
from dataclasses import dataclass, field
@dataclass(frozen=True, order=True)
class P:
    x: int
    y: int = 2
@dataclass
class E:
    pass
class Plain:
    pass
print(list(P.__dataclass_fields__), list(E.__dataclass_fields__), hasattr(Plain, "__dataclass_fields__"))
print(P(1).__dataclass_fields__ is P.__dataclass_fields__, P.__dataclass_fields__["y"].default, P.__dataclass_fields__["y"].name)
params = P.__dataclass_params__
print(type(params).__name__, params, params.frozen, params.order, params.eq, params.init, params.repr, params.unsafe_hash)
print(E.__dataclass_params__, E().__dataclass_params__ is E.__dataclass_params__, hasattr(Plain, "__dataclass_params__"))
for name in ("match_args", "kw_only", "nope"):
    try:
        getattr(params, name)
    except AttributeError as e:
        print(e)
# ---- dataclass_explicit_hash_none
from dataclasses import dataclass
@dataclass(frozen=True)
class NoneHash:
    x: int
    __hash__ = None
@dataclass(frozen=True)
class BodyEqNoneHash:
    x: int
    def __eq__(self, other):
        return True
    __hash__ = None
@dataclass(frozen=True)
class BodyEq:
    x: int
    def __eq__(self, other):
        return True
print(hash(BodyEqNoneHash(1)) == hash((1,)), hash(BodyEq(1)) == hash((1,)))
try:
    hash(NoneHash(1))
except TypeError as e:
    print(e)
try:
    @dataclass(unsafe_hash=True)
    class Both:
        x: int
        __hash__ = None
except TypeError as e:
    print(e)
# ---- dataclass_python_function_argument_errors
from dataclasses import dataclass, field
for call in (lambda: dataclass(bogus=True), lambda: field(bogus=1), lambda: dataclass(eq=False)(1, 2)):
    try:
        call()
    except TypeError as e:
        print(e)
# ---- dataclass_eq_compares_field_tuples
from dataclasses import dataclass
class Never:
    def __eq__(self, other):
        return False
    __hash__ = object.__hash__
@dataclass
class Holder:
    f: object
n = Never()
h = Holder(n)
print(h == h, Holder(n) == Holder(n), Holder(Never()) == Holder(Never()))
# ---- dataclass_keeps_own_init_and_reads_annotations_dict
from dataclasses import dataclass, fields, FrozenInstanceError
@dataclass(eq=False)
class Partial:
    a: int
    b: int
    def __init__(self, a):
        self.a = a
p = Partial(1)
print(p.a, p == p, Partial(1) == Partial(1))
try:
    repr(p)
except AttributeError as e:
    print(e)
class Manual:
    __annotations__ = {"x": "int", "cv": "ClassVar[int]"}
    cv = 3
Applied = dataclass(Manual, frozen=True)
m = Applied(5)
print(Applied is Manual, m, [f.name for f in fields(m)], Manual.cv, Applied(5, 4))
try:
    m.x = 6
except FrozenInstanceError as e:
    print(e)
