# Methods that call a tool, reached only by calling them where they are named (`obj.name(...)`,
# `super().name(...)`, a class or instance called), while no method is taken as a value: the
# functions that reach them wait for the tool, and functions that reach none stay plain; each
# tool call is made once, in CPython's order.
from dataclasses import dataclass, field


class Api:
    def __init__(self, tag):
        self.tag = tag

    def get(self, x):
        return rank(x=x)["n"]

    def twice(self, x):
        return self.get(x) * 2

    def append(self, x):
        return self.get(x) + 1


class Child(Api):
    def get(self, x):
        return super().get(x) + 100


class Made:
    def __init__(self, x):
        self.v = rank(x=x)["n"]


class Caller:
    def __call__(self, x):
        return rank(x=x)["n"]


@dataclass
class Page:
    x: int
    n: int = field(init=False)

    def __post_init__(self):
        self.n = rank(x=self.x)["n"]


class Mgr:
    def __enter__(self):
        return rank(x=1)["n"]

    def __exit__(self, *exc):
        rank(x=2)
        return False


class Holder:
    def __init__(self):
        self.factory = Made
        self.kinds = {"m": Made}
        self.mgr = Mgr()


def plain(s):
    out = []
    for p in s.split(","):
        if p.strip():
            out.append(p.strip().upper())
    return out


def direct(a):
    return a.get(1), a.twice(2), type(a).get(a, 3), a.__class__.twice(a, 1), a.append(2)


def construct(h):
    return Made(1).v, h.factory(2).v, h.kinds["m"](3).v, Caller()(1), [Page(2).n, Page(3).n]


def managed(h):
    with h.mgr as v:
        return v + 1


def outer(a):
    return [direct(a)[0] + 1 for _ in range(2)]


print(direct(Api("a")), direct(Child("c")), plain(" x, y ,,z"))
print(construct(Holder()), managed(Holder()), outer(Api("b")))
xs = []
xs.append(5)
xs, plain("q,r")
