# isinstance against builtin types by name, alone or in a tuple: primitives, floats, containers,
# their subclasses from collections and enum, bools as ints, and a rebound name, each answered
# as CPython does.
from collections import Counter, OrderedDict, defaultdict, namedtuple
from enum import Enum, IntEnum

Point = namedtuple("Point", "x y")


class Color(IntEnum):
    RED = 1


class Mode(Enum):
    A = "a"


values = [1, 2**70, True, 2.5, "s", None, [1], (1,), {"a": 1}, {1}, Point(1, 2), Counter("ab"), OrderedDict(), defaultdict(int), Color.RED, Mode.A, b"x", range(2)]
for v in values:
    print(
        type(v).__name__,
        isinstance(v, str), isinstance(v, int), isinstance(v, bool), isinstance(v, float),
        isinstance(v, list), isinstance(v, dict), isinstance(v, tuple),
        isinstance(v, (int, float)), isinstance(v, (list, tuple)), isinstance(v, (str, dict, set)),
    )


def shadow(x):
    str = int
    return isinstance(x, str), isinstance(x, (str, list))


print(shadow(3), shadow("3"))
try:
    isinstance(1, (int, 5))
except TypeError as e:
    print("TypeError:", e)
print(isinstance(1, (5, int)) if False else "skip", [isinstance(x, int) for x in (1, "1", 1.0, False)])
# A builtin that is no type raises where isinstance meets it, before or after a type that holds.
for v in ["a", 1]:
    for classes in [(len, str), (str, len), (int, print, str), (bytes, str)]:
        try:
            print(isinstance(v, classes))
        except TypeError as e:
            print("TypeError:", e)
    try:
        print(isinstance(v, (len, str)), isinstance(v, (str, len)))
    except TypeError as e:
        print("TypeError:", e)
