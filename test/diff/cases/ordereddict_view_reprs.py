from collections import OrderedDict
od = OrderedDict(a=1, b=2)
k, v, i = od.keys(), od.values(), od.items()
print(k, v, i)
print(repr(k), str(v), list(i))
print(type(k).__name__, type(v).__name__, type(i).__name__)
print(type(k), isinstance(k, type({}.keys())), isinstance(i, type({}.items())))
od["c"] = 3
od.move_to_end("a")
print(k, v, i)
print(list(reversed(k)), list(reversed(v)), list(reversed(i)))
print(k & {"a", "z"}, "b" in k, ("c", 3) in i, len(v))
print(k == {"a", "b", "c"}, sorted(k | {"q"}))
print(OrderedDict().keys(), OrderedDict().items())
print({"x": od.keys()})
for key, val in od.items():
    print(key, val)
