# sum/any/all/next of generator expressions whose elements, or whose values' __add__ / __bool__,
# call a tool: the calls happen one by one in CPython's order, and stop where CPython stops.
print(sum(fetch(n=i) for i in range(1, 4)))
print(any(fetch(n=i) > 1 for i in range(1, 4)))
print(all(fetch(n=i) < 2 for i in range(1, 4)))
print(next(fetch(n=i) for i in range(1, 4) if i > 1))


class Coin:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        return Coin(self.v + fetch(n=self.v))

    def __radd__(self, other):
        return Coin(other + fetch(n=self.v))


class Flag:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        return fetch(n=self.v) > 2


print(sum(Coin(v) for v in [1, 2]).v)
print(any(Flag(v) for v in [1, 2, 3, 1]))
print(all(Flag(v) for v in [3, 1, 3]))


def total(xs):
    return sum(fetch(n=x) * 2 for x in xs if x != 2)


print(total([1, 2, 3]))
