# A generator whose steps call tools, passed to a function, a method, a constructor (kept in an
# attribute) or a function used as a value: their loops wait on each step as CPython's run them.
from typing import Iterable, Iterator


def read_pages(n: int) -> Iterator[list[int]]:
    for i in range(n):
        yield page(n=i)


def flatten(pages: Iterable[list[int]]) -> Iterator[int]:
    for p in pages:
        yield from p


def as_list(pages):
    return [p for p in pages]


def relay(pages):
    yield from pages


def total(pages):
    return sum(len(p) for p in pages)


def count(it):
    n = 0
    for _ in it:
        n += 1
    return n


class Pipeline:
    def __init__(self, source: Iterable[list[int]]):
        self.source = source

    def items(self):
        for p in self.source:
            yield from p

    def total(self, pages):
        return sum(sum(p) for p in pages)

    @staticmethod
    def count(pages):
        return count(pages)


class Src:
    def __init__(self, n):
        self.n = n

    def pages(self):
        for i in range(self.n):
            yield page(n=i)


print(list(flatten(read_pages(3))))
print(as_list(read_pages(2)))
print(list(relay(read_pages(2))))
print(total(read_pages(2)), count(read_pages(3)))
pl = Pipeline(read_pages(2))
print(list(pl.items()))
print(pl.total(read_pages(2)), Pipeline.count(read_pages(2)))
print(count(Src(2).pages()), as_list(Src(1).pages()))
for fn in [as_list, total, lambda p: list(relay(p))]:
    print(fn(read_pages(2)))
