enum: Enum, IntEnum, StrEnum, Flag, auto, unique; reprs and str as CPython 3.11, lookup,
iteration, members as dict keys, methods on enums.

# ---- basic-enum
from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
print(Color.RED, repr(Color.GREEN), Color.BLUE.name, Color.BLUE.value, type(Color.RED).__name__)
print(f"{Color.RED}", str(Color.RED), [Color.RED], isinstance(Color.RED, Color))

# ---- iteration-and-len
from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
print(list(Color), len(Color), [c.name for c in Color], Color.RED in Color)

# ---- lookup-by-value-and-name
from enum import Enum
class Color(Enum):
    RED = "r"
    GREEN = "g"
print(Color("r"), Color["GREEN"], Color(Color.RED) is Color.RED, getattr(Color, "RED"))

# ---- lookup-bad-value
from enum import Enum
class Color(Enum):
    RED = 1
Color(5)

# ---- lookup-bad-name
from enum import Enum
class Color(Enum):
    RED = 1
Color["PINK"]

# ---- identity-and-equality
from enum import Enum
class A(Enum):
    X = 1
    Y = 2
print(A.X is A.X, A.X == A.X, A.X == A.Y, A.X == 1, A.X != 1)

# ---- members-as-dict-keys
from enum import Enum
class S(Enum):
    ON = 1
    OFF = 0
d = {S.ON: "yes", S.OFF: "no"}
print(d[S.ON], d, S.ON in d, len({S.ON, S.ON, S.OFF}))

# ---- auto-values
from enum import Enum, auto
class Step(Enum):
    A = auto()
    B = auto()
    C = 10
    D = auto()
print([(s.name, s.value) for s in Step])

# ---- aliases
from enum import Enum
class E(Enum):
    A = 1
    B = 1
    C = 2
print(list(E), E.B, E.B is E.A, E(1).name, E["B"])

# ---- unique
from enum import Enum, unique
@unique
class E(Enum):
    A = 1
    B = 1

# ---- methods-and-properties
from enum import Enum
class Planet(Enum):
    MERCURY = (3.3e23, 2.4e6)
    EARTH = (5.97e24, 6.37e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def density(self):
        return self.mass / self.radius
    def describe(self):
        return f"{self.name.title()} weighs {self.mass:.2e}"
print(Planet.EARTH.describe(), Planet.EARTH.mass)

# ---- enum-method
from enum import Enum
class Status(Enum):
    ACTIVE = "active"
    INACTIVE = "inactive"
    def label(self):
        return self.value.upper()
    @classmethod
    def parse(cls, s):
        return cls(s.lower())
print(Status.ACTIVE.label(), Status.parse("INACTIVE"))

# ---- intenum
from enum import IntEnum
class Pri(IntEnum):
    LOW = 1
    HIGH = 3
print(Pri.LOW, repr(Pri.HIGH), f"{Pri.HIGH}", Pri.LOW + 1, Pri.LOW < Pri.HIGH, Pri.HIGH == 3, Pri.LOW < 2)
print(sorted([Pri.HIGH, Pri.LOW]), int(Pri.HIGH), {1: "one"}[Pri.LOW], Pri(3), isinstance(Pri.LOW, int))

# ---- strenum
from enum import StrEnum, auto
class Mode(StrEnum):
    READ = auto()
    WRITE = "w"
print(Mode.READ, repr(Mode.READ), f"[{Mode.WRITE}]", Mode.READ == "read", Mode.WRITE.upper(), "x" + Mode.WRITE, {"read": 1}[Mode.READ])

# ---- flag
from enum import Flag, auto
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
rw = Perm.R | Perm.W
print(repr(Perm.R), repr(rw), str(rw), Perm.R in rw, Perm.X in rw, rw & Perm.R, list(rw), bool(Perm.R & Perm.X), repr(Perm.R & Perm.X))
print(Perm(3), Perm.R | Perm.W is rw)

# ---- enum-in-match-like-dispatch
from enum import Enum
class Op(Enum):
    ADD = "+"
    SUB = "-"
def apply(op, a, b):
    if op is Op.ADD:
        return a + b
    if op == Op.SUB:
        return a - b
print(apply(Op("+"), 2, 3), apply(Op.SUB, 2, 3))

# ---- members-dict
from enum import Enum
class C(Enum):
    A = 1
    B = 2
print(list(C.__members__), C.__members__["B"])

# ---- enum-class-repr
from enum import Enum
class C(Enum):
    A = 1
print(C, type(C.A))

# ---- extend-enum-refused
from enum import Enum
class C(Enum):
    A = 1
class D(C):
    B = 2

# ---- enum-json-value
import json
from enum import Enum
class C(Enum):
    A = "a"
print(json.dumps({"c": C.A.value}))

# ---- enum-tool
# tools: {"fetch": [{"args": {"url": "s"}, "output": "inactive"}]}
from enum import Enum
class Status(Enum):
    ACTIVE = "active"
    INACTIVE = "inactive"
s = Status(fetch(url="s")["text"])
print(s, s is Status.INACTIVE)

# ---- enum-sorted-by-value
from enum import Enum
class Size(Enum):
    S = 1
    L = 3
    M = 2
print(sorted(Size, key=lambda s: s.value))

# ---- enum-hash-stable
from enum import Enum
class C(Enum):
    A = 1
print(hash(C.A) == hash(C.A), hash(C.A) == hash("A"))
