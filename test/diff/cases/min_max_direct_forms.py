# min() and max() of two arguments, and of one list or tuple without a key: the first extreme
# item wins, ints and strs compare as Python compares them, and every other value (bools, floats,
# NaN, bigints, a class's comparisons, mixed types) answers as the general call does.
class Score:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        print("lt", self.v, other.v)
        return self.v < other.v

    def __gt__(self, other):
        print("gt", self.v, other.v)
        return [1] if self.v > other.v else []

    def __repr__(self):
        return f"Score({self.v})"


def noisy(x):
    print("arg", x)
    return x


nan = float("nan")
astral = "\U0001F600"
print(max(3, 7), min(3, 7), max(-2, -2), max(1, True), max(True, 1), min(0, False), min(False, 0))
print(max(2, 2.5), min(2, 2.0), max(nan, 1), max(1, nan), min(nan, 1), max(2**70, 5), min(-(2**70), 5))
print(max("apple", "banana"), min("b", "a"), max("\uE000", astral), min("\uE000", astral))
print(max(noisy(1), noisy(2)), min(Score(1), Score(2)), max(Score(1), Score(2)), max(Score(3), Score(2)))
for i in range(-2, 3):
    print(max(0, i), min(i, 1), max(i, i * 2), min(-i, i))
print(max([3, 9, 9, 1]), min((4, -4, 2)), max(["pear", "fig", "plum"]), min(["b", "a", "a"]))
print(max([1, 2.5, 2]), min([True, 1, 0.0, False]), max([5]), max([astral, "\uE000", "z"]), min([astral, "\uE000"]))
print(max([2**60, 2**70, 3]), min([1, -(2**80)]), max([1, nan]), max([nan, 1]), max((7, 7.0)), min((0, -0.0)))
print(max([Score(2), Score(5), Score(1)]), min([Score(2), Score(5), Score(1)]))
for bad in ([1, "a"], ["a", 1], [None, 2]):
    try:
        print(max(bad))
    except TypeError as e:
        print("TypeError", e)
for a, b in ((1, "a"), ("a", 1), (None, None), ([1], (1,))):
    try:
        print(min(a, b))
    except TypeError as e:
        print("TypeError", e)
try:
    max([])
except ValueError as e:
    print("ValueError", e)
print(max([], default="none"), min([[2], [1, 5], [1]]), max([(1, "b"), (1, "a")]))
result = [max(i, 3) - min(i, 3) for i in range(6)]
