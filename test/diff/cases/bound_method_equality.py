# Bound methods are made anew at each read (`b.on_click is b.on_click` is False) but compare
# equal when they bind the same object to the same function, and hash alike.
import functools


class Button:
    def __init__(self, name):
        self.name = name

    def on_click(self):
        return f"{self.name} clicked"

    def on_hover(self):
        return f"{self.name} hovered"

    @classmethod
    def make(cls, name):
        return cls(name)

    @staticmethod
    def helper():
        return "helper"


b = Button("ok")
other = Button("ok")
print(b.on_click == b.on_click, b.on_click != b.on_click, b.on_click is b.on_click)
print(b.on_click == b.on_hover, b.on_click == other.on_click, b.on_click != other.on_click)
print(b.on_click in [b.on_click], b.on_click in (b.on_hover,), b.on_click not in [other.on_click])
print(len({b.on_click, b.on_click, b.on_hover, other.on_click}))
print(hash(b.on_click) == hash(b.on_click))
print(Button.make == Button.make, Button.helper == Button.helper, Button.on_click == Button.on_click)

# Callback registries: add, find and remove by a fresh read of the method.
listeners = []
listeners.append(b.on_click)
listeners.append(other.on_click)
print(listeners.index(b.on_click), listeners.count(b.on_click), listeners.count(other.on_click))
listeners.remove(b.on_click)
print(len(listeners), listeners[0]())
try:
    listeners.remove(b.on_click)
except ValueError as e:
    print("ValueError", e)

registry = {b.on_click: "first"}
registry[b.on_click] = "second"
print(len(registry), registry[b.on_click], registry.get(other.on_click))
seen = set()
for m in [b.on_click, b.on_hover, b.on_click, other.on_click]:
    if m not in seen:
        seen.add(m)
        print("new", m())

f = b.on_click
if f == b.on_click:
    print("same method")
print(f.__self__ is b, f.__func__ is Button.on_click)

# A class with __eq__: a method's __self__ compares by identity (CPython 3.8+).
class Point:
    def __init__(self, x):
        self.x = x

    def __eq__(self, other):
        return isinstance(other, Point) and self.x == other.x

    __hash__ = None

    def norm(self):
        return abs(self.x)


p, q = Point(1), Point(1)
print(p == q, p.norm == p.norm, p.norm == q.norm)

# Builtin methods bound to an object.
xs = []
print(xs.append == xs.append, xs.append == [].append, xs.append != xs.append)
d = {}
print(d.get == d.get, d.get == d.setdefault)
print("abc".upper == "abc".upper)

# functools.partial keeps the method it was given.
pf = functools.partial(b.on_click)
print(pf.func == b.on_click, pf.func is b.on_click, pf())

# Mixed values never compare equal to a method.
print(b.on_click == "on_click", b.on_click == None, b.on_click == Button.on_click, Button.on_click == b.on_click)


# The same comparisons inside a function (compiled with fast paths for `==`).
def compare(obj, again, stranger):
    a = obj.on_click
    b2 = obj.on_click
    hits = 0
    for m in (a, b2, obj.on_hover, stranger.on_click, again.on_click):
        if m == a:
            hits += 1
        if m != b2:
            hits += 10
    print(a == b2, a != b2, a is b2, hits)
    s = xs.append
    print(s == xs.append, s != xs.append)
    return a == obj.on_click


print(compare(b, b, other))
