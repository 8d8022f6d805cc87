# dir() of builtin values, builtin types, modules and functions: the public names are CPython's
# (dunder names the flow does not provide are left out, so only some are checked by membership).
import math
import json
import re


def public(names):
    return [n for n in names if not n.startswith("_")]


for value in [[], "", {}, 1, 2.5, True, None, b"", (), set(), frozenset(), range(3), slice(1, 2)]:
    names = dir(value)
    print(type(value).__name__, public(names), names == sorted(names))
    print("  ", all(hasattr(value, n) for n in names), "__class__" in names, "__len__" in names, "__eq__" in names)

print(public(dir(str)) == public(dir("")), public(dir(dict)))
print(public(dir(math)))
print([n for n in ["dumps", "loads", "JSONDecodeError", "dump", "load"] if n in dir(json)])
print([n for n in ["sub", "match", "compile", "IGNORECASE"] if n in dir(re)])
print(all(hasattr(math, n) for n in dir(math)), all(hasattr(json, n) for n in dir(json)))


def f(x):
    return x


f.calls = 3
print(public(dir(f)), "__name__" in dir(f), "calls" in dir(f))
print(public(dir(len)), "__call__" in dir(len))
it = iter([1, 2])
print(public(dir(it)), "__next__" in dir(it), "__iter__" in dir(it))
print(type(dir([])).__name__)
try:
    dir(1, 2)
except TypeError as e:
    print("TypeError", e)
try:
    dir(x=1)
except TypeError as e:
    print("TypeError", e)
