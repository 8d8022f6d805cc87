# A dataclass whose field's default is a descriptor (the Python docs' "descriptor-typed fields").
from dataclasses import dataclass, field, fields, asdict, replace


class IntConversion:
    def __init__(self, *, default):
        self._default = default

    def __set_name__(self, owner, name):
        self._name = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self._default
        return getattr(obj, self._name, self._default)

    def __set__(self, obj, value):
        setattr(obj, self._name, int(value))


@dataclass
class InventoryItem:
    quantity_on_hand: IntConversion = IntConversion(default=100)
    name: str = "widget"


i = InventoryItem()
print(i.quantity_on_hand, i.name)
i.quantity_on_hand = 2.5
print(i.quantity_on_hand)
j = InventoryItem("7", "bolt")
print(j.quantity_on_hand, type(j.quantity_on_hand).__name__, j.name)
print(repr(j))
print(j == InventoryItem(7, "bolt"), j == InventoryItem(8, "bolt"))
print([f.name for f in fields(InventoryItem)], [f.default for f in fields(InventoryItem)])
print(asdict(j))
k = replace(j, quantity_on_hand="9")
print(k, k.quantity_on_hand)
print(InventoryItem.quantity_on_hand)
print(j._quantity_on_hand, hasattr(j, '_name'))


class Validated:
    def __set_name__(self, owner, name):
        self.public = name
        self.private = "_v_" + name
        owner.seen = getattr(owner, "seen", ()) + (name,)

    def __get__(self, obj, objtype=None):
        if obj is None:
            return 0
        return getattr(obj, self.private)

    def __set__(self, obj, value):
        if value < 0:
            raise ValueError(f"{self.public} must be >= 0, got {value}")
        setattr(obj, self.private, value)


@dataclass(order=True)
class Box:
    width: Validated = Validated()
    height: Validated = Validated()

    @property
    def area(self):
        return self.width * self.height


print(Box.seen)
b = Box(3, 4)
print(b, b.area, b < Box(3, 5))
try:
    Box(-1, 2)
except ValueError as e:
    print("ValueError:", e)
print(Box())


@dataclass(frozen=True)
class Frozen:
    q: IntConversion = IntConversion(default=1)


try:
    Frozen(5)
except Exception as e:
    print(type(e).__name__, e)


class Named:
    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, name)
        self.name = name

    def __repr__(self):
        return "Named(" + getattr(self, "name", "?") + ")"


@dataclass
class Wrapped:
    a: Named = field(default=Named())
    b: int = field(default=0, repr=False)


print(Wrapped(), Wrapped.a)


class Defaults:
    limit = 10


@dataclass
class Inherits(Defaults):
    limit: int
    extra: int = 1


print(Inherits(), Inherits(3))


class Raises:
    def __get__(self, obj, objtype=None):
        if obj is None:
            raise AttributeError("no class-level default")
        return obj._r

    def __set__(self, obj, value):
        obj._r = value


@dataclass
class NeedsArg:
    r: Raises = Raises()


print(NeedsArg(5).r)
try:
    NeedsArg()
except TypeError as e:
    print("TypeError:", e)


# slots=True makes a new class: type_new's __set_name__ and __init_subclass__ run again.
class Announce:
    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, name)

    def __get__(self, obj, objtype=None):
        return "announced"


class Base:
    def __init_subclass__(cls, **kw):
        print("init_subclass", cls.__name__, kw)


@dataclass(slots=True)
class Slim(Base):
    x: int
    tag = Announce()


print(Slim(1), Slim(1).tag)
