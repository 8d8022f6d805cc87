# Dict and list subclasses with object mixins, typing and Generic bases, cycles; lay-out conflicts.
from typing import Dict, Generic, List, TypeVar
T = TypeVar("T")

class Mixin:
    def describe(self):
        return f"{type(self).__name__} with {len(self)}"

class MD(Mixin, dict):
    pass

class TD(Dict[str, int]):
    pass

class GD(dict, Generic[T]):
    pass

class GL(List[int]):
    pass

class Sub(MD):
    def __init__(self, extra, **kw):
        super().__init__(**kw)
        self.extra = extra

m = MD(a=1)
s = Sub("x", b=2)
print(m.describe(), s.describe(), s.extra, s, TD(q=1), GD(z=2), GL([1]))
print(isinstance(s, MD), isinstance(s, dict), vars(s), s.__dict__)
try:
    class Both(dict, list):
        pass
except TypeError as e:
    print("TypeError", e)
try:
    class DE(dict, Exception):
        pass
except TypeError as e:
    print("TypeError", e)
class Nested(dict):
    pass
n = Nested()
n["self"] = n
print(n, repr(n), str(n), n == n, n != {})
l2 = GL()
l2.append(l2)
print(l2)
print(MD.__mro__, Sub.__bases__, GD.__orig_bases__ if hasattr(GD, "__orig_bases__") else None)
