# dir() of a script's classes and their instances: the class's and its bases' namespaces, the
# instance's __dict__, slots and properties, sorted; __dir__ honoured.


def public(names):
    return [n for n in names if not (n.startswith("__") and n.endswith("__"))]


class Base:
    """A base."""

    kind = "base"

    def method(self):
        return 1

    @property
    def prop(self):
        return 2

    @staticmethod
    def helper():
        return 3

    @classmethod
    def make(cls):
        return cls()

    def __len__(self):
        return 0


class Child(Base):
    extra = 4

    def __init__(self):
        self.z = 1
        self.a = 2
        self._private = 3
        self.__mangled = 4


class Slotted:
    __slots__ = ("x", "__y")

    def __init__(self):
        self.x = 1


class Custom:
    def __dir__(self):
        return ("zeta", "alpha", "Beta", "alpha")


class CustomSet:
    def __dir__(self):
        return {"b", "a"}


class Broken:
    def __dir__(self):
        return 5


class Mixed:
    def __dir__(self):
        return ["a", 1]


class Err(ValueError):
    code = 7


c = Child()
print(public(dir(c)))
print(public(dir(Child)))
print(public(dir(Base)))
print([n for n in ["__init__", "__len__", "__class__", "__module__", "__dict__", "__doc__", "__eq__", "__repr__"] if n in dir(c)])
print([n for n in ["__init__", "__len__", "__dict__", "__module__", "__doc__"] if n in dir(Child)])
print(dir(c) == sorted(dir(c)), all(hasattr(c, n) for n in dir(c)), all(hasattr(Child, n) for n in dir(Child)))
c.added = 5
print("added" in dir(c), "added" in dir(Child))
s = Slotted()
print(public(dir(s)), "__slots__" in dir(s), "__dict__" in dir(s))
print(public(dir(Slotted)), Slotted.x)
print(list(vars(Slotted)), vars(Slotted)["x"], Slotted._Slotted__y)
print(dir(Custom()))
print(dir(CustomSet()))
print(public(dir(Custom)))
print([n for n in ["code", "args", "add_note", "__cause__", "__context__", "__dict__"] if n in dir(Err("m"))])
for bad in [Broken(), Mixed()]:
    try:
        print(dir(bad))
    except TypeError as e:
        print("TypeError", e)
