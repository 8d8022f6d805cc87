# Under `from __future__ import annotations` an annotation is its source text: a private name in
# it stays as written (CPython mangles names only where it compiles them), so typing.get_type_hints
# finds the module's `__Hidden`, and singledispatchmethod's register too; the annotated names
# themselves are mangled (`_C__b`, `_C__y`).
from __future__ import annotations
import typing
from dataclasses import dataclass, fields
from functools import singledispatchmethod


class __Hidden:
    pass


hidden = __Hidden()


class C:
    a: __Hidden
    __b: int

    def m(self, x: __Hidden, __y: int = 0) -> list[__Hidden]:
        pass

    @singledispatchmethod
    def f(self, x):
        return "default"

    @f.register
    def _(self, x: __Hidden):
        return "hidden"


@dataclass
class P:
    __secret: __Hidden | None = None
    name: str = "n"


print(typing.get_type_hints(C))
print(typing.get_type_hints(C.m))
print(C().f(hidden), C().f(1))
print([f.name for f in fields(P)], typing.get_type_hints(P))
