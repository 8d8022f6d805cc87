# A script's comparison or arithmetic method that calls a tool, in a condition (if, while, a
# ternary, not, a filter, assert), in a chain, under min/max/sorted, and in a loop (where the
# operators take their float-first step): each waits for its tool and answers as CPython.
class R:
    def __init__(self, k):
        self.k = k

    def __lt__(self, other):
        return [1] if rank(k=self.k)["text"] < rank(k=other.k)["text"] else []

    def __eq__(self, other):
        return "same" if rank(k=self.k)["text"] == rank(k=other.k)["text"] else ""

    def __ne__(self, other):
        return [] if rank(k=self.k)["text"] == rank(k=other.k)["text"] else [0]

    def __add__(self, other):
        return R(rank(k=self.k)["text"] + other.k)

    def __repr__(self):
        return self.k


a, b = R("a"), R("b")
if b < a:
    print("wrong if")
else:
    print("if ok")
print("t" if a < b else "f", not (b < a), [x for x in [a, b] if x < b], a < b < R("c"), b < a < R("c"))
n = 0
while R("a") < R("b") and n < 2:
    n += 1
print(n, max(a, b), min(a, b), sorted([b, a]))
print(a == b, a == R("a"), a != b, a != R("a"))
if a != R("a"):
    print("wrong ne")
if a == b:
    print("wrong eq")
assert a < b
x = a < b and b < a
print(x, a < b or b < a)
for i in range(2):
    print(b < a, a < b, a + b, b + a, a == b, a != b)
    if b < a or a != R("a"):
        print("wrong in loop")
c = b
c += a
result = repr(c)
