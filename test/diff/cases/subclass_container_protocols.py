# A list or dict subclass read as CPython reads it: list(), tuple(), sorted, extend, +=, [*l] and
# f(*l) take __iter__ then __len__ (the length hint); join, set and unpacking only __iter__; `+`
# the items themselves; copy and deepcopy iterate it and rebuild with append / [k] = v.
import copy


class Seen(list):
    def __iter__(self):
        print("iter")
        return iter([x * 10 for x in list.__iter__(self)])

    def __len__(self):
        print("len")
        return 99

    def append(self, x):
        print("append", x)
        list.append(self, x)


s = Seen([1, 2])
print(list(s), tuple(s), sorted(s))
m = [0]
m.extend(s)
m += s
print(m, [*s])


def f(*a):
    return a


print(f(*s), set(s), "-".join(map(str, s)))
a, b = s
print(a, b, s + [3], [0] + s, s == [1, 2], s[0], s[-1:], bool(s), len(s))
c = copy.copy(s)
print(type(c).__name__, list.__repr__(c))
dc = copy.deepcopy(s)
print(type(dc).__name__, list.__repr__(dc))


class LenType(list):
    def __len__(self):
        raise TypeError("no length")


print(list(LenType([1])), sorted(LenType([2, 1])))


class LenValue(list):
    def __len__(self):
        raise ValueError("bad length")


try:
    list(LenValue([1]))
except ValueError as e:
    print("ValueError", e)


class Pairs(dict):
    def items(self):
        print("items")
        return [(k, v + 1) for k, v in dict.items(self)]

    def __setitem__(self, k, v):
        print("set", k, v)
        dict.__setitem__(self, k, v)


p = Pairs(a=1)
p.tag = "t"
q = copy.copy(p)
print(type(q).__name__, dict.__repr__(q), q.tag)
r = copy.deepcopy(p)
print(type(r).__name__, dict.__repr__(r), r.tag)


class P(dict):
    pass


class Q(list):
    pass


class R(dict):
    def __repr__(self):
        return "R!"


print(repr(P(a=1)), str(Q([1])), object.__repr__(P()), object.__repr__(Q()), object.__str__(P(b=2)))
print(R(a=1), [R()], {"k": R()}, f"{R()}", dict.__repr__(R(a=1)), repr(R()))
print(isinstance(P(), dict), type(P()) is dict, type(Q()) is list, issubclass(Q, list), P(a=1) == {"a": 1})
print(sorted(P(b=1, a=2)), list(reversed(Q([1, 2]))), len(P(a=1)), P(a=1).copy(), type(P().copy()).__name__)
