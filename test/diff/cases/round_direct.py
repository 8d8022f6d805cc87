# round(x) and round(x, n) of the builtin without its argument binder: the same results, errors
# and special methods (a __round__ without ndigits is called without it).
from decimal import Decimal


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __round__(self, ndigits=None):
        return ("rounded", self.cents, ndigits)


class Bare:
    def __round__(self):
        return "bare"


for i in range(2):
    print(round(2.675, 2), round(2.5), round(3.5), round(-0.5), round(1234.5678, -2), round(7, -1), round(15, -1), round(25, -1))
    print(round(True), round(False, 3), round(2**70 + 5, -1), round(-(2**60) - 5, -1), round(0.1 + 0.2, 10), round(1e300, 5), round(-0.0, 1))
    print(round(3.14159, None), round(Decimal("2.675"), 2), round(Money(199)), round(Money(5), 1), round(Bare()))
    for args in (("a",), (1.5, 1.5), (None,), ([1.2],), (float("inf"),), (float("nan"),), (1.5, "2")):
        try:
            print(round(*args) if len(args) > 1 else round(args[0]))
        except (TypeError, ValueError, OverflowError) as err:
            print(type(err).__name__, err)
    try:
        print(round(1.5, 2.0))
    except TypeError as err:
        print("TypeError", err)
    try:
        print(round(float("inf")))
    except OverflowError as err:
        print("OverflowError", err)


class Plain:
    pass


def rounded(x, *n):
    try:
        return round(x, *n)
    except TypeError as err:
        return "TypeError: " + str(err)


print(round(Money(5), 1.5), round(Money(5), None), rounded(Plain()), rounded(Plain(), 2), rounded(Money(7), "x"), rounded(2.5, None), rounded(Bare(), 2), rounded(Bare(), None))
print([round(v, 1) for v in (0.05, 0.15, 0.25, 2.675)], [round(m) for m in (Money(1), Money(2))])
