# collections.abc: annotations subscripting its classes, isinstance/issubclass of builtin values
# (as CPython registers them) and of a script's classes (derived, or by the one-method hooks),
# and classes deriving from Mapping, MutableMapping, Sequence, MutableSequence and Iterator with
# CPython's mixin methods.
from collections.abc import (Callable, Collection, Container, Hashable, Iterable, Iterator, Mapping, MutableMapping,
                             MutableSequence, Sequence, Set, Sized, Generator, Reversible, KeysView)
import collections.abc
import typing
from collections import OrderedDict, defaultdict, Counter

def total(xs: Iterable[int], weight: Callable[[int], float] = float) -> float:
    return sum(weight(x) for x in xs)

print(total([1, 2]), Mapping[str, int], Callable[[int], str], Iterable, collections.abc.Sequence[int], typing.get_origin(typing.Iterable) is Iterable)
values = [[], (), "", {}, set(), frozenset(), range(3), b"", 5, 2.5, None, iter([]), (x for x in []), len, {}.keys(), OrderedDict(), defaultdict(int), Counter()]
abcs = [Iterable, Iterator, Sized, Container, Collection, Hashable, Callable, Sequence, MutableSequence, Mapping, MutableMapping, Set, Reversible, Generator, KeysView]
print([[int(isinstance(v, a)) for a in abcs] for v in values])
print([[int(issubclass(t, a)) for a in abcs] for t in [list, tuple, str, dict, set, frozenset, range, int, OrderedDict]])

class Shelf(Mapping):
    def __init__(self, **kw):
        self._d = dict(kw)
    def __getitem__(self, k):
        return self._d[k]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)

s = Shelf(a=1, b=2)
print(len(s), "a" in s, "z" in s, s.get("b"), s.get("z", 0), list(s.keys()), list(s.items()), list(s.values()), s == {"a": 1, "b": 2}, s == Shelf(a=1), dict(s))
print(isinstance(s, Mapping), isinstance(s, MutableMapping), isinstance(s, Collection), issubclass(Shelf, Sized), isinstance(s, dict))

class Store(MutableMapping):
    def __init__(self):
        self.data = {}
    def __getitem__(self, k): return self.data[k.lower()]
    def __setitem__(self, k, v): self.data[k.lower()] = v
    def __delitem__(self, k): del self.data[k.lower()]
    def __iter__(self): return iter(self.data)
    def __len__(self): return len(self.data)

st = Store()
st["A"] = 1
st.update({"B": 2}, C=3)
print(st.setdefault("a", 9), st.setdefault("d", 4), st.pop("B"), st.pop("zz", "none"), sorted(st), st.popitem(), len(st))
st.clear()
print(len(st), list(st))

class Squares(Sequence):
    def __init__(self, n): self.n = n
    def __len__(self): return self.n
    def __getitem__(self, i):
        if not 0 <= i < self.n: raise IndexError(i)
        return i * i

sq = Squares(5)
print(list(sq), 9 in sq, 10 in sq, sq.index(9), sq.count(4), list(reversed(sq)), isinstance(sq, Reversible))

class Bag(MutableSequence):
    def __init__(self): self.items = []
    def __len__(self): return len(self.items)
    def __getitem__(self, i): return self.items[i]
    def __setitem__(self, i, v): self.items[i] = v
    def __delitem__(self, i): del self.items[i]
    def insert(self, i, v): self.items.insert(i, v)

b = Bag()
b.append(1); b.extend([2, 3]); b += [4]
b.reverse()
print(b.items, b.pop(), b.pop(0), b.items)
b.remove(2)
print(b.items)

class Countdown(Iterator):
    def __init__(self, n): self.n = n
    def __next__(self):
        if self.n <= 0: raise StopIteration
        self.n -= 1
        return self.n

class Sized3:
    def __len__(self): return 3

class NoHash:
    def __eq__(self, other): return True

print(list(Countdown(3)), iter(Countdown(1)).n, isinstance(Sized3(), Sized), issubclass(Sized3, Collection), isinstance(NoHash(), Hashable), isinstance(Sized3(), Hashable))
[isinstance(Countdown(2), Iterable), issubclass(Countdown, Iterator), isinstance(Shelf, Callable)]
