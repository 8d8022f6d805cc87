# get_type_hints under postponed annotations: forward references resolve when it is called; functools.wraps keeps the annotations.
from __future__ import annotations
from dataclasses import dataclass
from typing import get_type_hints, Optional
import functools

@dataclass
class Item:
    name: str
    parent: Optional[Item] = None
    tags: list[Tag] = None

class Tag:
    label: str

def build(item: Item, depth: int = 0) -> list[Tag]:
    return []

def deco(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper

@deco
def wrapped(a: int) -> Tag: ...

print({k: repr(v) for k, v in get_type_hints(Item).items()})
print({k: repr(v) for k, v in get_type_hints(build).items()})
print(get_type_hints(Tag), get_type_hints(wrapped))
