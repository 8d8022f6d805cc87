# int() and float() of enum members: IntEnum members are ints, a plain Enum is not, and a member
# class may define __index__ (which both use).
from enum import Enum, IntEnum
class C(Enum):
    A = 1
class N(IntEnum):
    B = 2
class W(Enum):
    X = 5
    def __index__(self):
        return self.value
print(int(N.B), float(N.B), int(W.X), float(W.X))
for v in (C.A,):
    for f in (int, float):
        try:
            print(f(v))
        except TypeError as e:
            print("TypeError", e)
