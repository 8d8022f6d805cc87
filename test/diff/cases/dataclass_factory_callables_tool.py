# A dataclass whose default_factory is a class, a partial or a bound method that calls a tool, made
# by map() and called: each instance waits for its factory.
from dataclasses import dataclass, field
import functools

class Loader:
    def __init__(self):
        self.v = score(id=1)["v"]
    def __repr__(self):
        return f"Loader({self.v})"

def get(i):
    return score(id=i)["v"]

class Src:
    def load(self):
        return score(id=1)["v"]

@dataclass
class A:
    k: int
    l: Loader = field(default_factory=Loader)

@dataclass
class B:
    k: int
    p: int = field(default_factory=functools.partial(get, 1))

@dataclass
class C:
    k: int
    m: int = field(default_factory=Src().load)

print(list(map(A, [1])))
print(list(map(B, [1])))
print(list(map(C, [1])))
print(A(2), B(2), C(2))
