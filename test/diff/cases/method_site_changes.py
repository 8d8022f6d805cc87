# One call site, `o.m(i)`, over receivers whose classes change while it runs: a method replaced,
# deleted to the base's, shadowed by an instance attribute, turned into a classmethod or a
# staticmethod, and receivers of two classes in turn.
class A:
    def m(self, i):
        return ("A.m", i)

class B(A):
    def m(self, i):
        return ("B.m", i)

def call_all(objs):
    return [o.m(i) for i, o in enumerate(objs)]

a, b = A(), B()
out = [call_all([a, b, a, b])]
A.m = lambda self, i: ("new A.m", i)
out.append(call_all([a, b]))
del B.m
out.append(call_all([b, a, b]))
b.m = lambda i: ("own", i)
out.append(call_all([b, a, B()]))
A.m = classmethod(lambda cls, i: (cls.__name__, i))
out.append(call_all([a, B()]))
A.m = staticmethod(lambda i: ("static", i))
out.append(call_all([a, B(), b]))
log = []
for k in range(6):
    if k == 3:
        A.m = lambda self, i: ("late", i)
    log.append(a.m(k))
out.append(log)
print(out)
out
