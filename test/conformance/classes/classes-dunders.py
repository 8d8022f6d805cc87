Special methods honoured by builtins and operators: repr/str/format, comparisons with
NotImplemented and reflection, hashing, bool/len, iteration, containers, calls, arithmetic.

# ---- repr-and-str
class C:
    def __repr__(self):
        return "C()"
    def __str__(self):
        return "a C"
c = C()
print(c, repr(c), str(c), f"{c}", f"{c!r}", [c], "%s %r" % (c, c), "{} {!r}".format(c, c))

# ---- repr-only-used-for-str
class C:
    def __repr__(self):
        return "<C>"
print(str(C()), f"{C()}")

# ---- str-only
class C:
    def __str__(self):
        return "text"
print(C(), [C()][0].__str__())

# ---- repr-returns-non-str
class C:
    def __repr__(self):
        return 5
repr(C())

# ---- str-returns-non-str
class C:
    def __str__(self):
        return None
str(C())

# ---- format-dunder
class Money:
    def __init__(self, v):
        self.v = v
    def __format__(self, spec):
        if spec == "usd":
            return f"${self.v:.2f}"
        return format(self.v, spec)
m = Money(3.5)
print(f"{m:usd}", f"{m:>8}", format(m, "usd"), "{:usd}".format(m))

# ---- format-default-empty-spec
class C:
    def __str__(self):
        return "S"
print(f"{C()}", format(C()), f"[{C()!s:>4}]")

# ---- format-default-bad-spec
class C:
    pass
f"{C():>10}"

# ---- eq-dunder
class P:
    def __init__(self, x):
        self.x = x
    def __eq__(self, other):
        return isinstance(other, P) and self.x == other.x
print(P(1) == P(1), P(1) == P(2), P(1) != P(1), P(1) != P(2), P(1) == 1)
print(P(1) in [P(0), P(1)], [P(1), P(2)].index(P(2)), [P(1), P(1)].count(P(1)))

# ---- eq-makes-unhashable
class P:
    def __eq__(self, other):
        return True
hash(P())

# ---- eq-unhashable-dict-key
class P:
    def __eq__(self, other):
        return True
d = {P(): 1}

# ---- eq-unhashable-caught
class P:
    def __eq__(self, other):
        return True
try:
    {P()}
except TypeError as e:
    print(e)

# ---- eq-and-hash
class P:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)
    def __hash__(self):
        return hash((self.x, self.y))
d = {P(1, 2): "a"}
print(d[P(1, 2)], P(1, 2) in d, len({P(1, 2), P(1, 2), P(2, 1)}), hash(P(1, 2)) == hash((1, 2)))

# ---- hash-collision-unequal
class K:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return self.v == other.v
    def __hash__(self):
        return 1
s = {K(1), K(2), K(1)}
print(len(s), K(2) in s, K(3) in s)

# ---- hash-returns-non-int
class K:
    def __hash__(self):
        return "x"
hash(K())

# ---- hash-none-explicit
class K:
    __hash__ = None
try:
    hash(K())
except TypeError as e:
    print(e)

# ---- eq-notimplemented-reflected
class A:
    def __eq__(self, other):
        print("A.__eq__")
        return NotImplemented
class B:
    def __eq__(self, other):
        print("B.__eq__")
        return True
print(A() == B())
print(B() == A())

# ---- eq-both-notimplemented-identity
class A:
    def __eq__(self, other):
        return NotImplemented
a = A()
print(a == a, a == A(), a != A())

# ---- ne-custom
class A:
    def __ne__(self, other):
        return "custom ne"
print(A() != A())

# ---- ne-derived-from-eq
class A:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return self.v == other.v
print(A(1) != A(1), A(1) != A(2))

# ---- ordering-lt
class V:
    def __init__(self, n):
        self.n = n
    def __lt__(self, other):
        return self.n < other.n
    def __repr__(self):
        return f"V{self.n}"
xs = [V(3), V(1), V(2)]
print(sorted(xs), max(xs), min(xs), V(1) < V(2), V(2) > V(1))

# ---- ordering-reflected-gt
class V:
    def __init__(self, n):
        self.n = n
    def __gt__(self, other):
        print("gt called")
        return self.n > other.n
print(V(1) < V(2))

# ---- ordering-missing-le
class V:
    def __lt__(self, other):
        return True
V() <= V()

# ---- ordering-with-int
class V:
    def __init__(self, n):
        self.n = n
    def __lt__(self, other):
        if isinstance(other, int):
            return self.n < other
        return NotImplemented
    def __gt__(self, other):
        if isinstance(other, int):
            return self.n > other
        return NotImplemented
print(V(1) < 5, 5 < V(1), 5 > V(1))

# ---- ordering-notimplemented-raises
class V:
    def __lt__(self, other):
        return NotImplemented
V() < V()

# ---- compare-returns-non-bool
class V:
    def __lt__(self, other):
        return "yes"
print(V() < V())

# ---- subclass-reflected-first
class A:
    def __lt__(self, other):
        return "A.lt"
class B(A):
    def __gt__(self, other):
        return "B.gt"
print(A() < B())

