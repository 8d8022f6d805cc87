# Annotated's `__metadata__`, `__origin__` and `__args__`, as a script reads constraints off its
# type hints to validate a tool's answer.
from dataclasses import dataclass
from typing import Annotated, get_args, get_type_hints


@dataclass(frozen=True)
class Range:
    lo: int
    hi: int


@dataclass
class Order:
    qty: Annotated[int, Range(1, 10)]
    note: Annotated[str, "free text", 2]


hints = get_type_hints(Order, include_extras=True)
for name, hint in hints.items():
    print(name, hint.__origin__, hint.__args__, hint.__metadata__, get_args(hint)[1:] == hint.__metadata__)
order = get_order(id=7)
for name, hint in hints.items():
    for rule in hint.__metadata__:
        if isinstance(rule, Range) and not rule.lo <= order[name] <= rule.hi:
            print(f"{name}={order[name]} outside {rule.lo}..{rule.hi}")
