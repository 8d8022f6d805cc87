# Where tools are values, a property read by getattr/hasattr's literal name, a method reached by
# operator's attrgetter or methodcaller (imported by name or alias), and a defaultdict factory read
# back through attrgetter, each call a tool: every one waits, as CPython's plain calls do.
import operator
from operator import attrgetter, methodcaller
from operator import attrgetter as ag
from collections import defaultdict

handlers = {"a": fetch}


class C:
    @property
    def p(self):
        return fetch(page=1)["n"]

    def m(self):
        return fetch(page=2)["n"]


def by_getattr(o):
    return getattr(o, "p")


def by_hasattr(o):
    return hasattr(o, "p")


def by_attrgetter(o):
    return attrgetter("m")(o)()


def by_methodcaller(o):
    return methodcaller("m")(o)


print(by_getattr(C()), by_hasattr(C()), by_attrgetter(C()), by_methodcaller(C()))


class O:
    def __init__(self):
        self.f = lambda: fetch(page=3)["n"]


o = O()
dd = defaultdict(lambda: o.f())
print(operator.attrgetter("default_factory")(dd)())
print(ag("default_factory")(dd)())
