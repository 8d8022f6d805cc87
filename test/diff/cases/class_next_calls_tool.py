# A script's iterator whose `__next__` calls a tool (the pager models write): next() with and
# without a default, the builtins that consume it, zip/map/filter/enumerate over it, islice and
# chain, comprehensions, unpacking, `in`, `yield from`, in module code, functions and lambdas;
# each `__next__` runs once per step, in CPython's order (the calls show it), and no further.
import itertools


class Pager:
    def __init__(self, query):
        self.query, self.page, self.buf, self.done = query, 0, [], False

    def __iter__(self):
        return self

    def __next__(self):
        if not self.buf and not self.done:
            r = search(query=self.query, page=self.page)
            self.page += 1
            self.buf = list(r["items"])
            self.done = not r.get("next")
        if not self.buf:
            raise StopIteration
        return self.buf.pop(0)


p = Pager("x")
first = next(p)
rest = list(p)
print(first, rest, next(p, "spent"))
try:
    next(p)
except StopIteration as e:
    print("StopIteration", repr(e))

p = Pager("x")
print(next(p), next(p), next(p), next(p, None))
print(list(zip("ab", Pager("x"))), list(zip(Pager("x"), "abcdef")))
for a, b in zip("abcd", Pager("x")):
    print("pair", a, b)
print(dict(zip("abc", Pager("x"))), list(enumerate(Pager("x"), 1)))
print(list(map(str, Pager("x"))), list(map(lambda a, b: a * b, Pager("x"), Pager("y"))))
print(list(filter(lambda v: v > 1, Pager("x"))), list(filter(None, Pager("y"))))
print(tuple(Pager("x")), sorted(Pager("x"), reverse=True), sorted(Pager("x"), key=lambda v: -v))
print(sum(Pager("x")), sum(Pager("x"), 10), min(Pager("x")), max(Pager("x"), key=lambda v: -v), max(Pager("empty"), default="none"))
print(any(Pager("x")), all(Pager("y")), any(v > 5 for v in Pager("x")))
print(sorted(set(Pager("x"))), ", ".join(str(v) for v in Pager("x")), "-".join(map(str, Pager("x"))))
print([v * 10 for v in Pager("x")], {v: v * v for v in Pager("x")}, next(v for v in Pager("x") if v > 1))
print(list(itertools.islice(Pager("x"), 2)), list(itertools.chain([0], Pager("x"), "z")))
print(3 in Pager("x"), 1 not in Pager("x"))
a, b, c = Pager("x")
head, *tail = Pager("x")
print(a, b, c, head, tail, [*Pager("x")], *Pager("y"))


def take_two(it):
    return next(it), next(it, None)


def pairs(src):
    return [(i, v) for i, v in zip("pq", src)]


def forward(src):
    yield from src


print(take_two(Pager("x")), pairs(Pager("x")), list(forward(Pager("y"))))
print((lambda it: list(zip(it, "uv")))(Pager("x")))
