# `_missing_` returning something that is not a member: CPython's TypeError, uncaught.
from enum import Enum


class Size(Enum):
    SMALL = "s"
    LARGE = "l"

    @classmethod
    def _missing_(cls, value):
        return value.upper()


print(Size("s"))
print(Size("m"))
