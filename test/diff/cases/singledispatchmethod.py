# functools.singledispatchmethod: registered by annotation and by type, on methods and classmethods.
from functools import singledispatchmethod
from typing import Union


class Formatter:
    def __init__(self, prefix):
        self.prefix = prefix

    @singledispatchmethod
    def fmt(self, x):
        return f"{self.prefix}obj:{x!r}"

    @fmt.register
    def _(self, x: int):
        return f"{self.prefix}int:{x}"

    @fmt.register(list)
    def _(self, x):
        return f"{self.prefix}list:" + ",".join(self.fmt(i) for i in x)

    @fmt.register
    def _(self, x: Union[float, bytes]):
        return f"{self.prefix}num:{x}"

    @singledispatchmethod
    @classmethod
    def make(cls, arg):
        return (cls.__name__, "default", arg)

    @make.register
    @classmethod
    def _(cls, arg: str):
        return (cls.__name__, "str", arg)

    @make.register(tuple)
    @classmethod
    def _(cls, arg):
        return (cls.__name__, "tuple", len(arg))


class Sub(Formatter):
    pass


f = Formatter("> ")
print(f.fmt(1), f.fmt("a"), f.fmt([1, "b", 2.5]), f.fmt(True), f.fmt(b"z"))
print(Formatter.make("s"), Formatter.make((1, 2)), Formatter.make(3), Sub.make("x"), f.make(None))
print(Sub("#").fmt(3), Formatter.fmt.__name__, f.fmt.__name__)
print(Formatter.fmt(f, 2.0))
try:
    f.fmt()
except IndexError as e:
    print("IndexError", e)
import functools
print(functools.singledispatchmethod, functools.singledispatchmethod(len).func is len)
