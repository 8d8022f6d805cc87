# `import collections` alone reads `collections.abc` (python3's startup imported it), and
# ChainMap and deque count as the ABCs CPython makes them (a MutableMapping, a MutableSequence).
import collections
from collections import ChainMap, deque

abc = collections.abc
print(abc.Mapping, isinstance({}, collections.abc.Mapping))
cm = ChainMap({"a": 1}, {"b": 2})
dq = deque([1, 2])
print(isinstance(cm, abc.MutableMapping), isinstance(cm, abc.Mapping), issubclass(ChainMap, abc.Sized))
print(isinstance(dq, abc.MutableSequence), isinstance(dq, abc.Sequence), isinstance(dq, abc.Reversible), isinstance(dq, abc.Mapping))


def flatten(value, prefix=""):
    if isinstance(value, collections.abc.Mapping):
        for k, v in value.items():
            yield from flatten(v, f"{prefix}{k}.")
    elif isinstance(value, collections.abc.Sequence) and not isinstance(value, str):
        for i, v in enumerate(value):
            yield from flatten(v, f"{prefix}{i}.")
    else:
        yield prefix.rstrip("."), value


print(dict(flatten(ChainMap({"a": {"b": deque([1, 2])}}, {"c": "x"}))))
