# An f-string field in a loop: an int in the safe range is written as str() writes it, and every
# other value (bigints, bools, floats, None, containers, a class's __format__ or __str__) as before.
class Tagged:
    def __format__(self, spec):
        return "tag<" + spec + ">"


class Named:
    def __str__(self):
        return "named"


values = [0, -0, 7, -42, 2**53 - 1, -(2**53) + 1, 2**53, -(2**64), True, False, 1.5, -0.0, 1e22, None, "s", [1, "a"], (2,), {"k": 3}, Tagged(), Named()]
out = []
for v in values:
    out.append(f"{v}|{v!r}")
for i in range(-3, 3):
    out.append(f"[{i}:{i * 10**16}]")
print("\n".join(out))
big = 10**5000
try:
    for n in (5, big):
        print(f"n={n}"[:12])
except ValueError as e:
    print("ValueError", str(e)[:40])
result = [f"{i}" for i in range(5)]
