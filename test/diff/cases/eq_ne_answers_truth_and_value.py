# A script's __eq__ or __ne__ may answer any value: as a value `==` and `!=` give that answer
# (a chain's deciding link, as `and` gives it), in a condition its truth, as CPython.
class C:
    def __ne__(self, o):
        return []

    def __eq__(self, o):
        return "yes" if o != 0 else ""


if C() != 1:
    print("wrong ne")
print(C() != 1, C() == 1, [C() == 1], not (C() != 1), C() == 0)
x = C() == 2
print(x, C() == 1 == 1, 1 == C(), C() == 0 == 1, C() == 1 and C() != 2)
if C() == 1:
    print("eq truthy ok")
if C() == 0 or C() != 5:
    print("wrong or")
print([c for c in [C(), C()] if c == 3], "t" if C() == 0 else "f", C() in [1], C() == 0.5)
for i in range(3):
    print(C() == i, C() != i, i == C(), 1.5 == C())
    if C() != i:
        print("wrong ne in loop")
result = [C() == 1, C() != 1]
