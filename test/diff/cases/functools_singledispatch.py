# functools.singledispatch: registration by class, by annotation (unions and None included), the
# MRO deciding (bool takes int's, a subclass its base's), dispatch() and registry, keyword
# arguments passed on, and CPython's errors for bad registrations.
from functools import singledispatch
from dataclasses import dataclass

@singledispatch
def render(x, *, indent=0):
    return " " * indent + f"obj({x!r})"

@render.register
def _(x: int, *, indent=0):
    return " " * indent + f"int {x}"

@render.register(str)
def _(x, *, indent=0):
    return " " * indent + f"str {x.upper()}"

@render.register
def _(x: list | tuple, *, indent=0):
    return "[" + ", ".join(render(i) for i in x) + "]"

@render.register
def _(x: None, *, indent=0):
    return "nothing"

@dataclass
class Point:
    x: int
    y: int

class Point3(Point):
    pass

def point(p, *, indent=0):
    return f"P({p.x},{p.y})"
render.register(Point, point)

print(render(3), render(True), render("hi", indent=2), render([1, "a", (2.5,)]), render(None), render({1: 2}))
print(render(Point(1, 2)), render(Point3(3, 4)), render.dispatch(bool) is render.dispatch(int), render.dispatch(Point3) is point)
print(sorted(k.__name__ for k in render.registry), render.__name__, render.registry[object] is render.dispatch(float))

errors = []
for bad in [lambda: render.register(5), lambda: render.register(lambda v: v), lambda: render.register(3, point), lambda: render()]:
    try:
        bad()
    except TypeError as e:
        errors.append(str(e).split(" at 0x")[0].replace("<lambda>", "L"))
def annotated(v: 3):
    return v
try:
    render.register(annotated)
except TypeError as e:
    errors.append(str(e))
def by_call(v: float, *, indent=0):
    return f"float {v}"
render.register(by_call)
errors.append(render(2.5))
print(errors)

@singledispatch
def total(x):
    raise NotImplementedError(type(x).__name__)

@total.register
def _(x: dict):
    return sum(total(v) for v in x.values())

@total.register(int)
@total.register(float)
def _(x):
    return x

try:
    total("s")
except NotImplementedError as e:
    print("not implemented for", e)
total({"a": 1, "b": {"c": 2.5, "d": 3}})
