# vars(obj) and obj.__dict__ on a script's instances: THE live attribute dict (writes through
# either are the other's), a real dict for every dict operation, replaced by assignment.
import json
from dataclasses import dataclass


class Point:
    kind = "pt"

    def __init__(self, x, y, **extra):
        self.x = x
        self.y = y
        self.__dict__.update(extra)

    def total(self):
        return self.x + self.y


p = Point(1, 2, z=3)
print(vars(p), p.__dict__ is p.__dict__, vars(p) is p.__dict__)
print(json.dumps(vars(p)), json.dumps(p.__dict__, sort_keys=True, indent=1))
print({k: v for k, v in vars(p).items() if not k.startswith("_")})
print(dict(p.__dict__), isinstance(p.__dict__, dict), type(p.__dict__) is dict)

# Writes through the dict are attribute writes, and back.
p.__dict__["w"] = 9
print(p.w, "w" in p.__dict__, "q" in p.__dict__)
del p.__dict__["w"]
print(hasattr(p, "w"), len(p.__dict__))
p.q = 5
print(p.__dict__, p.__dict__.get("q"), p.__dict__.setdefault("r", 7), p.r)
print(p.__dict__.pop("r"), p.__dict__.copy(), p.__dict__ == {"x": 1, "y": 2, "z": 3, "q": 5})
print(repr(p.__dict__), list(p.__dict__), list(p.__dict__.values()), sorted(p.__dict__.items()))
print(list(reversed(vars(p))), bool(vars(p)), len(vars(p)))


def collect(**kw):
    return kw


print(collect(**vars(p)), {**vars(p), "extra": 1}, vars(p) | {"a": 1})
d = vars(p)
d |= {"b": 2}
print(p.b, p.total())
try:
    for k in d:
        d["new_" + k] = 1
except RuntimeError as e:
    print("RuntimeError", e)
d.clear()
print(vars(p), hasattr(p, "x"))
p.x, p.y = 4, 5
print(p.__dict__.popitem(), vars(p))
# Keys no attribute can have are the dict's too.
p.__dict__[1] = "one"
print(p.__dict__, p.__dict__[1], getattr(p, "x"))
del p.__dict__[1]

# Replacing __dict__ replaces every attribute; the new dict is the live one.
q = Point(0, 0)
q.__dict__ = {"x": 10, "y": 20}
print(q.x, q.total(), vars(q))
nd = {"x": 1}
q.__dict__ = nd
nd["y"] = 4
q.k = 3
print(q.y, q.__dict__ is nd, nd)
setattr(q, "__dict__", {"x": 7, "y": 7})
print(q.total(), hasattr(q, "k"))
q.__dict__["me"] = q.__dict__
print(q.__dict__)
old = q.__dict__
del q.__dict__  # a fresh, empty dict; the old one lets go
q.n = 1
print(vars(q), len(old), hasattr(q, "x"))


class Config:
    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)

    def __repr__(self):
        return f"Config({', '.join(f'{k}={v!r}' for k, v in self.__dict__.items())})"

    def __eq__(self, other):
        return type(other) is Config and self.__dict__ == other.__dict__


c = Config(a=1, b="x")
print(c, c == Config(a=1, b="x"), c == Config(a=2))


class Node:
    def __init__(self, v, kids=()):
        self.v = v
        self.kids = list(kids)

    def to_dict(self):
        return {k: ([x.to_dict() for x in v] if isinstance(v, list) else v) for k, v in vars(self).items()}


print(json.dumps(Node(1, [Node(2), Node(3)]).to_dict()))


class Lazy:
    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        return "auto-" + name


lz = Lazy()
lz.real = 1
print(lz.foo, lz.__dict__, vars(lz), hasattr(lz, "__dict__"))


class Temp:
    def __init__(self):
        self._c = 1

    @property
    def c(self):
        return self._c

    @c.setter
    def c(self, v):
        self._c = v


t = Temp()
t.c = 5
t.__dict__["c"] = 100  # the property still comes first
print(vars(t), t.c)


@dataclass
class Item:
    name: str
    qty: int = 1


it = Item("pen")
print(vars(it), it.__dict__ == {"name": "pen", "qty": 1}, json.dumps(vars(Item("ink", 2))))
