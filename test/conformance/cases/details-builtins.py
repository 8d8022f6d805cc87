# Builtin details: iter(f, sentinel), range lengths, keyword arguments, Counter, codecs
# ---- iter_sentinel_stopiteration_ends
def f():
    raise StopIteration
print(list(iter(f, 1)))
# ---- iter_sentinel_stopiteration_after_values
state = [0]
def f():
    state[0] += 1
    if state[0] > 3:
        raise StopIteration("done")
    return state[0]
it = iter(f, 99)
print(list(it), list(it), state)
# ---- iter_sentinel_stopiteration_stays_exhausted
n = [0]
def f():
    n[0] += 1
    if n[0] == 2:
        raise StopIteration
    return n[0]
it = iter(f, None)
print(next(it), next(it, "end"), next(it, "end"), n)
# ---- iter_sentinel_other_error_propagates
def f():
    raise ValueError("boom")
try:
    list(iter(f, 0))
except ValueError as e:
    print("ValueError", e)
# ---- iter_sentinel_in_for
vals = iter([1, 2, 3, 0, 5])
for v in iter(lambda: next(vals), 0):
    print(v)
# ---- iter_sentinel_next_raises_stopiteration
vals = iter([1, 2])
print([v for v in iter(lambda: next(vals), 0)])
# ---- range_len_past_2_53
print(len(range(-2**62, 2**62)), len(range(0, 2**63 - 1)), len(range(2**53 + 5)))
# ---- range_len_at_ssize_max
print(len(range(2**63 - 1)))
try:
    len(range(2**63))
except OverflowError as e:
    print("OverflowError", e)
# ---- range_len_negative_step_big
print(len(range(2**62, -2**62, -1)), len(range(0, 2**80, 2**20)))
try:
    len(range(-2**63, 2**63))
except OverflowError as e:
    print("OverflowError", e)
# ---- range_len_arithmetic
n = len(range(-2**62, 2**62))
print(n + 1, n * 2, n // 3, n - 2**63, type(n).__name__)
# ---- range_big_bool_and_index
r = range(-2**62, 2**62)
print(bool(r), r[-1], r[2**62], 2**62 - 1 in r, r.index(0))
# ---- counter_le_ge
from collections import Counter
a = Counter(a=1, b=2)
b = Counter(a=2, b=2, c=1)
print(a <= b, b <= a, a >= b, b >= a, a <= a, a >= a)
# ---- counter_lt_gt
from collections import Counter
a = Counter(a=1)
print(a < Counter(a=2), a < Counter(a=1), a > Counter(), Counter() > Counter(), a < Counter(a=1, b=0))
# ---- counter_missing_as_zero
from collections import Counter
print(Counter(a=0) == Counter(), Counter(a=-1) <= Counter(), Counter() >= Counter(a=-1), Counter(a=1) != Counter(a=1, b=0))
# ---- counter_vs_dict
from collections import Counter
print(Counter(a=1) == {"a": 1}, {"a": 1} == Counter(a=1), Counter(a=1) == {"a": 1, "b": 0})
for f in [lambda: Counter(a=1) <= {"a": 1}, lambda: {"a": 1} < Counter(a=1), lambda: Counter() > 1]:
    try:
        f()
    except TypeError as e:
        print(e)
# ---- counter_compare_mixed_counts
from collections import Counter
print(Counter(a=1.5) <= Counter(a=2), Counter(a=True) >= Counter(a=1), Counter(x=2**70) > Counter(x=1))
# ---- counter_sorted_by_inclusion
from collections import Counter
cs = [Counter("aab"), Counter("ab"), Counter("a")]
print([c <= cs[0] for c in cs], [cs[0] >= c for c in cs])
# ---- counter_most_common_big_n
from collections import Counter
c = Counter("abracadabra")
print(c.most_common(2**70), c.most_common(-2**70), c.most_common(0), c.most_common(2))
# ---- counter_most_common_bad_n
from collections import Counter
try:
    Counter("ab").most_common("2")
except TypeError as e:
    print(e)
# ---- range_len_in_def_fast_path
def span(a, b):
    n = len(range(a, b))
    return n + 1, n * 2 - 1, str(len(range(a, b)))
print(span(0, 10), span(-2**60, 2**60), span(-2**62, 2**62))
# ---- int_invalid_literal_message_cut_at_200
for text in ["x" * 199, "x" * 250, "é😀" * 150, "X,Y,,Z" * 40]:
    for base in [10, 16, 36]:
        try:
            int(text, base)
        except ValueError as e:
            print(len(str(e)), str(e)[-12:])
# ---- class_attribute_of_builtin_values
import math, re
print((1).__class__.__name__, "x".__class__, [].__class__ is list, (1.5).__class__, None.__class__, True.__class__, {}.__class__.__name__, (1,).__class__, {1}.__class__, frozenset().__class__, b"".__class__)
print(int.__class__, print.__class__, len.__class__.__name__, (lambda: 0).__class__, type(1).__class__ is type, (1).__class__(7), "ab".__class__.__name__, math.__class__)
print(hasattr(1, "__class__"), getattr([], "__class__"), "{0.__class__}".format(1), "{0.__class__.__name__}".format(2.5), re.match("a", "a").__class__, range(3).__class__, (x for x in []).__class__.__name__)
print(iter([]).__class__.__name__, {}.keys().__class__.__name__, ValueError("x").__class__, ValueError.__class__, 2**100 .__class__, ....__class__, NotImplemented.__class__)
# ---- class_attribute_compare_and_construct
values = [1, "s", 2.0, [3], (4,), {5: 6}, {7}, None, True]
print([v.__class__ is type(v) for v in values], [v.__class__.__name__ for v in values], [x.__class__(x) == x for x in values[:7]])
def same_kind(a, b):
    return a.__class__ == b.__class__
print(same_kind(1, 2), same_kind(1, 1.0), same_kind([], []), same_kind(True, 1))
# ---- class_attribute_in_tool_flow
# tools: {"lookup": [{"args": {"k": "a"}, "output": {"json": [1, 2]}}, {"args": {"k": "b"}, "output": {"json": {"x": 1}}}, {"args": {"k": "c"}, "output": "plain"}]}
for k in "abc":
    r = lookup(k=k)
    print(k, r.__class__.__name__, r.__class__ is dict, isinstance(r, r.__class__))
