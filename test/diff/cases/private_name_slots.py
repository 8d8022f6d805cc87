# `__slots__` names like `__x` are mangled with the class name, as the methods' `self.__x`.
from dataclasses import dataclass


class Vec:
    __slots__ = ("__x", "y", "__dict_free__")

    def __init__(self, x, y):
        self.__x = x
        self.y = y

    def x(self):
        return self.__x


v = Vec(1, 2)
print(v.x(), v.y, v._Vec__x, Vec.__slots__)
v._Vec__x = 5
print(v.x())
for name in ["__x", "z"]:
    try:
        setattr(v, name, 0)
    except AttributeError as e:
        print("AttributeError", e)


class _Hidden:
    __slots__ = ["__secret"]

    def __init__(self):
        self.__secret = "s"

    def show(self):
        return self.__secret


print(_Hidden().show(), _Hidden()._Hidden__secret)

try:

    class Clash:
        __slots__ = ("__a",)
        __a = 1

except ValueError as e:
    print("ValueError", e)


@dataclass(slots=True)
class Slotted:
    __n: int

    def n(self):
        return self.__n


s = Slotted(4)
print(s, s.n(), Slotted.__slots__)
