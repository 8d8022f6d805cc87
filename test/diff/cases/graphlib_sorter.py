from graphlib import TopologicalSorter, CycleError
import graphlib

graph = {"deploy": {"test", "build"}, "test": {"build"}, "build": {"fetch", "configure"}, "configure": {"fetch"}}
graph = {k: sorted(v) for k, v in graph.items()}
print(list(TopologicalSorter(graph).static_order()))
print(tuple(TopologicalSorter({2: [1], 3: [2, 1], 1: [], 5: [4, 3, 2]}).static_order()))
print(list(TopologicalSorter().static_order()))

ts = TopologicalSorter()
ts.add("c", "a", "b")
ts.add("b", "a")
ts.add("a")
ts.add("d")
ts.add("c", "d", "a")
ts.prepare()
rounds = []
while ts.is_active():
    ready = ts.get_ready()
    rounds.append(ready)
    print("ready", ready, bool(ts))
    ts.done(*ready)
print(rounds, ts.is_active(), bool(ts), ts.get_ready())

# Parallel-ish: done one node at a time, out of order.
ts = TopologicalSorter({"t1": [], "t2": [], "t3": ["t1", "t2"], "t4": ["t1"], "t5": ["t3", "t4"]})
ts.prepare()
batch = list(ts.get_ready())
print(batch)
ts.done(batch[1])
print(ts.get_ready())
ts.done(batch[0])
print(ts.get_ready(), ts.is_active())
for n in ["t4", "t3"]:
    ts.done(n)
    print(n, ts.get_ready())
ts.done("t5")
print(ts.is_active())

# Mixed node types: 1, 1.0 and True are one node.
print(list(TopologicalSorter({1: [(0, 1)], 2.5: [1.0, True], (0, 1): [None]}).static_order()))

# Cycles: message, args, get_ready after the error.
for g in [{"a": ["b"], "b": ["a"]}, {1: [2], 2: [3], 3: [1], 0: [1]}, {"x": ["x"]}, {"a": ["b"], "b": ["c"], "c": ["d"], "d": ["b"], "e": []}]:
    ts = TopologicalSorter(g)
    try:
        ts.prepare()
    except CycleError as e:
        print(type(e).__name__, e, e.args, isinstance(e, ValueError), str(e))
        print(ts.get_ready(), ts.is_active())
    try:
        list(TopologicalSorter(g).static_order())
    except ValueError as e:
        print("static", repr(e))

gen = TopologicalSorter({"a": ["b"], "b": ["a"]}).static_order()
print(type(gen).__name__)
try:
    next(gen)
except CycleError as e:
    print("lazy", e.args[1])

# add after static_order() is made but before it runs: still allowed, as in CPython.
ts = TopologicalSorter()
it = ts.static_order()
ts.add("late", "early")
print(list(it))

def err(f, *args):
    try:
        print(f(*args))
    except Exception as e:
        print(type(e).__name__, e)

ts = TopologicalSorter({"b": ["a"]})
err(ts.get_ready)
err(ts.is_active)
err(ts.done, "a")
ts.prepare()
err(ts.prepare)
err(ts.add, "z")
err(ts.done, "b")
err(ts.done, "zz")
err(ts.done, 3)
print(ts.get_ready())
ts.done("a")
err(ts.done, "a")
err(ts.add, [1])
err(TopologicalSorter().add, [1])
err(TopologicalSorter().add, "a", {})
err(TopologicalSorter, [1, 2])
err(TopologicalSorter, {"a": 1})
err(TopologicalSorter, {"a": "bc"})
print(list(TopologicalSorter({"a": "bc"}).static_order()))
print(TopologicalSorter[str], graphlib.CycleError.__mro__[1], CycleError.__module__, TopologicalSorter.__name__)
