# The truth value of each kind of value, as `if`, `not`, `bool()`, `and`/`or` and `while` see it:
# builtin containers empty and not, floats, None, Match objects, and classes with __bool__,
# __len__, both or neither (the order the runtime tests kinds in must not change any answer).
import re
import datetime
import decimal
import fractions
import enum


class Plain:
    pass


class WithBool:
    def __init__(self, b):
        self.b = b

    def __bool__(self):
        return self.b


class WithLen:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


class Both(WithLen):
    def __bool__(self):
        return True


class Color(enum.Enum):
    RED = 0
    BLUE = 1


class Flag(enum.IntFlag):
    A = 1


values = [
    None, 0, 1, -1, 0.0, -0.0, 0.5, float("nan"), "", "a", b"", b"x", [], [0], (), (None,),
    {}, {0: 0}, set(), {0}, frozenset(), range(0), range(3), range(5, 5), {}.keys(), {1: 2}.values(),
    {1: 2}.items(), re.search("a", "a"), re.search("(b)?", ""), re.match("x", "y"), Plain(),
    WithBool(False), WithBool(True), WithLen(0), WithLen(2), Both(0), datetime.timedelta(0),
    datetime.timedelta(seconds=1), datetime.date(2026, 1, 1),
    fractions.Fraction(0), fractions.Fraction(1, 3), Color.RED, Color.BLUE, Flag(0), Flag.A, 10**30, 0 * 10**30,
    True, False, len, Plain,
]
for v in values:
    shown = "if" if v else "else"
    print(type(v).__name__, bool(v), not v, shown, (v and 1) is v, (v or 2) is v)
# type(Decimal).__name__ is "decimal.Decimal" here (its tp_name): a known difference, left out.
for v in [decimal.Decimal("0"), decimal.Decimal("-0.0"), decimal.Decimal("0.1")]:
    print(bool(v), not v, "if" if v else "else", (v and 1) is v, (v or 2) is v)
n = 0
xs = [3, 2, 1]
while xs:
    n += xs.pop()
print(n)
w = WithLen(3)
while w:
    w.n -= 1
print(w.n)


class BadBool:
    def __bool__(self):
        return 1


try:
    if BadBool():
        pass
except TypeError as e:
    print("TypeError", e)


class NegLen:
    def __len__(self):
        return -1


try:
    print(bool(NegLen()))
except ValueError as e:
    print("ValueError", e)
