# Iteration protocols whose special methods call tools, beside the `__next__` pager: an
# `__iter__` that returns another class's iterator, the old `__getitem__` protocol, a tool's error
# raised from inside `__next__` mid-way (the steps before it kept, the iterator asked again after
# it and after a StopIteration, as CPython's class iterators are), `__len__`, `__bool__` and
# `__contains__`.
import itertools


class Steps:
    def __init__(self):
        self.i = 0

    def __next__(self):
        self.i += 1
        if self.i > 3:
            raise StopIteration
        return get(i=self.i)


class Coll:
    def __iter__(self):
        return Steps()


print(list(Coll()), next(iter(Coll())), list(zip(Coll(), Coll())), 20 in Coll(), sorted(Coll(), key=lambda v: -v))


class Seq:
    def __getitem__(self, k):
        if k >= 3:
            raise IndexError(k)
        return get(i=k + 1)


it = iter(Seq())
print(next(it), next(it), next(it), next(it, "end"), next(it, "end again"))
print(list(Seq()), list(zip("ab", Seq())), 30 in Seq(), sum(Seq()), list(map(str, Seq())), list(enumerate(Seq())))
for v in Seq():
    print("seq", v)


class Flaky:
    def __init__(self, n):
        self.i, self.n = 0, n

    def __iter__(self):
        return self

    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return get(i=self.i)


f = Flaky(6)
try:
    print(list(f))
except ToolError as e:
    print("list:", e)
print(next(f), next(f, "d"))
got = []
try:
    for a, b in zip("abcdefgh", Flaky(6)):
        got.append(a + str(b))
except ToolError as e:
    print("zip:", e, got)
f = Flaky(1)
print(list(f), list(f), next(f, "spent"))
f.n = 3
print(next(f), list(zip(f, "ab")))
f = Flaky(6)
chained = itertools.chain(f, [99])
out = []
while True:
    try:
        out.append(next(chained))
    except ToolError as e:
        out.append(str(e))
    except StopIteration:
        break
print(out)


class Box:
    def __len__(self):
        return get(i=2)

    def __bool__(self):
        return get(i=4) != 0

    def __contains__(self, x):
        return get(i=1) == x


b = Box()
print(len(b), bool(b), 10 in b, 11 not in b, "yes" if b else "no", not b)


def measure(box):
    return len(box) + (5 if box else 0)


print(measure(Box()))
