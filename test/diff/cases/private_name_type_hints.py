# typing.get_type_hints of a class body's private names: `__x: int` is `_C__x` in CPython's
# __annotations__ (each class of the MRO its own), a method's `__a` parameter `_C__a`; a name in
# an evaluated annotation is mangled (`_C__Alias`), one in a string annotation is not.
import typing
from dataclasses import dataclass, fields
from typing import Optional, get_type_hints

_C__Alias = int


class C:
    __x: int
    _y: "Optional[str]"
    __z__: float
    __a: __Alias
    __s: "__Alias"

    def m(self, __a: int, b: "C") -> "C":
        return self


class D(C):
    __x: str


try:
    print(get_type_hints(C))
except NameError as e:
    print("NameError", e)
__Alias = bytes
print(get_type_hints(C))
print(get_type_hints(D))
print(get_type_hints(C.m), get_type_hints(C().m))


@dataclass
class P:
    __secret: int = 3
    name: str = "n"


p = P(4)
print(p, [f.name for f in fields(P)], get_type_hints(P), p._P__secret)