# ---- bool-dunder
class C:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        return self.v > 0
print(bool(C(1)), bool(C(0)), not C(0), "yes" if C(5) else "no", C(0) or "alt", C(2) and "both")
print([x.v for x in filter(None, [C(1), C(0), C(3)])], any([C(0)]), all([C(1), C(2)]))

# ---- bool-returns-int
class C:
    def __bool__(self):
        return 1
bool(C())

# ---- len-dunder
class Bag:
    def __init__(self, items):
        self.items = items
    def __len__(self):
        return len(self.items)
print(len(Bag([1, 2])), bool(Bag([])), bool(Bag([0])))
if not Bag([]):
    print("empty")

# ---- len-negative
class Bag:
    def __len__(self):
        return -1
len(Bag())

# ---- len-not-int
class Bag:
    def __len__(self):
        return "3"
len(Bag())

# ---- no-len
class C:
    pass
len(C())

# ---- iter-dunder-generator-list
class Box:
    def __init__(self, *items):
        self.items = list(items)
    def __iter__(self):
        return iter(self.items)
b = Box(1, 2, 3)
print(list(b), tuple(b), sum(b), sorted(b, reverse=True), [x * 2 for x in b], 2 in b, 5 in b)
for x in b:
    print(x)
a, c, d = b
print(a, c, d, max(b), set(b), dict(zip(b, b)), ",".join(str(x) for x in b))

# ---- iter-next-protocol
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(3)))
it = iter(Countdown(2))
print(next(it), next(it), next(it, "done"))
for v in Countdown(2):
    print("v", v)

# ---- next-exhausted-raises
class It:
    def __iter__(self):
        return self
    def __next__(self):
        raise StopIteration
next(It())

# ---- iter-returns-non-iterator
class C:
    def __iter__(self):
        return 5
iter(C())

# ---- not-iterable
class C:
    pass
for x in C():
    pass

# ---- not-an-iterator
class C:
    pass
next(C())

# ---- getitem-sequence-protocol
class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10
print(list(Seq()), 20 in Seq(), Seq()[1])

# ---- contains-dunder
class Evens:
    def __contains__(self, x):
        return x % 2 == 0
print(4 in Evens(), 3 in Evens(), 3 not in Evens())

# ---- not-container
class C:
    pass
1 in C()

# ---- getitem-setitem-delitem
class Store:
    def __init__(self):
        self.d = {}
    def __getitem__(self, k):
        return self.d[k]
    def __setitem__(self, k, v):
        self.d[k] = v
    def __delitem__(self, k):
        del self.d[k]
s = Store()
s["a"] = 1
s["b"] = 2
s["a"] += 10
print(s["a"], s["b"])
del s["b"]
print(s.d)
s["zz"]

# ---- getitem-slice
class L:
    def __getitem__(self, k):
        return k
x = L()
print(x[1:3], x[::2], x[1, 2], x["k"])

# ---- not-subscriptable
class C:
    pass
C()[0]

# ---- no-setitem
class C:
    pass
c = C()
c[0] = 1

# ---- no-delitem
class C:
    pass
c = C()
del c[0]

# ---- call-dunder
class Adder:
    def __init__(self, n):
        self.n = n
    def __call__(self, x, times=1):
        return self.n + x * times
add = Adder(10)
print(add(1), add(2, times=3), list(map(add, [1, 2])), callable(add))

# ---- not-callable-instance
class C:
    pass
C()()

