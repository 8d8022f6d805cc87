# An enum member's `name` and `value` are Enum's properties without a setter or deleter (for
# Enum, IntEnum and Flag members alike); any other attribute is the member's own, set, read and
# deleted as a plain instance's.
from enum import Enum, Flag, IntEnum


class Color(Enum):
    RED = 1
    BLUE = 2


class Level(IntEnum):
    LOW = 1


class Perm(Flag):
    R = 1
    W = 2


for member in (Color.RED, Level.LOW, Perm.R):
    for attr in ("name", "value"):
        try:
            setattr(member, attr, 9)
        except AttributeError as e:
            print("set", e)
        try:
            delattr(member, attr)
        except AttributeError as e:
            print("del", e)
Color.RED.note = "warm"
Color.RED.note += "!"
Level.LOW.extra = [1]
print(Color.RED.note, Level.LOW.extra, Color.RED.name, Level.LOW.value + 1, Perm.R | Perm.W)
del Color.RED.note
try:
    Color.RED.note
except AttributeError as e:
    print("AttributeError", e)
[Color.BLUE.name, Color.BLUE.value, hasattr(Color.BLUE, "note")]
