# typing.get_type_hints on classes (MRO, bases first), functions, methods; string annotations resolved when it is called; include_extras.
from typing import get_type_hints, Optional, List, Dict, Annotated, ClassVar, Union
import typing

class Base:
    x: int
    y: "str"
    z: Optional[List[int]] = None

class Child(Base):
    y: bytes
    w: "Node"
    c: ClassVar[int] = 3
    a: Annotated[int, "meta"]

class Node:
    next: "Optional[Node]"

def f(a: int, b: "Node", c: Annotated[str, 1] = "x", *args: int, d: None = None, **kw: float) -> "List[Node]":
    pass

def g(x, y):
    pass

class M:
    def method(self, p: Dict[str, int]) -> None: ...
    @classmethod
    def cm(cls, q: "Child") -> "M": ...
    @staticmethod
    def sm(r: Union[int, str]): ...

for obj in [Base, Child, Node, f, g, M.method, M().method, M.cm, M.sm]:
    hints = get_type_hints(obj)
    print(getattr(obj, "__name__", obj), {k: repr(v) for k, v in hints.items()})
print(get_type_hints(Child, include_extras=True)["a"], get_type_hints(f, include_extras=True)["c"])
print(typing.get_type_hints(int), get_type_hints(len))
try:
    get_type_hints(3)
except TypeError as e:
    print("TypeError", e)
def h(x: "Missing"): pass
try:
    get_type_hints(h)
except NameError as e:
    print("NameError", e)
