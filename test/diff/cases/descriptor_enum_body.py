# An Enum whose class body holds descriptors and __set_name__ objects (not members).
from enum import Enum, IntEnum


class Registry:
    def __init__(self):
        self.names = []

    def __set_name__(self, owner, name):
        self.owner_name = owner.__name__
        self.attr = name

    def __get__(self, obj, objtype=None):
        return self


class PlainNamed:
    called = []

    def __set_name__(self, owner, name):
        PlainNamed.called.append(name)

    def __repr__(self):
        return "PlainNamed()"


class Describe:
    def __get__(self, obj, objtype=None):
        if obj is None:
            return f"class {objtype.__name__}"
        return f"member {obj.name}={obj.value}"


class Slot:
    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, "_" + self.name, "unset")

    def __set__(self, obj, value):
        setattr(obj, "_" + self.name, value)


class Color(Enum):
    RED = 1
    GREEN = 2
    registry = Registry()
    describe = Describe()
    note = Slot()
    plain = PlainNamed()

    @property
    def lower(self):
        return self.name.lower()


print(list(Color))
print(len(Color), [m.name for m in Color])
print(Color.registry.owner_name, Color.registry.attr)
print(Color.describe, Color.RED.describe)
print(Color.GREEN.lower)
print(Color.RED.note)
Color.RED.note = "warm"
print(Color.RED.note, Color.GREEN.note)
print(Color["RED"], Color(2))
print(Color.plain, Color.plain.value, PlainNamed.called)


class Level(IntEnum):
    LOW = 1
    HIGH = 3
    label = Describe()


print(Level.LOW.label, Level.label, Level.HIGH + 1)


class Seen:
    calls = []

    def __set_name__(self, owner, name):
        Seen.calls.append((owner.__name__, name))

    def __get__(self, obj, objtype=None):
        return 42


class Shape(Enum):
    CIRCLE = "c"
    tag = Seen()
    SQUARE = "s"

    def area(self):
        return 0


print(Seen.calls, Shape.CIRCLE.tag, Shape.tag, [s.value for s in Shape])
print(hasattr(Shape, "tag"), "tag" in Shape.__members__)

