# itertools' lazy stages over iterators whose steps call tools (a generator function, a script's
# iterator whose `__next__` does): takewhile stops paging at the first rejected item, the others
# read as far as their consumer asks, a predicate that calls a tool included, in CPython's order.
from itertools import accumulate, compress, cycle, dropwhile, filterfalse, islice, pairwise, starmap, takewhile


def pages():
    n = 0
    while True:
        yield get(i=n)
        n += 1


class Pager:
    def __init__(self):
        self.n = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.n += 1
        if self.n > 5:
            raise StopIteration
        return get(i=self.n)


for make in (pages, Pager):
    print(list(takewhile(lambda v: v < 30, make())))
    d = dropwhile(lambda v: v < 30, make())
    print(next(d), next(d))
    print(next(filterfalse(lambda v: v % 20 == 0, make())), next(filterfalse(None, make()), "none"))
    print(list(starmap(pow, zip(make(), [1, 1, 2]))), list(compress(make(), [0, 1, 1])))
    print(list(takewhile(lambda v: v[1] < 40, pairwise(make()))) if make is Pager else next(pairwise(make())))
    print(next(takewhile(lambda v: get(i=v // 10) >= 0, make())))
    print(list(islice(accumulate(make()), 3)), list(islice(accumulate(make(), initial=5), 1)), list(islice(cycle(make()), 7)))
