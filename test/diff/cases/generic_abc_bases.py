from abc import ABC, abstractmethod
from typing import Generic, TypeVar, Protocol
from enum import Enum
T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")
class Stage(ABC, Generic[T]):
    @abstractmethod
    def run(self, x: T) -> T: ...
class Fetch(Stage[int]):
    def run(self, x):
        return x + 1
print(Fetch.__mro__)
print(Fetch().run(1))
try:
    Stage()
except TypeError as e:
    print("TypeError", e)
print(type(Stage).__name__, type(Fetch).__name__)
class A(Generic[T], ABC):
    @abstractmethod
    def f(self): ...
try:
    A()
except TypeError as e:
    print("TypeError", e)
print(A[int], Stage[int], type(Stage[int]))
class M(ABC, Generic[K, V]):
    pass
print(M[str, int])
class M2(M[str, int]):
    pass
print(M2.__mro__, type(M2()).__name__)
try:
    isinstance(1, Stage[int])
except TypeError as e:
    print("TypeError", e)
class P(Protocol[T]):
    def get(self) -> T: ...
class Impl(P[int]):
    def get(self):
        return 3
print(Impl().get(), P[int])
class Base:
    pass
class G(Base, Generic[T]):
    pass
print(G[int], G[int]().__class__.__name__)
