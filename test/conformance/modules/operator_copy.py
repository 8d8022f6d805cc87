# Modules: operator (itemgetter/attrgetter/methodcaller with reprs, the operator functions),
# copy (copy and deepcopy with shared and cyclic structure) and types.SimpleNamespace.
# ---- itemgetter
from operator import itemgetter
rows = [{"name": "b", "age": 3}, {"name": "a", "age": 5}]
print(sorted(rows, key=itemgetter("name")), itemgetter(1)([10, 20]), itemgetter(0, 2)("abc"))
# ---- itemgetter_sort_tuples
from operator import itemgetter
pairs = [(1, "b"), (0, "c"), (1, "a")]
print(sorted(pairs, key=itemgetter(0)), sorted(pairs, key=itemgetter(0, 1)), max(pairs, key=itemgetter(1)))
# ---- getter_reprs
import operator
print(operator.itemgetter(1), operator.itemgetter(1, "a"), operator.attrgetter("a.b", "c"), operator.methodcaller("split", ",", maxsplit=1))
print(type(operator.itemgetter(1)), operator.add)
# ---- attrgetter
from operator import attrgetter
from types import SimpleNamespace
p = SimpleNamespace(name="x", inner=SimpleNamespace(v=3))
print(attrgetter("name")(p), attrgetter("inner.v")(p), attrgetter("name", "inner.v")(p))
print(attrgetter("real")(5), attrgetter("imag")(2.5))
# ---- methodcaller
from operator import methodcaller
print(methodcaller("upper")("abc"), methodcaller("split", ",")("a,b"), methodcaller("replace", "a", "o", 1)("banana"), methodcaller("get", "k", 0)({}))
# ---- getter_errors
import operator
tests = [lambda: operator.itemgetter(), lambda: operator.attrgetter(1), lambda: operator.methodcaller(), lambda: operator.itemgetter(5)([1]),
         lambda: operator.attrgetter("x")(1), lambda: operator.itemgetter("k")({}), lambda: operator.itemgetter(0)()]
for t in tests:
    try:
        t()
    except (TypeError, IndexError, AttributeError, KeyError) as e:
        print(type(e).__name__, e)
