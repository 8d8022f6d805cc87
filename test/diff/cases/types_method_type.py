# types.MethodType binds a function, or any callable (a class-based decorator binding itself in
# __get__), to an instance.
import types, functools
class A:
    def __init__(self): self.v = 2
    def f(self, x): return self.v * x
def g(self, y=1): return ("g", self.v, y)
a = A()
m = types.MethodType(g, a)
print(m(), m(y=5), m.__self__ is a, m.__func__ is g, isinstance(m, types.MethodType), isinstance(a.f, types.MethodType))
try: types.MethodType(len, None)
except TypeError as e: print(e)
try: types.MethodType(1, a)
except TypeError as e: print(e)
class counted:
    def __init__(self, f):
        self.f = f
        self.calls = 0
        functools.update_wrapper(self, f)
    def __call__(self, *args, **kwargs):
        self.calls += 1
        return self.f(*args, **kwargs)
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return types.MethodType(self, obj)
class B:
    def __init__(self, n): self.n = n
    @counted
    def twice(self, k=2): return self.n * k
b = B(4)
print(b.twice(), b.twice(k=3), B.twice.calls, b.twice.__func__ is B.twice, b.twice.__self__ is b)
print(types.MethodType.__name__, types.FunctionType.__name__)
# Equality, hashing, copy.copy and copy.deepcopy of such methods (copy: getattr(m.__self__,
# m.__func__.__name__); deepcopy: type(m)(m.__func__, deepcopy(m.__self__))).
import copy
print(b.twice == b.twice, hash(b.twice) == hash(b.twice), b.twice in [b.twice], b.twice.__name__, b.twice.__qualname__)
print(types.MethodType(A.f, a) == a.f, types.MethodType(A.f, a) == types.MethodType(A.f, A()), m == types.MethodType(g, a))
d = copy.deepcopy(b.twice)
print(d(), d.__self__ is b, d.__self__.n, copy.copy(b.twice) == b.twice)
dm = copy.deepcopy(m)
print(dm(), dm.__self__ is a, dm.__func__ is g)
try: copy.copy(m)
except AttributeError as e: print("AttributeError:", e)
c = copy.deepcopy(b)
print(c.twice(), c.twice(k=5), B.twice.calls)
