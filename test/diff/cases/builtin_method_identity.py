# A builtin method read from a type is one object however it is reached (P.__init__ is object.__init__,
# bool.bit_length is int.bit_length, list.__len__), printed and refusing bad receivers as CPython's descriptors.
import collections
class P: pass
for x in [str.upper, list.append, dict.get, object.__init__, P.__init__, list.__len__, dict.__getitem__, list.__getitem__,
          str.__getitem__, object.__format__, type.mro, object.__repr__, P.__eq__, bool.bit_length,
          dict.__contains__, set.__contains__, tuple.__contains__, list.__reversed__,  
          collections.deque.append, dict.__iter__, bytes.hex, float.is_integer, P.__hash__, P.__str__]:
    print(x)
print(P.__init__ is object.__init__, P.__repr__ is object.__repr__, P.__eq__ is object.__eq__, P.__hash__ is object.__hash__)
print(bool.bit_length is int.bit_length, list.__len__ is list.__len__, type([]).__iter__ is list.__iter__, dict.keys is dict.keys)
class Q:
    def __repr__(self): return 'q'
    def __eq__(self, o): return True
for c in (P, Q):
    print(c.__repr__ is not object.__repr__, c.__eq__ is object.__eq__, c.__init__ is object.__init__)
try: bool.bit_length('x')
except TypeError as e: print(e)
try: list.__len__(5)
except TypeError as e: print(e)
try: P.__init__()
except TypeError as e: print(e)
print(list.__len__([1, 2]), dict.__getitem__({'a': 1}, 'a'), P.__init__(P()), object.__repr__(P())[:11])
print(hasattr(list, '__len__'), hasattr(int, '__len__'), hasattr(P, '__len__'), hasattr(dict, '__iter__'), hasattr(P, 'mro'))
class E(KeyError): pass
print(E.__str__ is KeyError.__str__)
def t(f, *a):
    try: f(*a)
    except TypeError as e: print(e)
t(list.__len__); t(object.__init__); t(str.__getitem__); t(str.__getitem__, 1, 2); t(object.__repr__); t(dict.__getitem__)
t(dict.__getitem__, 1, 2); t(object.__format__); t(list.__contains__, 1, 2); t(object.__eq__); t(str.upper); t(str.upper, 1)