# ---- arithmetic_functions
import operator as op
print(op.add(2, 3), op.sub(2, 3), op.mul("ab", 2), op.truediv(7, 2), op.floordiv(-7, 2), op.mod(-7, 3), op.pow(2, 10), op.neg(5), op.pos(-2), op.abs(-3.5), op.abs(-4))
print(op.and_(12, 10), op.or_(12, 10), op.xor(12, 10), op.invert(5), op.inv(0), op.lshift(1, 5), op.rshift(64, 2), op.add([1], [2]))
# ---- comparison_functions
import operator as op
print(op.lt(1, 2), op.le(2, 2), op.eq("a", "a"), op.ne(1, 1.0), op.gt([2], [1, 5]), op.ge((1,), (1,)), op.not_(0), op.truth([]), op.is_(None, None), op.is_not(1, None))
# ---- container_functions
import operator as op
d = {"a": 1}
op.setitem(d, "b", 2)
op.delitem(d, "a")
print(d, op.getitem([1, 2, 3], 1), op.contains("abc", "b"), op.countOf([1, 2, 1, 1], 1), op.indexOf("abc", "c"), op.concat("ab", "cd"), op.index(7))
# ---- operator_errors
import operator as op
tests = [lambda: op.add(1), lambda: op.add(1, "a"), lambda: op.index(1.5), lambda: op.indexOf([1], 2), lambda: op.concat(1, 2), lambda: op.abs("x"), lambda: op.truediv(1, 0)]
for t in tests:
    try:
        t()
    except (TypeError, ValueError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
# ---- inplace_functions
import operator as op
xs = [1]
ys = op.iadd(xs, [2])
print(xs, ys is xs, op.iadd(1, 2), op.imul("a", 3), op.ior({1}, {2}), op.iconcat([0], [1]))
# ---- reduce_with_operator
from functools import reduce
import operator
print(reduce(operator.mul, range(1, 6)), reduce(operator.add, ["a", "b", "c"]), list(map(operator.neg, [1, -2])))
# ---- copy_shallow
import copy
a = [[1, 2], {"k": [3]}]
b = copy.copy(a)
b[0].append(9)
b.append("new")
print(a, b, b is a, b[0] is a[0])
# ---- copy_kinds
import copy
from collections import defaultdict, Counter, OrderedDict, deque
dd = defaultdict(list, {"a": [1]})
c = copy.copy(dd)
c["b"].append(2)
print(c, dd, copy.copy(Counter("aab")), copy.copy(OrderedDict(a=1)), copy.copy(deque([1, 2], maxlen=3)), copy.copy({1, 2}), copy.copy((1, [2])))
# ---- copy_immutables_same
import copy
t = (1, 2)
s = "abc"
f = frozenset([1])
print(copy.copy(t) is t, copy.copy(s) is s, copy.copy(f) is f, copy.copy(None), copy.copy(5), copy.deepcopy(3.5))
# ---- deepcopy_nested
import copy
a = {"xs": [1, [2, 3]], "t": (1, [4]), "s": {5}}
b = copy.deepcopy(a)
b["xs"][1].append(99)
b["t"][1].append(7)
print(a, b)
# ---- deepcopy_shared_and_cycles
import copy
shared = [1]
a = [shared, shared]
b = copy.deepcopy(a)
print(b[0] is b[1], b[0] is shared)
c = [1]
c.append(c)
d = copy.deepcopy(c)
print(d, d[1] is d, d is c)
e = {}
e["self"] = e
print(copy.deepcopy(e))
# ---- deepcopy_tuples
import copy
t = (1, "a", (2, 3))
u = (1, [2])
print(copy.deepcopy(t) is t, copy.deepcopy(u) is u, copy.deepcopy(u) == u)
# ---- deepcopy_kinds
import copy
from collections import defaultdict, deque, Counter
dd = defaultdict(list)
dd["a"].append([1])
d2 = copy.deepcopy(dd)
d2["a"][0].append(2)
d2["new"].append(3)
q = deque([[1]], maxlen=2)
q2 = copy.deepcopy(q)
q2[0].append(2)
print(dd, d2, q, q2, copy.deepcopy(Counter(a=2)))
# ---- deepcopy_config_flow
import copy
defaults = {"retries": 3, "headers": {"ua": "bot"}, "hosts": ["a", "b"]}
cfg = copy.deepcopy(defaults)
cfg["headers"]["ua"] = "me"
cfg["hosts"].append("c")
print(defaults, cfg)
# ---- simple_namespace
from types import SimpleNamespace
n = SimpleNamespace(a=1, b="x")
n.c = [1]
del n.a
print(n, n.b, n.c, SimpleNamespace(), SimpleNamespace(b="x", c=[1]) == n, type(n))
# ---- simple_namespace_errors
from types import SimpleNamespace
n = SimpleNamespace(a=1)
tests = [lambda: n.zz, lambda: SimpleNamespace(1), lambda: hash(n)]
for t in tests:
    try:
        t()
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)
try:
    del n.zz
except AttributeError as e:
    print(e)
# ---- simple_namespace_copy_cycle
import copy
from types import SimpleNamespace
m = SimpleNamespace(l=[1])
m2 = copy.deepcopy(m)
m2.l.append(2)
r = SimpleNamespace()
r.me = r
print(m, m2, copy.copy(m).l is m.l, r, getattr(m, "l"), hasattr(m, "q"), getattr(m, "q", "dflt"))
# ---- types_names
import types
print(types.NoneType, types.FunctionType, types.GenericAlias, types.UnionType, types.ModuleType, types.BuiltinFunctionType)
print(isinstance(lambda: 0, types.FunctionType), isinstance(None, types.NoneType), isinstance(list[int], types.GenericAlias))
