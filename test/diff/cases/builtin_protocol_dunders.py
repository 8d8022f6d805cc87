# The protocol methods builtin values carry as attributes: which of __len__, __iter__,
# __getitem__, __setitem__, __delitem__, __contains__, __reversed__, __next__ and __call__ each
# type has (a module's deque and regex match too), calling them (their errors as the
# operations'), and the duck-typing idioms built on them.
import re
from collections import Counter, OrderedDict, deque
names = ["__len__", "__iter__", "__getitem__", "__setitem__", "__delitem__", "__contains__", "__reversed__", "__next__", "__call__"]
values = {"list": [3, 1], "tuple": (1,), "str": "ab", "dict": {"k": 1}, "set": {1}, "frozenset": frozenset([2]), "range": range(3),
          "bytes": b"xy", "keys": {"a": 1}.keys(), "items": {"a": 1}.items(), "vals": {"a": 1}.values(), "int": 5, "float": 1.5, "None": None,
          "gen": (x for x in [1, 2]), "iter": iter([4]), "map": map(str, [1]), "zip": zip([1]), "func": len, "lambda": lambda x: x,
          "method": [].append, "Counter": Counter("aab"), "OrderedDict": OrderedDict(a=1), "deque": deque([1, 2]),
          "match": re.match("a", "a"), "pattern": re.compile("a")}
out = [(k, [n for n in names if hasattr(v, n)]) for k, v in values.items()]
xs = [1, 2, 3]
xs.__setitem__(0, 9)
xs.__delitem__(-1)
out.append((xs.__len__(), xs.__getitem__(1), xs.__contains__(9), list(xs.__reversed__()), list(xs.__iter__()), xs))
d = {"a": 1}
d.__setitem__("b", 2)
out.append((d.__getitem__("b"), d.__contains__("a"), d.__len__(), list(d.__iter__()), list(d.__reversed__())))
it = iter("xy")
out.append((it.__next__(), next(it), it.__iter__() is it, len.__call__([1, 2]), (lambda a, b=2: a + b).__call__(1, b=5)))
dq = deque([1, 2, 3])
out.append((dq.__len__(), dq.__getitem__(-1), list(dq.__reversed__()), dq.__contains__(2), values["match"].__getitem__(0)))
out.append(("abc".__len__(), "abc".__getitem__(-1), "é😀".__len__(), range(10).__getitem__(slice(2, 5)), Counter("aab").__getitem__("z")))
for bad in [lambda: [].__getitem__(0), lambda: {}.__getitem__("x"), lambda: "a".__contains__(1), lambda: iter([]).__next__(),
            lambda: (5).__len__(), lambda: {1}.__getitem__(0), lambda: [].__getitem__("a")]:
    try:
        out.append(bad())
    except (IndexError, KeyError, TypeError, StopIteration, AttributeError) as e:
        out.append((type(e).__name__, str(e)))

def flatten(x):
    if hasattr(x, "__iter__") and not isinstance(x, (str, bytes)):
        for y in x:
            yield from flatten(y)
    else:
        yield x

out.append(list(flatten([1, [2, (3, {4})], "ab", range(2), {"k": [5]}])))
out.append([k for k, v in values.items() if callable(getattr(v, "__len__", None))])
print(out)
len(out)
