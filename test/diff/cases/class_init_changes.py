# A class's __init__ found at each construction, as CPython looks it up: added, replaced and
# deleted after instances were made, inherited from a base that changes, and one that returns
# something other than None.
class A:
    pass

class B(A):
    pass

out = [type(A()).__name__, type(B()).__name__]
try:
    A(1)
except TypeError as e:
    out.append(str(e))

def init(self, x=0):
    self.x = x

A.__init__ = init
out.append((A(3).x, B(4).x, A().x))

def init2(self, x, y=5):
    self.x = x * 10
    self.y = y

A.__init__ = init2
out.append((A(3).x, B(4).y, B(1, 2).y))

B.__init__ = lambda self: setattr(self, "x", "b")
out.append((A(1).x, B().x))

del B.__init__
out.append(B(2).x)

del A.__init__
try:
    B(2)
except TypeError as e:
    out.append(str(e))

class C:
    def __init__(self):
        return 5

try:
    C()
except TypeError as e:
    out.append(str(e))

class E(Exception):
    pass

e = E("a", 1)
out.append((e.args, str(e)))
E.__init__ = lambda self, *a: None
out.append(E("x", 2).args)
print(out)
out
