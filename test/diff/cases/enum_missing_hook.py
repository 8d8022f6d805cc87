# An enum's `_missing_` classmethod is asked for a value no member has (case-insensitive
# lookup, aliases, a default member); None means ValueError, a non-member TypeError (with the
# ValueError as its context), and what it raises passes on.
from enum import Enum, IntEnum, StrEnum


class Shape(Enum):
    CIRCLE = "circle"
    SQUARE = "square"

    @classmethod
    def _missing_(cls, value):
        return cls.CIRCLE if str(value).lower() == "circle" else None


class Status(StrEnum):
    ACTIVE = "active"
    INACTIVE = "inactive"

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for member in cls:
                if member.value == value.lower():
                    return member
        return super()._missing_(value)


class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, int) and value > 3:
            return cls.HIGH
        if value == "urgent":
            return 99
        return None


class Strict(Enum):
    ON = 1

    @classmethod
    def _missing_(cls, value):
        raise KeyError(f"no {value!r}")


class Picky(Enum):
    ON = 1

    @classmethod
    def _missing_(cls, value):
        raise ValueError(f"{value!r} is not allowed")


print(Shape("CIRCLE"), Shape("Circle"), Shape("square"), Shape(Shape.SQUARE))
print(Status("ACTIVE"), repr(Status("Inactive")), Status("active") is Status.ACTIVE)
print(Priority(10), repr(Priority(2)), Priority(7) is Priority.HIGH)
for enum_class, value in [(Shape, "triangle"), (Shape, 3), (Status, 5), (Status, "gone"), (Priority, 0), (Priority, "urgent"), (Strict, 2), (Picky, 2)]:
    try:
        enum_class(value)
    except (ValueError, TypeError, KeyError) as e:
        print(enum_class.__name__, repr(value), type(e).__name__, e, repr(e.__context__))
