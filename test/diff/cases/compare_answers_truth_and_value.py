# A class's __lt__ may answer any value: a condition (if, while, assert, a filter, a guard, a
# ternary, not) takes its truth, a value (a chain, and/or) is the answer that decides, as CPython.
class Odd:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        return [self.v] if self.v < other.v else []
    def __repr__(self):
        return f"Odd({self.v})"
print(Odd(2) < Odd(1) < Odd(3), Odd(1) < Odd(2) < Odd(3))
if Odd(2) < Odd(1):
    print("wrong")
x = Odd(2) < Odd(1) or "fallback"
print(x, not (Odd(2) < Odd(1)))
print([o for o in [Odd(1), Odd(3)] if o < Odd(2)])
print(Odd(2) < Odd(1) < Odd(3) or "c")
while Odd(2) < Odd(1):
    break
print(all([Odd(2) < Odd(1)]), any(o < Odd(0) for o in [Odd(1)]))
y = Odd(1) < Odd(2) and Odd(3) < Odd(2)
z = Odd(1) < Odd(2) or Odd(3) < Odd(2)
w = (Odd(2) < Odd(1)) or (Odd(1) < Odd(2))
print(y, z, w, [Odd(1) < Odd(2) < Odd(0)])
assert Odd(1) < Odd(2)
try:
    assert Odd(2) < Odd(1), "falsy"
except AssertionError as e:
    print("assert", e)
print("yes" if Odd(2) < Odd(1) else "no", list(filter(lambda o: o < Odd(2), [Odd(1), Odd(3)])))
match Odd(1):
    case Odd() as o if o < Odd(0):
        print("matched wrongly")
    case _:
        print("guard false")
i = 0
while Odd(i) < Odd(3):
    i += 1
print(i, 0 <= i < 10, 0 <= i < 2, 1 < 2 < 3 > 2)


class Empty:
    def __lt__(self, other):
        return []

    def __gt__(self, other):
        return 0.0


y = 2.5
for j in range(2):
    print(Empty() < 2.5, 2.5 < Empty(), Empty() < y, y < Empty(), Empty() < j)
    if Empty() < 2.5 or 2.5 < Empty() or Empty() < y or y < Empty() or Empty() < j or j > Empty():
        print("wrong")
    print(not Empty() < y, [1 for _ in "ab" if Empty() < y], 0 <= j < Empty())
result = [Odd(1) < Odd(2), Odd(2) < Odd(1)]
