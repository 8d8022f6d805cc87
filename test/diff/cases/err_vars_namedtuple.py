# A namedtuple has no __dict__ (its class has __slots__ = ()): vars() raises TypeError.
from collections import namedtuple

Row = namedtuple("Row", "id name")
row = Row(1, "a")
print(row._asdict())
print(vars(row))
