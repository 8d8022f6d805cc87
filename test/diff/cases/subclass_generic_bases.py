# typing's aliases of classes as bases: `class X(List[int])` derives from list and typing.Generic,
# as _BaseGenericAlias.__mro_entries__ says; `list[int]` and Generic[T] only from their origin.
from typing import Dict, Generic, List, Mapping, TypeVar

T = TypeVar("T")


class Stack(List[T]):
    def peek(self) -> T:
        return self[-1]


s = Stack[int]([1, 2])
print(s.peek(), type(s).__name__, isinstance(s, list), s + [3])
print(Stack.__mro__, Stack.__bases__, Stack.__orig_bases__, Stack.__parameters__)


class Ints(List[int]):
    pass


print(Ints.__mro__, Ints.__parameters__, Ints([1]))


class Registry(Dict[str, T], Generic[T]):
    pass


r = Registry[int](a=1)
print(Registry.__mro__, Registry.__bases__, Registry.__parameters__, r, isinstance(r, dict))


class Both(List[int], Generic[T]):
    pass


print(Both.__mro__)


class Plain(list[int]):
    pass


print(Plain.__mro__, Plain.__bases__, Plain.__orig_bases__)


class View(Mapping[str, int]):
    def __init__(self, d):
        self.d = d

    def __getitem__(self, k):
        return self.d[k]

    def __len__(self):
        return len(self.d)

    def __iter__(self):
        return iter(self.d)


v = View({"a": 1})
print(View.__mro__[-2:], dict(v), {**v}, list(v.items()))
