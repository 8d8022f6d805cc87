# isinstance(x, t) of the unrebound builtin, called straight at the site: builtin types, bool as
# int, the collections' dict subclasses, a script's classes, tuples nested and empty, unions, typing's
# objects that refuse the check, a wrong second argument, arguments evaluated left to right; and
# the builtin's own binder where the name is shadowed, rebound, or called with keywords.
import typing
from collections import OrderedDict, defaultdict, Counter

class Base:
    pass

class Child(Base):
    pass

values = [1, True, 2.5, "s", None, [1], (1,), {"a": 1}, {1}, Child(), Base(), OrderedDict(), defaultdict(int), Counter("ab"), b"x", 2**80]
types = [int, bool, float, str, list, tuple, dict, set, object, Base, Child, type(None), (int, str), (list, (dict, (set,))), (), int | None, str | list | None]
print([[isinstance(v, t) for t in types] for v in values])

for bad in [3, "int", [int], (int, 3), typing.List[int], typing.Union[int, str]]:
    try:
        print(isinstance(1, bad))
    except TypeError as e:
        print("TypeError", e)

order = []
def note(tag, value):
    order.append(tag)
    return value
print(isinstance(note("obj", 5), note("type", int)), order)

try:
    print(isinstance(obj=1, class_or_tuple=int))
except TypeError as e:
    print("TypeError", e)
try:
    print(isinstance(1))
except TypeError as e:
    print("TypeError", e)

def shadowed(isinstance):
    return isinstance(1, int)

print(shadowed(lambda a, b: ("mine", a, b)))

def rebound_later():
    return isinstance(1, int)

print(rebound_later())
isinstance = lambda a, b: "rebound"
print(rebound_later(), isinstance(1, int))
