# Clean iterator classes beside a class whose same special methods call a tool: every builtin
# that steps them (dict, list, sorted, sum, enumerate, zip, map, in, unpacking, str.join,
# comprehensions) runs them without waiting, and the tool-calling class still makes its calls in
# CPython's order where the code can wait.
class Feed:
    def __init__(self, q):
        self.q = q
        self.items = None
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        if self.items is None:
            self.items = search(q=self.q)
        if self.i >= len(self.items):
            raise StopIteration
        self.i += 1
        return self.items[self.i - 1]
    def __len__(self):
        return len(search(q=self.q))
    def __bool__(self):
        return any(self)
    def __contains__(self, x):
        return x in search(q=self.q)
    def __getitem__(self, i):
        return search(q=self.q)[i]

# Tests only comparisons: compiled as a plain method.
class Count:
    def __init__(self, n):
        self.n = n
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= self.n or self.n < 0:
            raise StopIteration
        self.i += 1
        return self.i

class Squares:
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        if not 0 <= i < self.n:
            raise IndexError(i)
        return i * i

# Its truth tests and len() may reach Feed's methods by name: it waits for nothing all the same.
class Stack:
    def __init__(self, items):
        self.items = list(items)
    def __iter__(self):
        return self
    def __next__(self):
        if not self.items:
            raise StopIteration
        return self.items.pop()
    def __len__(self):
        return len(self.items)
    def __bool__(self):
        return len(self.items) > 0
    def __contains__(self, x):
        return x in self.items and bool(self)

print(dict(enumerate(Count(3))), dict(enumerate(Stack("ab"))), dict(zip(Stack([1, 2]), Squares(2))))
print(list(Count(4)), tuple(Count(2)), set(Count(3)) == {1, 2, 3}, list(Stack([1, 2, 3])))
print(sorted(Count(3), reverse=True), sorted(Stack([2, 3, 1]), key=lambda v: -v), sum(Count(4)), sum(Stack([5, 6])))
print(min(Count(3)), max(Stack([4, 9, 2])), any(Stack([0, 0])), all(Squares(3)), len(Stack([1, 2])), bool(Stack([])))
print(list(zip(Count(3), Squares(5))), list(map(str, Stack([1, 2]))), list(filter(None, Stack([0, 3, 0]))))
print(2 in Count(3), 7 in Count(3), 4 in Squares(3), 9 in Squares(4), 2 in Stack([1, 2]), 5 in Stack([1]))
a, b, c = Count(3)
first, *rest = Squares(4)
x, y = Stack("xy")
print(a, b, c, first, rest, x, y)
print(", ".join(str(v) for v in Count(3)), "-".join(map(str, Squares(3))), "".join(Stack("cba")))
print([v * 2 for v in Count(3)], {v: v * v for v in Stack([1, 2])}, {v % 2 for v in Squares(4)}, [*Stack([1, 2])])
print(next(Stack([7])), next(Stack([]), "empty"), next(iter(Count(1))), list(enumerate(Squares(3), start=1)))
total = 0
for v in Stack(range(5)):
    total += v
print(total, "yes" if Stack([1]) else "no", "yes" if Stack([]) else "no")

# The tool-calling class where the code can wait: its calls in CPython's order.
print([v for v in Feed("a")], max(Feed("b")), sum(1 for _ in Feed("c")))
print("r2" in Feed("b"), bool(Feed("c")), bool(Feed("a")), len(Feed("b")), Feed("a")[2])
for v in Feed("d"):
    print("got", v, v in Feed("d"))
