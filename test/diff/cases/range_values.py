# range(...) as a value rather than a loop's iterable: each argument count, bools, big ints, a
# class's __index__, and the errors of a float, a str, a zero step and a keyword.
class Ix:
    def __init__(self, n):
        self.n = n
    def __index__(self):
        return self.n

out = [list(range(4)), list(range(2, 7)), list(range(10, 0, -3)), len(range(0)), range(True), list(range(False, 3))]
out.append((range(10**20)[-1], 10**19 in range(1, 10**20, 2), 10**19 + 1 in range(1, 10**20, 2), range(5, 1, 1) == range(0)))
try:
    len(range(10**20))
except OverflowError as e:
    out.append(str(e))
out.append((list(range(Ix(3))), list(range(Ix(1), Ix(9), Ix(4))), repr(range(1, 5)), repr(range(1, 5, 2))))
out.append(list(zip(range(3), "abc")))
for bad in [(1.5,), ("3",), (1, 10, 0), (None,)]:
    try:
        range(*bad)
    except (TypeError, ValueError) as e:
        out.append((type(e).__name__, str(e)))
try:
    range(1, 2, 3, 4)
except TypeError as e:
    out.append(str(e))
try:
    range(1.0, 2)
except TypeError as e:
    out.append(str(e))
try:
    range(stop=3)
except TypeError as e:
    out.append(str(e))

def shadowed():
    range = lambda *a: ("mine", a)
    return range(3)

out.append(shadowed())
print(out)
out
