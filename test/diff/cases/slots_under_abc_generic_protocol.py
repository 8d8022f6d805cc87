# abc.ABC, typing.Generic and typing.Protocol declare `__slots__ = ()`, so a slotted class deriving
# from them keeps slotted instances (no other attribute), as in CPython.
from abc import ABC, abstractmethod
from typing import Generic, TypeVar, Protocol
T = TypeVar("T")
class A(ABC):
    __slots__ = ("x",)
class G(Generic[T]):
    __slots__ = ("v",)
class P(Protocol):
    __slots__ = ()
class Q(P):
    __slots__ = ("w",)
for cls in (A, G, Q):
    o = cls()
    try:
        o.other = 1
        print(cls.__name__, "took it")
    except AttributeError as e:
        print(cls.__name__, e)
print(ABC.__slots__, Generic.__slots__, Protocol.__slots__)
[cls.__name__ for cls in (A, G, Q)]
