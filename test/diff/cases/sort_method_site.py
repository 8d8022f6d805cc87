# list.sort() and int.to_bytes() called at a site in a loop, their keyword-only parameters at
# their defaults: ints, strs with astral characters, a class's __lt__, mixed types (CPython's
# first failing comparison), a positional argument sort() refuses, and keywords as before.


class Heavier:
    """Orders by weight, heaviest first."""

    def __init__(self, weight):
        self.weight = weight

    __lt__ = lambda self, other: self.weight > other.weight
    __repr__ = lambda self: "H" + str(self.weight)


data = [[3, 1, 2], ["b", "\U0001F600", "a", "\uffff"], [Heavier(1), Heavier(3), Heavier(2)], [2, "a", 1], [], [1.5, -2, 3], [(2, "b"), (1, "z"), (2, "a")]]
for round_ in range(2):
    for xs in data:
        ys = list(xs)
        try:
            print(ascii(ys.sort()), ascii(ys))
        except TypeError as e:
            print("TypeError", e, ascii(ys))
        try:
            ys.sort(1)
        except TypeError as e:
            print("TypeError", e)
        zs = list(xs)
        try:
            zs.sort(reverse=True)
            print(ascii(zs))
        except TypeError as e:
            print("TypeError", e)
    for n in (5, 255, 256, -1):
        try:
            print(n.to_bytes(2), n.to_bytes(1))
        except OverflowError as e:
            print("OverflowError", e)
