# The functional API: calling an enum class with a name and member names (a str split on spaces
# and commas, a list of names, (name, value) pairs or a mapping) makes a new enum class, for
# Enum, IntEnum, StrEnum, Flag and IntFlag alike, with `start`, `type`, `module` and `qualname`.
from enum import Enum, Flag, IntEnum, IntFlag, StrEnum

Animal = Enum("Animal", "ANT BEE, CAT")
print(list(Animal), Animal.BEE.value, Animal(3), Animal["ANT"], repr(Animal), Animal.__name__, Animal.__module__)
Color = Enum("Color", ["RED", "GREEN"])
print(list(Color), Color.GREEN.value, len(Color))
Pairs = Enum("Pairs", [("A", 1), ("B", "two"), ("C", 1)])
print(list(Pairs), Pairs.C, Pairs.__members__)
Mapped = Enum("Mapped", {"X": 10, "Y": 20})
print(list(Mapped), Mapped(20), [m.name for m in Mapped])
Level = IntEnum("Level", "LOW MEDIUM HIGH")
print(list(Level), Level.HIGH + 1, Level.LOW < Level.MEDIUM, isinstance(Level.LOW, int))
Mode = StrEnum("Mode", "READ WRITE")
print(list(Mode), Mode.READ == "read", Mode.WRITE.upper())
Perm = Flag("Perm", "R W X")
print(list(Perm), Perm.R | Perm.X, repr(Perm.W | Perm.X))
Bits = IntFlag("Bits", ["ONE", "TWO", "FOUR"])
print(list(Bits), Bits.ONE | 2, Bits.FOUR.value)
Zero = Enum("Zero", "A B", start=0)
print(list(Zero))
Typed = Enum("Typed", "A B", type=int)
print(list(Typed), Typed.A + 10, isinstance(Typed.B, int))
Placed = Enum("Placed", "A", module="shapes", qualname="Outer.Placed")
print(repr(Placed), Placed.__module__, Placed.__qualname__, repr(Placed.A))
Empty = Enum("Empty", [])
print(repr(Empty), list(Empty), len(Empty))
calls = [lambda: Color(), lambda: Color(1, 2, 3), lambda: Color("More", "BLUE"), lambda: Enum(5), lambda: Enum("Bad", 5)]
for call in calls:
    try:
        call()
    except TypeError as e:
        print("TypeError", e)
