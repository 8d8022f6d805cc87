# What EnumType gives an enum class: type(Color) is EnumType (EnumMeta), a class's own
# _generate_next_value_ for auto(), members that cannot be reassigned or deleted (other class
# attributes can), reversed(), _member_names_, _member_map_, _value2member_map_, __members__
# as a mappingproxy, `in` with a non-member, _ignore_, private names, reserved sunder names and
# _order_, repr(auto()), and a nested enum's repr and str (by its __name__).
from enum import Enum, EnumMeta, EnumType, Flag, IntEnum, auto


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


class Named(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return f"{name.lower()}-{count}"

    ALPHA = auto()
    BETA = auto()


class Weekday(Enum):
    _ignore_ = "names i"
    names = ["MON", "TUE"]
    for i in range(len(names)):
        pass
    MON = 1
    TUE = 2


class Secret(Enum):
    A = 1
    _Secret__hidden = 5
    __token = "t"
    LISTED = [1, 2]

    def token(self):
        return self.__token


class Outer:
    class Inner(Enum):
        X = 1


print(Outer.Inner.X, repr(Outer.Inner.X), repr(Outer.Inner), Outer.Inner.__qualname__)
print(type(Color).__name__, type(Color), type(Color) is EnumType, EnumMeta is EnumType, isinstance(Color, type), isinstance(Color, EnumMeta))
print(type(Color.RED) is Color, type(IntEnum), type(Flag).__name__, repr(Flag), repr(Color))
print(list(Named), Named("beta-1"))
print(list(reversed(Color)), Color._member_names_, Color._member_map_, Color._value2member_map_)
print(repr(Color.__members__), Color.__members__, list(Color.__members__.items())[0], len(Color.__members__), "RED" in Color.__members__)
print(list(Weekday), hasattr(Weekday, "i"), hasattr(Weekday, "_ignore_"), list(Secret), Secret._Secret__hidden, Secret.A.token())
print(Secret([1, 2]), Secret._value2member_map_)
print(repr(auto()), repr(auto(5)), Color.RED in Color, bool(Color))
for attempt in ("reassign", "delete", "in"):
    try:
        if attempt == "reassign":
            Color.RED = 9
        elif attempt == "delete":
            del Color.GREEN
        else:
            print(1 in Color)
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)
Color.description = "primary colours"
print(Color.description, Color.RED, Color.GREEN.value)
del Color.description
print(hasattr(Color, "description"))
try:
    class Reserved(Enum):
        _spare_ = 1
except ValueError as e:
    print("ValueError", e)
try:
    class Ordered(Enum):
        _order_ = "B A"
        A = 1
        B = 2
except TypeError as e:
    print("TypeError", e)
