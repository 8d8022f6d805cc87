# Modules: collections — Counter, defaultdict, OrderedDict, deque, namedtuple.
# ---- counter_basic
from collections import Counter
c = Counter("abracadabra")
print(c, c["a"], c["z"], c.most_common(2), len(c))
# ---- counter_update_arith
from collections import Counter
a = Counter(a=3, b=1)
b = Counter(a=1, b=2, c=1)
print(a + b, a - b, a | b, a & b)
a.update("aab")
a.subtract({"b": 5})
print(a, sorted(a.elements()), a.total())
# ---- counter_equality_zero
from collections import Counter
print(Counter(a=1) == Counter(a=1, b=0), Counter(a=1) == {"a": 1}, Counter() == Counter(x=0))
# ---- counter_del_missing
from collections import Counter
c = Counter(a=1)
del c["missing"]
del c["a"]
print(c, dict(c))
# ---- counter_most_common_ties
from collections import Counter
words = "the cat the dog a cat the end a".split()
print(Counter(words).most_common(), Counter(words).most_common(1))
# ---- counter_from_list_keys
from collections import Counter
c = Counter([1, 1.0, True, 2, (1, 2), (1, 2)])
print(c, list(c.keys()), list(c.values()))
# ---- defaultdict_list
from collections import defaultdict
d = defaultdict(list)
for k, v in [("a", 1), ("b", 2), ("a", 3)]:
    d[k].append(v)
print(d, dict(d), d["zz"], len(d), "q" in d)
# ---- defaultdict_int_lambda
from collections import defaultdict
d = defaultdict(int)
for ch in "hello":
    d[ch] += 1
e = defaultdict(lambda: "n/a", x=1)
print(sorted(d.items()), e["y"], dict(e), d.default_factory)
# ---- defaultdict_no_factory
from collections import defaultdict
d = defaultdict(None, a=1)
print(d["a"])
d["b"]
# ---- ordereddict
from collections import OrderedDict
o = OrderedDict()
o["b"] = 1
o["a"] = 2
o["c"] = 3
o.move_to_end("b")
print(o, list(o), o.popitem(), o.popitem(last=False), o)
# ---- ordereddict_equality
from collections import OrderedDict
a = OrderedDict([("x", 1), ("y", 2)])
b = OrderedDict([("y", 2), ("x", 1)])
print(a == b, a == dict(b), dict(a) == dict(b))
# ---- deque_ops
from collections import deque
d = deque([1, 2, 3])
d.appendleft(0)
d.append(4)
d.extendleft([-1, -2])
print(d, d.popleft(), d.pop(), d[0], d[-1], len(d))
d.rotate(2)
print(d)
d.rotate(-3)
print(d, list(reversed(d)))
# ---- deque_maxlen
from collections import deque
d = deque(maxlen=3)
for i in range(6):
    d.append(i)
print(d, d.maxlen, list(d))
# ---- deque_empty_pop
from collections import deque
deque().popleft()
# ---- namedtuple_basic
from collections import namedtuple
P = namedtuple("P", ["x", "y"])
p = P(1, y=2)
print(p, p.x + p.y, p[0], tuple(p), p._asdict(), p._replace(x=9), P._fields)
x, y = p
print(x, y, p == (1, 2), isinstance(p, tuple))
# ---- namedtuple_string_fields_defaults
from collections import namedtuple
R = namedtuple("R", "a b c", defaults=[0])
print(R(1, 2), R._make([4, 5, 6]), R(1, 2, 3).c)
# ---- namedtuple_bad_args
from collections import namedtuple
P = namedtuple("P", "x y")
P(1)
# ---- counter_sorted_keys
import collections
c = collections.Counter({"b": 2, "a": 2, "c": 5})
print(sorted(c, key=lambda k: (-c[k], k)), max(c, key=c.get))
# ---- counter_arith_update_from_counter
from collections import Counter
c = Counter(["x", "y", "x"])
c.update(Counter(x=2))
c["z"] += 1
print(c, c.most_common(), +Counter(a=-1, b=2), -Counter(a=-1))
# ---- deque_index_contains_clear
from collections import deque
d = deque("abcde")
print(d.index("c"), "e" in d, d.count("a"), d[2])
d.remove("b")
d.clear()
print(d, len(d), bool(d))
# ---- reversed_dict_subclasses
from collections import OrderedDict, Counter
print(list(reversed(OrderedDict(a=1, b=2))), list(reversed(Counter("aab"))))
# ---- counter_operators_run_cpython_comparisons
from collections import Counter
def err(fn):
    try:
        return fn()
    except (TypeError, KeyError, AttributeError) as e:
        return type(e).__name__ + ": " + str(e)
print(err(lambda: Counter(a="x") <= Counter(a=1)), err(lambda: Counter(a="x") > Counter(a=1)))
print(err(lambda: Counter(a="x") | Counter(a=1)), err(lambda: Counter() | Counter(a="x")))
print(err(lambda: Counter(a="x") & Counter()), err(lambda: Counter(a="x") + Counter()))
print(err(lambda: Counter(a="x") - Counter(a=1)), err(lambda: +Counter(a="x")), err(lambda: -Counter(a="x")))
print(Counter(a="x"), Counter({"a": "y"}, a="z") if False else Counter({"a": "y"}))
c = Counter(a=1)
print(err(lambda: c.update(a="s")), c)
# ---- counter_inplace_operators_any_mapping
from collections import Counter
def run(op, left, right):
    c = Counter(left)
    alias = c
    try:
        if op == "+": c += right
        elif op == "-": c -= right
        elif op == "|": c |= right
        else: c &= right
    except (TypeError, KeyError, AttributeError) as e:
        return type(e).__name__ + ": " + str(e)
    return (c, c is alias)
for op in "+-|&":
    print(op, run(op, {"a": 1, "b": 3}, Counter(a=2, c=-1)), run(op, {"a": 1}, {"a": 2, "b": 5}))
    print(op, run(op, {"a": 1}, Counter(a="x")), run(op, {"a": 1}, 5))
print(run("&", {"a": 3, "b": 2}, {"a": 1}))
# ---- counter_elements_lazy_ssize
from collections import Counter
for count in (2, 0, -3, True, 1.5, 2**63, -(2**63) - 1, 2**63 - 1):
    it = Counter({"k": count, "z": 1}).elements()
    try:
        print(repr(count), next(it), type(it).__name__)
    except (TypeError, OverflowError, StopIteration) as e:
        print(repr(count), type(e).__name__, e)
# ---- deque_repr_is_a_snapshot
from collections import deque
class Popper:
    def __repr__(self):
        dq.pop()
        return "X"
dq = deque([Popper(), Popper(), Popper()])
print(repr(dq), len(dq))
dq2 = deque([1])
dq2.append(dq2)
print(dq2)
# ---- namedtuple_module_and_name_coercion
from collections import namedtuple
print(namedtuple("M", "a", module="mymod").__module__, namedtuple("M", "a", module=None).__module__)
print(namedtuple("M", "a", module=42).__module__)
P = namedtuple("P", "x y")
print(P(1, 2).__module__, P.__module__)
class Name:
    def __init__(self, s): self.s = s
    def __str__(self): return self.s
class Bad:
    def __str__(self): raise ValueError("boom")
print(namedtuple(Name("Q"), [Name("a"), "b"])(1, 2))
for args in ((Bad(), ["a"]), ("T", ["ok", Bad(), [1]]), (1, "a"), ("T", [1])):
    try:
        namedtuple(*args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    P(1, 2)._replace(z=9)
except ValueError as e:
    print(e)
try:
    P._make([1])
except TypeError as e:
    print(e)
