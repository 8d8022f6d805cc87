# How CPython 3.11 names a property in its AttributeErrors: by the name the class body gave it
# (__set_name__, kept by .getter/.setter/.deleter copies), unnamed when set on the class later.
class A:
    x = property(lambda self: 1)
    @property
    def y(self):
        return 1
    w = property(None)
A.z = property(lambda self: 1)
A.v = A.x.getter(lambda self: 2)
for n in "xyzwv":
    try:
        setattr(A(), n, 2)
    except AttributeError as e:
        print(n, e)
for action, n in [(delattr, "x"), (delattr, "z"), (getattr, "w")]:
    try:
        action(A(), n)
    except AttributeError as e:
        print(action.__name__, e)
A().v
