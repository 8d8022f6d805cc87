# Callables kept as class attributes: a def or lambda binds to the instance; a builtin function
# (len, sorted, print), a bound method, a functools.partial and a C module's function (math,
# operator, bisect, heapq's heap operations, functools.reduce and cmp_to_key, hashlib's named
# constructors, csv's reader) do not, having no __get__; a C module's Python-written functions
# (heapq.nlargest, hashlib.new) do; a method taken from a builtin type binds and checks its
# receiver.
import bisect
import csv
import functools
import hashlib
import heapq
import io
import math
import operator

class A:
    def m(self, *a, **k):
        return ("A.m", a, sorted(k.items()))

a = A()
log = []

class C:
    size = len
    order = sorted
    bound = a.m
    push = log.append
    top = functools.partial(max, 0)
    root = math.sqrt
    plus = operator.add
    where = bisect.bisect_left
    upper = str.upper
    twice = lambda self, x: (type(self).__name__, x * 2)

    def own(self, x):
        return ("own", x)

c = C()
out = [c.size([1, 2, 3]), c.order([3, 1, 2]), c.order([3, 1, 2], reverse=True), c.bound(1), c.bound(1, k=2)]
c.push("x")
out.append((log, c.top(3), c.top(-5, -1), c.root(16), c.plus(2, 3), c.where([1, 3, 5], 4)))
out.append((c.twice(4), c.own(5), C.size("ab"), C.own(c, 6)))
f = c.size
g = c.own
out.append((f("abcd"), g(7), f is len, c.size is len))
out.append((c.size(*[[1, 2]]), c.bound(*[1, 2]), c.own(*[3])))
try:
    c.upper()
except TypeError as e:
    out.append(str(e))
s = set()
class D:
    add = s.add
D().add(9)
out.append(sorted(s))

class H:
    push = heapq.heappush
    pop = heapq.heappop
    fold = functools.reduce
    keyed = functools.cmp_to_key
    key = functools.cmp_to_key(lambda a, b: b - a)
    digest = hashlib.sha256
    rows = csv.reader
    largest = heapq.nlargest
    named = hashlib.new

h = H()
heap = []
for v in [5, 1, 3]:
    h.push(heap, v)
out.append((heap, h.pop(heap), h.fold(lambda a, b: a * b, [2, 3, 4]), sorted([1, 3, 2], key=h.key)))
out.append((sorted([1, 3, 2], key=h.keyed(lambda a, b: a - b)), type(h.key).__name__, h.digest(b"ab").hexdigest()[:12]))
out.append(list(h.rows(io.StringIO("a,b\n1,2"))))
for call in [lambda: h.largest(1, [4, 9]), lambda: h.named("sha256")]:
    try:
        out.append(call())
    except TypeError as e:
        out.append(("TypeError", str(e)))
print(out)
out
