# d |= other is dict.update(other): a dict, a mapping read by its keys(), or an iterable of pairs.
import collections
from collections import OrderedDict, defaultdict, Counter, ChainMap
def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)
class M:
    def keys(self):
        return ["a", "b"]
    def __getitem__(self, k):
        return k * 2
def ior(d, o):
    d |= o
    return d
attempt("pairs", lambda: ior({"x": 1}, [("a", 1), ("b", 2)]))
attempt("mapping", lambda: ior({"x": 1}, M()))
attempt("ordered", lambda: ior({"x": 1}, OrderedDict(a=1)))
attempt("chainmap", lambda: ior({"x": 1}, ChainMap({"c": 3})))
attempt("bad", lambda: ior({"x": 1}, [1, 2]))
attempt("bad int", lambda: ior({"x": 1}, 5))
attempt("bad pairs", lambda: ior({"x": 1}, [("a", 1, 2)]))
attempt("or pairs", lambda: {"x": 1} | [("a", 1)])
attempt("or mapping", lambda: {"x": 1} | M())
attempt("dd", lambda: ior(defaultdict(int, x=1), [("a", 1)]))
attempt("counter", lambda: ior(Counter(a=1), Counter(a=2)))
attempt("od", lambda: ior(OrderedDict(x=1), [("a", 1)]))
attempt("str", lambda: ior({"x": 1}, "ab"))
