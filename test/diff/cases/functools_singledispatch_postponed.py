# singledispatch's `register` under `from __future__ import annotations`: the annotation, a string
# to CPython, is evaluated when the def is registered (typing.get_type_hints), unions included.
from __future__ import annotations
import functools
from typing import Optional, Union

@functools.singledispatch
def size(x) -> int:
    return -1

@size.register
def _(x: str) -> int:
    return len(x)

@size.register
def _(x: Union[list, dict]) -> int:
    return sum(size(v) for v in (x.values() if isinstance(x, dict) else x))

@size.register
def _(x: Optional[bytes]) -> int:
    return 0 if x is None else len(x)

[size("abc"), size(["ab", {"k": "xyz"}, 5]), size(None), size(b"12"), size(1.5), sorted(t.__name__ for t in size.registry)]
