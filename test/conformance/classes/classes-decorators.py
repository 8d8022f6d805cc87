Function and class decorators, decorators with arguments, stacking, functools.wraps,
lru_cache/cache (call counts and cache_info), cached_property, total_ordering.

# ---- simple-decorator
def shout(fn):
    def wrapper(*a, **k):
        return fn(*a, **k).upper()
    return wrapper
@shout
def greet(name):
    return f"hi {name}"
print(greet("bo"), greet.__name__)

# ---- decorator-order
def tag(t):
    def deco(fn):
        print("applying", t)
        def w():
            return f"<{t}>{fn()}</{t}>"
        return w
    return deco
@tag("b")
@tag("i")
def text():
    return "x"
print(text())

# ---- decorator-evaluated-before-def
def make(n):
    print("make", n)
    return lambda f: f
@make(1)
@make(2)
def f():
    return "f"
print(f())

# ---- decorator-returns-other
def replace(fn):
    return 42
@replace
def f():
    pass
print(f)

# ---- wraps-keeps-name
import functools
def deco(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper
@deco
def compute(x):
    return x * 2
print(compute.__name__, compute(4), compute.__wrapped__(5))

# ---- wraps-from-import
from functools import wraps
def counted(fn):
    @wraps(fn)
    def wrapper(*a):
        wrapper.calls += 1
        return fn(*a)
    wrapper.calls = 0
    return wrapper
@counted
def sq(x):
    return x * x
sq(2); sq(3)
print(sq.calls, sq.__name__, sq.__qualname__)

# ---- function-attributes
def f():
    pass
f.tag = "t"
f.count = 1
f.count += 1
print(f.tag, f.count, hasattr(f, "nope"))

# ---- lru-cache-fib
from functools import lru_cache
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(30), fib.cache_info())

# ---- lru-cache-bare
from functools import lru_cache
calls = []
@lru_cache
def f(x):
    calls.append(x)
    return x * 2
print(f(1), f(1), f(2), calls, f.cache_info())

# ---- lru-cache-maxsize-eviction
import functools
@functools.lru_cache(maxsize=2)
def f(x):
    print("compute", x)
    return x
f(1); f(2); f(1); f(3); f(2); f(1)
print(f.cache_info())
f.cache_clear()
print(f.cache_info())

# ---- cache-kwargs-distinct
from functools import cache
@cache
def f(a, b=0):
    print("compute", a, b)
    return a + b
f(1); f(1, b=0); f(a=1); f(1)
print(f.cache_info().hits, f.cache_info().misses)

# ---- cache-unhashable-arg
from functools import cache
@cache
def f(x):
    return x
f([1])

# ---- cache-1-and-1.0-share
from functools import cache
@cache
def f(x):
    print("compute", x)
    return x
print(f(1), f(1.0), f(True))

# ---- cache-on-method
from functools import lru_cache
class C:
    @lru_cache(maxsize=None)
    def sq(self, x):
        print("compute")
        return x * x
c = C()
print(c.sq(3), c.sq(3))

# ---- cache-tool-calls
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
from functools import lru_cache
@lru_cache(maxsize=None)
def get(u):
    return fetch(url=u)["text"]
print(get("a"), get("b"), get("a"), get("b"), get("a"))
print(get.cache_info())

# ---- cache-tool-error-not-cached
# tools: {"fetch": [{"args": {"url": "a"}, "output": {"error": "down"}}, {"args": {"url": "a"}, "output": "up"}]}
from functools import cache
@cache
def get(u):
    return fetch(url=u)["text"]
try:
    get("a")
except ToolError as e:
    print("failed", e)
print(get("a"), get("a"), get.cache_info())

# ---- cached-property
from functools import cached_property
class Data:
    def __init__(self, xs):
        self.xs = xs
    @cached_property
    def total(self):
        print("computing")
        return sum(self.xs)
d = Data([1, 2, 3])
print(d.total, d.total)
d.total = 100
print(d.total)

# ---- cached-property-tool
# tools: {"fetch": [{"args": {"url": "cfg"}, "output": "conf"}]}
from functools import cached_property
class Svc:
    @cached_property
    def config(self):
        return fetch(url="cfg")["text"]
s = Svc()
print(s.config, s.config, s.config)

# ---- total-ordering-lt
from functools import total_ordering
@total_ordering
class V:
    def __init__(self, n):
        self.n = n
    def __eq__(self, o):
        return self.n == o.n
    def __lt__(self, o):
        return self.n < o.n
