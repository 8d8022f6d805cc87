# Special methods looked up and kept per class, then the class (or a base) changed: a method set,
# replaced or deleted on a class or its base after instances used it takes effect at once.
class A:
    def __repr__(self):
        return "A1"
class B(A):
    pass
b = B()
print(repr(b))
A.__repr__ = lambda self: "A2"
print(repr(b))
B.__repr__ = lambda self: "B1"
print(repr(b))
del B.__repr__
print(repr(b))
del A.__repr__
print(repr(b)[:10])
class C:
    def __init__(self):
        self.v = 1
    def __setattr__(self, k, v):
        object.__setattr__(self, k, v * 2)
c = C()
print(c.v)
del C.__setattr__
c.v = 5
print(c.v)
C.__setattr__ = lambda self, k, v: object.__setattr__(self, k, -v)
c.v = 5
print(c.v)
class E:
    def __eq__(self, o):
        return True
    __hash__ = None
print(E() == 1, E() != 1)
E.__eq__ = lambda self, o: False
print(E() == 1, E() != 1)
E.__ne__ = lambda self, o: "ne"
print(E() != 1)
try:
    hash(E())
except TypeError as e:
    print(e)
E.__hash__ = lambda self: 7
print(hash(E()))
class F:
    count = 0
    def __init__(self):
        F.count += 1
    def __len__(self):
        return F.count
fs = [F() for _ in range(3)]
print(len(fs[0]))
F.__len__ = lambda self: 99
print(len(fs[1]), F.count)
def add(self, o):
    return "added"
F.__add__ = add
print(fs[0] + fs[1])
class G(F):
    pass
print(G() + 1, len(G()))
G.__add__ = lambda s, o: "G-add"
print(G() + 1, fs[0] + 1)
repr(b)[:10], len(fs[2])
