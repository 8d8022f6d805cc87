# Methods that call a tool, taken as values (a bound method read, getattr by a literal or a
# computed name, operator's methodcaller and attrgetter, a callback kept in an attribute or a
# dict, a method handing back another, a __getattr__ that delegates) or decorated (staticmethod,
# classmethod, property), and classes and instances whose construction or call does, given to map
# and filter: every call that may reach one waits for the tool, once, in CPython's order.
import operator
from functools import partial


class Api:
    def get(self, x):
        return rank(x=x)["n"]

    def pick(self):
        return self.get

    @staticmethod
    def s(x):
        return rank(x=x)["n"]

    @classmethod
    def c(cls, x):
        return rank(x=x)["n"]

    @property
    def p(self):
        return rank(x=3)["n"]


class Proxy:
    def __init__(self, inner):
        self._inner = inner

    def __getattr__(self, name):
        return getattr(self._inner, name)


class Built:
    def __init__(self, x):
        self.n = rank(x=x)["n"] + 1

    def __repr__(self):
        return f"B{self.n}"


class Pred:
    def __call__(self, x):
        return rank(x=x)["n"] > 15


class Store:
    def __init__(self, a):
        self.cb = a.get
        self.table = {"k": a.get}


def values(a, name):
    f = a.get
    return f(1), list(map(a.get, [2, 3])), getattr(a, "get")(1), getattr(a, name)(2), a.pick()(3), partial(a.get, 1)()


def others(a, s):
    return operator.methodcaller("get", 1)(a), operator.attrgetter("get")(a)(2), s.cb(3), s.table["k"](1), a.s(2), Api.c(3), a.p


api = Api()
print(values(api, "get"), others(api, Store(api)))
print(Proxy(api).get(2), [g(1) for g in (api.get, Api.s)])
# A class whose construction calls a tool, and an instance whose __call__ does, given to map and filter.
print(list(map(Built, [1, 2])), list(filter(Pred(), [1, 2, 3])), [p(3) for p in (Pred(), Built)])
sorted([3, 1, 2], key=lambda x: -x)