a, b = V(1), V(2)
print(a < b, a <= b, a > b, a >= b, b >= a, a <= V(1), a >= V(1))

# ---- total-ordering-ge
import functools
@functools.total_ordering
class V:
    def __init__(self, n):
        self.n = n
    def __eq__(self, o):
        return self.n == o.n
    def __ge__(self, o):
        return self.n >= o.n
print(V(1) < V(2), V(1) > V(2), V(2) <= V(2), sorted([V(3), V(1)], key=lambda v: v)[0].n)

# ---- total-ordering-none
from functools import total_ordering
@total_ordering
class V:
    pass

# ---- class-decorator-registry
registry = {}
def register(cls):
    registry[cls.__name__] = cls
    return cls
@register
class A:
    pass
@register
class B:
    pass
print(sorted(registry), registry["A"] is A)

# ---- class-decorator-adds-method
def with_hello(cls):
    def hello(self):
        return f"hello from {type(self).__name__}"
    cls.hello = hello
    return cls
@with_hello
class C:
    pass
print(C().hello())

# ---- decorator-class-based
class CountCalls:
    def __init__(self, fn):
        self.fn = fn
        self.calls = 0
    def __call__(self, *a, **k):
        self.calls += 1
        return self.fn(*a, **k)
@CountCalls
def add(a, b):
    return a + b
print(add(1, 2), add(3, 4), add.calls)

# ---- decorator-with-tool-stacked
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}]}
def log(fn):
    def w(*a):
        print("->", a)
        r = fn(*a)
        print("<-", r)
        return r
    return w
def twice(fn):
    def w(*a):
        return fn(*a) + fn(*a)
    return w
from functools import cache
@log
@twice
@cache
def get(u):
    return fetch(url=u)["text"]
print(get("a"))

# ---- property-via-decorator-and-staticmethod-stack
class C:
    @staticmethod
    @lambda f: f
    def s():
        return "s"
print(C.s())

# ---- decorator-preserves-kwargs
def passthrough(fn):
    def w(*args, **kwargs):
        return fn(*args, **kwargs)
    return w
@passthrough
def f(a, *, b=2, **rest):
    return (a, b, rest)
print(f(1), f(1, b=3, c=4))
f()

# ---- total-ordering-methods-call-tools
# tools: {"fetch": [{"args": {"v": 1}, "output": {"json": 1}}, {"args": {"v": 2}, "output": {"json": 2}}]}
from functools import total_ordering
@total_ordering
class V:
    def __init__(self, n):
        self.n = n
    @property
    def key(self):
        return fetch(v=self.n)
    def __eq__(self, o):
        return self.key == o.key
    def __lt__(self, o):
        return self.key < o.key
a, b = V(1), V(2)
print(a < b, a <= b, a > b, a >= b, b > a, b >= a, a <= V(1), a >= V(1), a > V(1))
print(max([a, b]).n, min([b, a]).n, V.__gt__(b, a), V.__le__(a, b))

# ---- total-ordering-each-root-calls-tools
# tools: {"fetch": [{"args": {"v": 1}, "output": {"json": 1}}, {"args": {"v": 2}, "output": {"json": 2}}]}
from functools import total_ordering
def make(root):
    @total_ordering
    class V:
        def __init__(self, n):
            self.n = n
        def __eq__(self, o):
            return fetch(v=self.n) == fetch(v=o.n)
        def __repr__(self):
            return f"V{self.n}"
    def cmp(self, o):
        a, b = fetch(v=self.n), fetch(v=o.n)
        return {"__lt__": a < b, "__le__": a <= b, "__gt__": a > b, "__ge__": a >= b}[root]
    setattr(V, root, cmp)
    return total_ordering(V)
for root in ["__lt__", "__le__", "__gt__", "__ge__"]:
    V = make(root)
    x, y = V(1), V(2)
    print(root, x < y, x <= y, x > y, x >= y, y < x, y <= x, y > x, y >= x, x <= V(1), x >= V(1))

# ---- docstrings
import functools
def f():
    """Doc here."""
    return 1
def g(): return 2
class C:
    """Class doc."""
    def m(self):
        "m doc"
class D(C):
    pass
def deco(fn):
    @functools.wraps(fn)
    def w(*a):
        "wrapper doc"
        return fn(*a)
    return w
@deco
def nodoc(): pass
@deco
def withdoc():
    """kept"""
print(f.__doc__, g.__doc__, (lambda: 1).__doc__, C.__doc__, C.m.__doc__, C().m.__doc__, D.__doc__)
print(nodoc.__doc__, withdoc.__doc__, f"{'x'}".strip())