# ---- arithmetic
class V:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __add__(self, o):
        return V(self.x + o.x, self.y + o.y)
    def __sub__(self, o):
        return V(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        return V(self.x * k, self.y * k)
    def __rmul__(self, k):
        return V(self.x * k * 100, self.y * k * 100)
    def __truediv__(self, k):
        return V(self.x / k, self.y / k)
    def __floordiv__(self, k):
        return V(self.x // k, self.y // k)
    def __mod__(self, k):
        return V(self.x % k, self.y % k)
    def __pow__(self, k):
        return V(self.x ** k, self.y ** k)
    def __neg__(self):
        return V(-self.x, -self.y)
    def __pos__(self):
        return self
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __repr__(self):
        return f"V({self.x}, {self.y})"
a, b = V(1, 2), V(3, 4)
print(a + b, b - a, a * 3, 3 * a, a / 2, b // 2, b % 2, a ** 2, -a, +a, abs(b))

# ---- radd-with-sum
class M:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return M(self.v + (o.v if isinstance(o, M) else o))
    def __radd__(self, o):
        return M(o + self.v)
    def __repr__(self):
        return f"M({self.v})"
print(sum([M(1), M(2), M(3)]), 5 + M(1), M(1) + 5)

# ---- add-notimplemented
class A:
    def __add__(self, o):
        return NotImplemented
A() + 1

# ---- unsupported-operand
class A:
    pass
A() + A()

# ---- reflected-unsupported
class A:
    pass
1 - A()

# ---- bad-unary
class A:
    pass
-A()

# ---- iadd-inplace
class Acc:
    def __init__(self):
        self.items = []
    def __iadd__(self, x):
        self.items.append(x)
        return self
a = Acc()
b = a
a += 1
a += 2
print(a.items, a is b)

# ---- iadd-falls-back-to-add
class N:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return N(self.v + o)
n = N(1)
m = n
n += 5
print(n.v, m.v, n is m)

# ---- bitwise-and-shift
class B:
    def __init__(self, v):
        self.v = v
    def __and__(self, o):
        return B(self.v & o.v)
    def __or__(self, o):
        return B(self.v | o.v)
    def __xor__(self, o):
        return B(self.v ^ o.v)
    def __lshift__(self, n):
        return B(self.v << n)
    def __rshift__(self, n):
        return B(self.v >> n)
    def __invert__(self):
        return B(~self.v)
r = [(B(12) & B(10)).v, (B(12) | B(10)).v, (B(12) ^ B(10)).v, (B(1) << 3).v, (B(16) >> 2).v, (~B(0)).v]
print(r)

# ---- subclass-radd-priority
class A:
    def __add__(self, o):
        return "A.add"
class B(A):
    def __radd__(self, o):
        return "B.radd"
print(A() + B(), B() + A())

# ---- getattr-fallback
class Proxy:
    def __init__(self, target):
        self.target = target
    def __getattr__(self, name):
        return f"proxied {name}"
p = Proxy(1)
print(p.target, p.anything, getattr(p, "other"), hasattr(p, "x"))

# ---- getattr-fallback-raises
class Strict:
    def __getattr__(self, name):
        raise AttributeError(f"no {name}")
print(hasattr(Strict(), "q"), getattr(Strict(), "q", "dflt"))
Strict().q

# ---- setattr-dunder
class Logged:
    def __setattr__(self, name, value):
        print("set", name, value)
        object.__setattr__(self, name, value)
l = Logged()
l.a = 1
print(l.a)

# ---- setattr-super
class Upper:
    def __setattr__(self, name, value):
        super().__setattr__(name, value.upper() if isinstance(value, str) else value)
u = Upper()
u.s = "abc"
print(u.s)

# ---- delattr-dunder
class D:
    def __delattr__(self, name):
        print("del", name)
d = D()
del d.x

# ---- str-of-nested-container-uses-repr
class C:
    def __str__(self):
        return "str"
    def __repr__(self):
        return "repr"
print(C(), [C()], (C(),), {1: C()}, {C()})

# ---- eq-used-by-list-remove-and-dict
class K:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, K) and self.v == o.v
    def __hash__(self):
        return hash(self.v)
xs = [K(1), K(2), K(3)]
xs.remove(K(2))
print([k.v for k in xs], {K(1): "one"}[K(1)], K(1) in {K(1), K(2)})

# ---- repr-recursion-into-attrs
class Node:
    def __init__(self, v, children=()):
        self.v = v
        self.children = list(children)
    def __repr__(self):
        return f"Node({self.v!r}, {self.children!r})"
print(Node(1, [Node(2), Node("x")]))

# ---- len-used-by-truthiness-in-while
class Q:
    def __init__(self):
        self.items = [1, 2, 3]
    def __len__(self):
        return len(self.items)
    def pop(self):
        return self.items.pop()
q = Q()
while q:
    print(q.pop())

# ---- contains-falls-back-to-iter
class R:
    def __iter__(self):
        print("iter")
        return iter([1, 2, 3])
print(2 in R(), 9 in R())

# ---- enumerate-zip-over-instance
class R:
    def __iter__(self):
        return iter("ab")
print(list(enumerate(R())), list(zip(R(), R())), list(reversed(list(R()))))

# ---- iter-dunder-generator-expression
class R:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return (i * i for i in range(self.n))
print(list(R(4)), sum(R(3)))

# ---- hash-used-in-set-ops
class H:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __hash__(self):
        return hash(self.v)
    def __repr__(self):
        return f"H{self.v}"
a = {H(1), H(2)}
b = {H(2), H(3)}
print(sorted((a & b), key=lambda h: h.v), len(a | b), sorted(a - b, key=lambda h: h.v))

# ---- bool-in-conditions-calls-once
class C:
    def __bool__(self):
        print("bool called")
        return True
if C():
    print("yes")
x = C() and 1
print(x)

# ---- object-ne-inverts-eq
class A:
    def __init__(self, n):
        self.n = n
    def __eq__(self, o):
        return isinstance(o, A) and self.n == o.n
class B:
    pass
class N:
    def __eq__(self, o):
        return NotImplemented
a = A(1)
print(a.__ne__(A(1)), a.__ne__(A(2)), a.__ne__(3), B().__ne__(B()), N().__ne__(N()))
b = B()
print(b.__ne__(b), object.__ne__(a, A(1)), a != A(1), A.__ne__(a, A(5)))
# ---- eq_operator_asks_eq_for_the_same_object
class Never:
    def __eq__(self, other):
        return False
    def __hash__(self):
        return 1
n = Never()
print(n == n, n != n, [n] == [n], (n,) == (n,), {"k": n} == {"k": n}, [n].index(n), n in [n], n in {n})
class Plain:
    pass
p = Plain()
print(p == p, p != p, float("nan") == float("nan"))
