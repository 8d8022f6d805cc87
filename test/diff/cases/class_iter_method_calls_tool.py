# A class whose `__iter__` (a plain method, not a generator) calls a tool and returns an iterator
# over what it fetched: iter(), zip, map, filter, enumerate and the loops over them call it
# where CPython does, once per iteration, in module code and in a function, and so do itertools'
# functions that take no function (chain when it reaches it); reversed() over a `__reversed__`
# or a `__getitem__` that calls tools.
import itertools
from itertools import chain, islice
class Lazy:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return iter([get(i=k) for k in range(1, self.n + 1)])


print(next(iter(Lazy(2))), list(zip("ab", Lazy(2))), list(map(str, Lazy(2))), list(enumerate(Lazy(2), 5)))
print(list(filter(lambda v: v > 10, Lazy(3))), dict(zip(Lazy(2), "xy")), list(zip(Lazy(1), Lazy(2))))
xs = [1, 2]
for a, b in zip(xs, Lazy(2)):
    print("zip", a, b)
for i, v in enumerate(Lazy(2)):
    print("enumerate", i, v)
print([a + b for a, b in zip(xs, Lazy(2))])
print(list(itertools.islice(Lazy(3), 2)), list(islice(Lazy(2), 1)), list(chain([0], Lazy(1), [5])), list(itertools.product(Lazy(2), "a")))
print(list(itertools.zip_longest(Lazy(1), "ab", fillvalue=0)), list(itertools.pairwise(Lazy(3))), list(itertools.accumulate(Lazy(3))))
t1, t2 = itertools.tee(Lazy(2))
print(list(t1), list(t2), list(itertools.combinations(Lazy(3), 2)), list(itertools.compress(Lazy(3), [1, 0, 1])))


def both(x):
    return list(zip(x, x)), next(iter(x)), list(itertools.islice(x, 1))


print(both(Lazy(2)))


class Back:
    def __reversed__(self):
        return iter([get(i=2), get(i=1)])


class Indexed:
    def __len__(self):
        return 3

    def __getitem__(self, k):
        return get(i=k + 1)


print(list(reversed(Back())), next(reversed(Back())), list(reversed(Indexed())), next(reversed(Indexed())))
