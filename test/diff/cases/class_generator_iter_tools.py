# A class whose `__iter__` is a generator that calls tools: `in`, unpacking, `*x` and the
# builtins await each step, in module code, in functions and lambdas, as CPython steps it.
class Feed:
    def __iter__(self):
        yield search(q="x", page=1)
        yield search(q="x", page=2)


# A clean recursive `__iter__` beside Feed (its `yield from` may step a Feed).
class Node:
    def __init__(self, val, children=()):
        self.val = val
        self.children = children

    def __iter__(self):
        yield self.val
        for c in self.children:
            yield from c


print(2 in Feed(), 3 not in Feed())
a, b = Feed()
[c, d] = Feed()
e, *rest = Feed()
print(a, b, c, d, e, rest)
head, *tail = Node(1, [Node(2, [Node(3)])])
print(head, tail)
for v in Feed():
    print("for", v)
print([v * 10 for v in Feed()], list(Feed()), sorted(Feed(), reverse=True))
print(sum(Feed()), max(Feed()), dict(zip("ab", Feed())), list(enumerate(Feed())))
print([*Feed()], {*Feed()}, (*Feed(),))

try:
    x, y, z = Feed()
except ValueError as err:
    print("ValueError:", err)
try:
    (x,) = Feed()
except ValueError as err:
    print("ValueError:", err)


def count(*args):
    return len(args)


def plain(it):
    p, q = it
    first, *others = it
    return p + q, first, others, 1 in it, [*it], count(*it)


async def waiting(it):
    p, q = it
    return p * q, 2 in it


contains_two = lambda it: 2 in it
print(plain(Feed()))
print(contains_two(Feed()), (lambda it: [*it])(Feed()))

import asyncio

print(asyncio.run(waiting(Feed())))
