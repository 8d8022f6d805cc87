# abc (ABC, abstractmethod, __abstractmethods__, CPython 3.11's "Can't instantiate abstract
# class" error), and classes derived from typing.Generic[T] and Protocol.
# ---- abc_basic
from abc import ABC, abstractmethod
class Base(ABC):
    @abstractmethod
    def run(self): ...
    @abstractmethod
    def stop(self): ...
    def helper(self):
        return "h"
class Half(Base):
    def run(self):
        return 1
class Full(Half):
    def stop(self):
        return 2
for c in (Base, Half):
    try:
        c()
    except TypeError as e:
        print(e)
f = Full()
print(f.run(), f.stop(), f.helper(), isinstance(f, Base), issubclass(Full, Base))
print(sorted(Base.__abstractmethods__), sorted(Half.__abstractmethods__), Full.__abstractmethods__)
# ---- abc_module_and_property
import abc
class Shape(abc.ABC):
    @property
    @abc.abstractmethod
    def area(self): ...
    @staticmethod
    @abc.abstractmethod
    def kind(): ...
    def describe(self):
        return f"{self.kind()} of area {self.area}"
try:
    Shape()
except TypeError as e:
    print(e)
class Square(Shape):
    def __init__(self, s):
        self.s = s
    @property
    def area(self):
        return self.s ** 2
    @staticmethod
    def kind():
        return "square"
print(Square(3).describe())
# ---- abc_with_init_and_super
from abc import ABC, abstractmethod
class Tool(ABC):
    def __init__(self, name):
        self.name = name
    @abstractmethod
    def call(self, x): ...
    def __repr__(self):
        return f"{type(self).__name__}({self.name!r})"
class Echo(Tool):
    def call(self, x):
        return x
e = Echo("echo")
print(e, e.call(5))
try:
    Tool("t")
except TypeError as err:
    print(err)
# ---- abc_tool_calling_implementation
# tools: {"fetch": [{"args": {"n": 1}, "output": "one"}]}
from abc import ABC, abstractmethod
class Source(ABC):
    @abstractmethod
    def get(self, n): ...
    def get_all(self, ns):
        return [self.get(n) for n in ns]
class Remote(Source):
    def get(self, n):
        return fetch(n=n)["text"]
print(Remote().get_all([1]))
# ---- abstract_not_overridden_by_attribute
from abc import ABC, abstractmethod
class A(ABC):
    @abstractmethod
    def f(self): ...
class B(A):
    f = None
print(B().f, B.__abstractmethods__)
# ---- generic_class
from typing import Generic, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self, v: T):
        self.v = v
    def get(self) -> T:
        return self.v
print(Box(4).get(), Box[int](5).get(), Box[int], Box.__mro__)
print(isinstance(Box(1), Box))
# ---- generic_two_params_and_subclass
from typing import Generic, TypeVar, Dict
K = TypeVar("K")
V = TypeVar("V")
class Registry(Generic[K, V]):
    def __init__(self):
        self.items: Dict[K, V] = {}
    def put(self, k: K, v: V) -> None:
        self.items[k] = v
class Names(Registry[str, int]):
    pass
r = Names()
r.put("a", 1)
print(r.items, Registry[str, int], [c.__name__ for c in Names.__mro__])
# ---- protocol_class
from typing import Protocol
class Greeter(Protocol):
    def greet(self) -> str: ...
class En(Greeter):
    def greet(self):
        return "hi"
class Fr:
    def greet(self):
        return "salut"
def welcome(g: Greeter) -> str:
    return g.greet()
print(welcome(En()), welcome(Fr()), [c.__name__ for c in En.__mro__])
