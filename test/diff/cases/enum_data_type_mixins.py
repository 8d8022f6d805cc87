# Enums whose members are also their values' type: `class C(str, Enum)` and `class C(int, Enum)`
# (Enum's str/repr/format, the value's operators and methods), StrEnum and IntEnum members in
# len, iteration, `in`, subscripts, index positions, join, %-formats and json.
import json
from enum import Enum, IntEnum, StrEnum, auto

class Status(str, Enum):
    OPEN = "open"
    DONE = "done"

class Level(int, Enum):
    LOW = 1
    HIGH = 3

class Auto(str, Enum):
    FIRST = auto()

class Color(StrEnum):
    RED = auto()
    BLUE = "blue"

class Size(IntEnum):
    S = 0
    L = 2

print(repr(Status.OPEN), str(Status.OPEN), f"{Status.OPEN}", "{:>6}|".format(Status.DONE), Status.OPEN == "open", Status("done"))
print(Status.OPEN.upper(), len(Status.DONE), Status.OPEN + "!", "op" in Status.OPEN, Status.OPEN[1:], list(Status.DONE), sorted(Status))
print(repr(Level.HIGH), str(Level.LOW), Level.HIGH * 2, Level.LOW < Level.HIGH, Level(3), ["a", "b", "c", "d"][Level.HIGH], hex(Level.HIGH), abs(Level.LOW), -Level.HIGH)
print(repr(Auto.FIRST), Auto.FIRST.value, isinstance(Status.OPEN, str), isinstance(Level.LOW, int), isinstance(Status.OPEN, Enum))
print(len(Color.RED), list(Color.BLUE)[:2], "-".join([Color.RED, Color.BLUE, "x"]), ["p", "q", "r"][Size.L], list(range(Size.L)), "%d/%s/%x" % (Size.L, Color.RED, Level.HIGH))
print({Status.OPEN: 1}["open"], {"done": 2}[Status.DONE], Level.HIGH in {3: "x"}, "red" in Color.__members__.values())
counts = {s: 0 for s in Status}
counts[Status.OPEN] += 2
print(json.dumps({"status": Status.OPEN, "level": Level.HIGH, Color.RED: Size.L, Level.LOW: [Status.DONE]}), json.dumps(counts, sort_keys=True))
rows = [{"status": Status("open"), "level": Level(1)}, {"status": Status.DONE, "level": Level.HIGH}]
[json.loads(json.dumps(rows)), sorted(r["level"] for r in rows), max(rows, key=lambda r: r["level"])["status"].value]
