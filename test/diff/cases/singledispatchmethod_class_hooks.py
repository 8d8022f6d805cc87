# The merge's interactions that needed no change: singledispatchmethod (bindDescriptor's $bind) in a
# class holding a script's data descriptor (bindScripted) and a cached_property, with __set_name__ and
# __init_subclass__ around ABC and Generic hooks, types.MethodType over it, an instance attribute
# shadowing it, and dataclass(slots=True) re-running __init_subclass__.
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from functools import singledispatchmethod, cached_property
from typing import Generic, TypeVar, get_type_hints
import types

T = TypeVar("T")
log = []

class Named:
    def __set_name__(self, owner, name):
        log.append(("set_name", owner.__name__, name))
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, "unset")
    def __set__(self, obj, value):
        log.append(("set", self.name, value))
        setattr(obj, self.name, value)

class Base:
    def __init_subclass__(cls, **kw):
        log.append(("init_subclass", cls.__name__, kw))
        super().__init_subclass__()

class Stage(Base, ABC, Generic[T], tag="x"):
    label = Named()

    @abstractmethod
    def run(self, x: T) -> T: ...

    @singledispatchmethod
    def handle(self, x):
        return ("default", self.label, x)

    @handle.register
    def _(self, x: int):
        return ("int", self.label, x)

    @cached_property
    def heavy(self):
        return len(log)

class Doubler(Stage[int], tag="y"):
    label = Named()
    def run(self, x: int) -> int:
        return 2 * x

print(log)
d = Doubler()
d.label = "dbl"
print(d.run(3), d.handle(1), d.handle("s"), d.label, d.heavy, Doubler.handle.__name__)
print(Doubler.handle(d, 2.5))
try:
    Stage()
except TypeError as e:
    print("TypeError", e)
print(Stage[int], get_type_hints(Doubler.run))
m = types.MethodType(Doubler.handle, d)
print(m(7))
d.handle = lambda x: ("own", x)
print(d.handle(1))

@dataclass(slots=True)
class Slotted(Base, tag="s"):
    a: int = 0
    b: list = field(default_factory=list)
    @singledispatchmethod
    def f(self, x):
        return ("f", self.a, x)
    @f.register
    def _(self, x: str):
        return ("fs", x)

s = Slotted(1)
print(s.f(2), s.f("z"), log[-2:])
