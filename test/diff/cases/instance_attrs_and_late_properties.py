# An instance's own attributes against properties of its classes, with the classes changed after
# instances read their attributes: a property set on the class (or a base) later takes over,
# deleting or replacing it gives the attribute back, and plain class attributes change nothing.
class Base:
    count = 0
    def __init__(self, x):
        self.x = x
        self.y = x * 2
        Base.count += 1

class Child(Base):
    pass

a = Base(1)
c = Child(2)
print(a.x, a.y, c.x, c.y, Base.count)
Base.x = property(lambda self: "prop-x")
print(a.x, c.x, a.y)
try:
    a.x = 5
except AttributeError as e:
    print("AttributeError", e)
del Base.x
print(a.x, c.x)
a.x = 7
print(a.x)
Child.y = property(lambda self: "child-y", lambda self, v: print("set y", v))
print(a.y, c.y)
c.y = 9
print(c.x)
Child.y = 3
print(c.y, a.y)
Base.z = 10
print(a.z, c.z)
a.z = 11
print(a.z, c.z, Base.z)
seen = []
for i in range(5):
    seen.append((Base(i).count, a.count, c.count))
print(Base.count, seen)

def scaled(self, v):
    self._c = v * 10
class Gauge:
    c = property(lambda self: self._c, scaled)
    def __init__(self, start=20):
        self._c = start
t = Gauge()
t.c = 3
print(t.c, t._c)
Gauge.c = None
t.c = "own"
print(t.c)
del Gauge.c
print(t.c)
for k in range(3):
    setattr(t, "k" + str(k), k)
print([getattr(t, "k" + str(k)) for k in range(3)], hasattr(t, "k3"))
[a.x, c.x, t.c]
