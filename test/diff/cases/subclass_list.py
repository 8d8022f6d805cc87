# A script's list subclasses: real lists whose syntax honours the class's overrides.
import copy
import json


class Stack(list):
    def push(self, x):
        self.append(x)
        return self

    def peek(self):
        return self[-1]

    @property
    def top(self):
        return self[-1] if self else None


s = Stack([1, 2])
s.push(3).push(4)
s.label = "nums"
print(s, s.peek(), s.top, len(s), s[1:], type(s[1:]).__name__, s + [5], type(s + [5]).__name__, s.label)
print(isinstance(s, list), type(s).__name__, sum(s), sorted(s, reverse=True), json.dumps(s), list(s), tuple(s), [*s])
s += [5, 6]
print(s, type(s).__name__)
s *= 2
print(len(s), type(s).__name__, s * 0, 2 * Stack([1]), [0] + s[:2])
s[0] = 100
del s[1]
s[2:4] = ["a"]
print(s, s.index("a"), s.count(100), 100 in s, s == [100, 3, "a", 6, 1, 2, 3, 4, 5, 6], s > [1], s.pop(), s)
for i, v in enumerate(Stack("ab")):
    print(i, v)
e = copy.copy(s)
f = copy.deepcopy(s)
print(type(e).__name__, e == s, e is s, e.label, type(f).__name__, f.label)
print(Stack(), bool(Stack()), bool(Stack([0])), repr(Stack([Stack([1])])))


class Logged(list):
    def __init__(self, name, items=()):
        super().__init__(items)
        self.name = name

    def append(self, x):
        print("append", x)
        super().append(x)

    def __getitem__(self, i):
        print("get", i)
        return list.__getitem__(self, i)

    def __setitem__(self, i, v):
        print("setitem", i, v)
        super().__setitem__(i, v)

    def __contains__(self, x):
        print("contains", x)
        return super().__contains__(x)

    def __iter__(self):
        print("iter")
        return super().__iter__()

    def __len__(self):
        return super().__len__() * 10

    def __add__(self, other):
        return "added"


g = Logged("g", [3, 1])
g.append(2)
g[0] = 30
print(g[1], g[0:2], 30 in g, g.name, len(g), g + [1], [1] + g)
print(list(g), sorted(g), g, max(g), "-".join(str(x) for x in g))
g.extend([7])
g.sort()
print(g, g.copy(), type(g.copy()).__name__)


class Slotted(list):
    __slots__ = ("tag",)


z = Slotted([1])
z.tag = 1
try:
    z.other = 2
except AttributeError as err:
    print("AttributeError", err)
try:
    hash(z)
except TypeError as err:
    print("TypeError", err)
try:
    Stack(1, 2)
except TypeError as err:
    print("TypeError", err)
try:
    Stack([1]) + 1
except TypeError as err:
    print("TypeError", err)
try:
    Stack()[3]
except IndexError as err:
    print("IndexError", err)
{"s": s, "z": z}
