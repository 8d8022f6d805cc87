# Class-body annotations are evaluated when the body runs, as CPython does: an unquoted
# reference to the class being defined is a NameError (quoting it, or
# `from __future__ import annotations`, is the fix).
from dataclasses import dataclass, fields
from typing import Optional


@dataclass
class Quoted:
    value: int
    nxt: Optional["Quoted"] = None


print(Quoted(1, Quoted(2)), [(f.name, f.type) for f in fields(Quoted)])


@dataclass
class TreeNode:
    value: int
    left: Optional[TreeNode] = None


print("not reached")
