# `==` and `!=` of instances whose classes define neither __eq__ nor __ne__ are identity, and
# stop being so the moment a class along the MRO (or the other operand's class) gains one.
class A:
    pass

class B(A):
    pass

a, a2, b = A(), A(), B()
out = [a == a, a == a2, a != a2, a != a, a == None, None == a, a != None, a == 1, 1 != a, b == a, a == b]

A.__eq__ = lambda self, other: "eq answer"
out.append((a == a2, a != a2, b == a, a == None, b != b))

del A.__eq__
out.append((a == a2, a != a2, a == a))

A.__ne__ = lambda self, other: NotImplemented
out.append((a != a2, a != a, b != None))

class C:
    def __eq__(self, other):
        return isinstance(other, A)

del A.__ne__
c = C()
out.append((a == c, c == a, a != c, c != a, c == c, b == c))

class D(A):
    def __ne__(self, other):
        return "d ne"

d = D()
out.append((d != a, a != d, d == a, a == d, d != d))
print(out)
out
