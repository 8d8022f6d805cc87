# type(x) with one argument names x's type directly; a rebound `type`, three arguments and
# keywords still take the general call.
class Base:
    pass


class Child(Base):
    pass


values = [1, 2**70, True, None, 1.5, "s", [1], (1,), {1: 2}, {1}, frozenset(), range(2), b"b", Child(), Base, print, len, type]
for v in values:
    t = type(v)
    print(t.__name__, type(v) is str, type(v) == int, type(v) is type(v), t is type(v) is v.__class__ if not isinstance(v, type) else t)
print(type(Child()) is Base, type(Child()) is Child, isinstance(Child(), Base))
print([type(x).__name__ for x in (1, "a", 2.0, None, False)])
T = type("T", (Base,), {"k": 3})
print(T.__name__, T.k, type(T()) is T, type(T) is type)
try:
    type(1, x=2)
except TypeError as e:
    print("TypeError:", e)
try:
    type(1, 2)
except TypeError as e:
    print("TypeError:", e)


def shadowed(type):
    return type(5)


print(shadowed(str), shadowed(lambda v: v * 2))


def local_type():
    type = len
    return type("abcd")


print(local_type())
kinds = {}
for v in ["a", 1, "b", 2.5, None, 3]:
    kinds[type(v).__name__] = kinds.get(type(v).__name__, 0) + 1
print(kinds)
