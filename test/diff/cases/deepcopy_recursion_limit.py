import copy
import sys


class Node:
    pass


def nest(kind, n):
    x = {"list": [], "dict": {}, "tuple": (), "set": frozenset(), "obj": Node()}[kind]
    for _ in range(n):
        if kind == "list":
            x = [x]
        elif kind == "dict":
            x = {"k": x}
        elif kind == "tuple":
            x = (x,)
        elif kind == "set":
            x = frozenset([x])
        else:
            node = Node()
            node.child = x
            x = node
    return x


# Well inside CPython's limit the copy is whole; well past it, RecursionError (the exact depth
# and messages are compared with a plain python3 run in test/conformance/modules/deepcopy-depth.test.ts).
for kind, fine, deep in [("list", 400, 600), ("dict", 400, 600), ("tuple", 250, 400), ("set", 150, 250), ("obj", 200, 300)]:
    y = copy.deepcopy(nest(kind, fine))
    print(kind, type(y).__name__, y is not nest(kind, 0))
    try:
        copy.deepcopy(nest(kind, deep))
        print(kind, "copied")
    except RecursionError as e:
        # Which check trips (a frame or a C call, as the message says) depends on how deep the
        # script starts for tuples, sets and instances: the oracle runs scripts deeper.
        print(kind, "RecursionError", e if kind in ("list", "dict") else "")

shared = nest("list", 100)
pair = copy.deepcopy([shared, shared])
print(pair[0] is pair[1], pair[0] is not shared)
cyclic = []
cyclic.append(cyclic)
c = copy.deepcopy(cyclic)
print(c[0] is c, c is not cyclic)
sys.setrecursionlimit(200)
try:
    copy.deepcopy(nest("list", 150))
except RecursionError as e:
    print("limit 200", e)
sys.setrecursionlimit(1000)
print(len(repr(copy.deepcopy(nest("list", 150)))))
