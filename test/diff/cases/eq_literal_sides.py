# == and != against an int or str literal on either side, in a loop (the emitted fast path: one
# typeof test, then ===), for values of every kind, including classes with their own __eq__/__ne__.
class Always:
    def __eq__(self, other):
        return True
    def __ne__(self, other):
        return "ne"

class Loud:
    def __eq__(self, other):
        raise ValueError("eq " + repr(other))

class Plain:
    pass

values = [0, 1, -1, True, False, 1.0, 0.0, -0.0, 2 ** 70, 7, "ok", "", "0", "1", None, [1], (1,), {"ok": 1}, Always(), Plain(), float("nan")]
for v in values:
    row = [v == 0, v != 0, 1 == v, 1 != v, v == "ok", v != "ok", "" == v, "0" != v, v == -1, v != 7]
    print(type(v).__name__, row)
n = 0
for i in range(5):
    if i == 3 or "x" != "x" or i != i:
        n += 1
print(n)
try:
    for i in range(2):
        print(Loud() == 0)
except ValueError as e:
    print("ValueError", e)
try:
    for i in range(2):
        print("s" != Loud())
except ValueError as e:
    print("ValueError", e)
