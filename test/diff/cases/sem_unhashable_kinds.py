# Which container kinds hash (dict_values and plain objects by identity) and which refuse, with
# CPython's message naming the type, and the same refusals as set members and dict keys.
import collections
import types

makers = [
    ("deque", lambda: collections.deque([1, 2])),
    ("deque_maxlen", lambda: collections.deque([], 3)),
    ("Counter", lambda: collections.Counter("abca")),
    ("defaultdict", lambda: collections.defaultdict(int)),
    ("OrderedDict", lambda: collections.OrderedDict()),
    ("SimpleNamespace", lambda: types.SimpleNamespace(a=1)),
    ("keys", lambda: {1: 2}.keys()),
    ("values", lambda: {1: 2}.values()),
    ("items", lambda: {1: 2}.items()),
    ("set", lambda: {1}),
    ("frozenset", lambda: frozenset({1, 2})),
    ("list", lambda: [1]),
    ("tuple_of_list", lambda: (1, [2])),
]
for name, make in makers:
    value = make()
    try:
        h = hash(value)
        same = hash(value) == h
        print(name, "hashable", same)
    except TypeError as e:
        print(name, "TypeError:", e)
    try:
        s = {value}
        print(name, "in a set", len(s))
    except TypeError as e:
        print(name, "set TypeError:", e)
    try:
        d = {value: 1}
        print(name, "as a key", d[value])
    except TypeError as e:
        print(name, "key TypeError:", e)

v = {1: 2}.values()
print({v: "x"}[v], v in {v}, {1: 2}.values() in {v})
