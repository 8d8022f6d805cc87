# typing.Generic on a script's classes: __parameters__ and __orig_bases__ as Generic.__init_subclass__
# and __build_class__ set them, subscription checked against them, __orig_class__, alias attributes.
from typing import Dict, Generic, List, Optional, Protocol, TypeVar, Union

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")


class Box(Generic[T]):
    pass


class Pair(Generic[K, V]):
    pass


class IntBox(Box[int]):
    pass


class Sub(Box[T]):
    pass


class Multi(Pair[str, V], Generic[V]):
    pass


class Nested(Box[List[K]]):
    pass


class Plain(Box):
    pass


class Proto(Protocol[T]):
    def get(self) -> T: ...


print(Box.__parameters__, Pair.__parameters__, IntBox.__parameters__, Sub.__parameters__, Multi.__parameters__, Nested.__parameters__, Plain.__parameters__, Proto.__parameters__)
print(Box.__orig_bases__, Pair.__orig_bases__, IntBox.__orig_bases__, Sub.__orig_bases__, Multi.__orig_bases__)
print("__orig_bases__" in vars(Plain), Plain.__orig_bases__, list(vars(Box)), list(vars(IntBox)))
print(Box[int], Box[int].__origin__, Box[int].__args__, Box[T].__parameters__, Pair[str, int].__args__, Nested[int])
print(list[int].__origin__, list[int].__args__, list[T].__parameters__, List[int].__origin__, Dict[K, V].__parameters__)
print(Union[int, T].__parameters__, Optional[K].__args__, Union[int, str].__origin__)
print(hasattr(Box(), "__orig_class__"), Box[int]().__orig_class__, Sub[str]().__orig_class__)


def attempt(label, f):
    try:
        print(label, f())
    except TypeError as e:
        print(label, "TypeError", e)


attempt("not generic", lambda: IntBox[int])
attempt("plain sub", lambda: Plain[int])
attempt("too many", lambda: Box[int, str])
attempt("too few", lambda: Pair[int])


def define(kind):
    if kind == "plain":
        class A(Generic):
            pass
    elif kind == "missing":
        class C(Box[T], Generic[K]):
            pass
    return kind


for kind in ["plain", "missing"]:
    attempt(kind, lambda: define(kind))
