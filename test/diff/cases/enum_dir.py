from enum import Enum, Flag, auto


class Color(Enum):
    RED = 1
    GREEN = 2

    def describe(self):
        return self.name

    @property
    def lower(self):
        return self.name.lower()

    @classmethod
    def first(cls):
        return cls.RED


class Planet(Enum):
    EARTH = (5.97, 6.37)

    def __init__(self, mass, radius):
        self.mass = mass
        self._radius = radius


class Perm(Flag):
    R = auto()
    W = auto()


class Plain(Enum):
    A = 1


for obj in (Color, Color.RED, Planet, Planet.EARTH, Perm, Perm.R, Perm.R | Perm.W, Plain, Plain.A):
    names = dir(obj)
    print(names)
    # Every name dir() lists can be read.
    print([n for n in names if not hasattr(obj, n)])
print(Color.__len__(), Color.__contains__(Color.RED), Color.__getitem__("RED"), list(Color.__iter__()))
print(len(Color), Color.RED in Color, Color["GREEN"], list(Color), list(reversed(Color)))
print(list(Perm), Perm.R in Perm, len(Perm.R | Perm.W), list(Perm.R | Perm.W))
try:
    Color.__contains__(3)
except TypeError as e:
    print(e)
