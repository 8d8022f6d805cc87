from enum import Enum, IntEnum, auto, StrEnum, Flag

class State(Enum):
    PENDING = "pending"
    RUNNING = "running"
    DONE = "done"

class Priority(IntEnum):
    LOW = 1
    HIGH = 2
    URGENT = auto()

class Color(StrEnum):
    RED = auto()
    BLUE = auto()

class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()

jobs = list_jobs()
by_state = {}
for j in jobs:
    s = State(j["state"])
    by_state.setdefault(s, []).append(j["id"])
for s in State:
    print(s, repr(s), s.name, s.value, by_state.get(s, []))
print(Priority.URGENT, repr(Priority.HIGH), Priority.HIGH > Priority.LOW, Priority(3).name, sorted([Priority.HIGH, 1]))
print(Color.RED, repr(Color.BLUE), Color.RED == "red", f"{Color.BLUE}")
p = Perm.R | Perm.W
print(p, repr(p), Perm.W in p, Perm.X in p, bool(Perm(0)))
print(State["DONE"], list(Priority), len(State))
try:
    State("bogus")
except ValueError as e:
    print("ValueError", e)
{s.value: ids for s, ids in by_state.items()}
