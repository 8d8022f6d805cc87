# Tool functions used as values (`with_retry(fetch, page=1)`): every way a function that calls a
# tool reaches an attribute `x.name` and is then called as `x.name(...)` (an attribute write, a
# class body, a dataclass's or namedtuple's positional field, `**` into a constructor, setattr with
# a computed name, `__dict__`, vars, `__getattr__`, functools.partial's `func`, defaultdict's
# `default_factory`, type() with a dict, an unpacking or loop target, a copy, StopIteration's
# `value`, a class built in a function, a classmethod's write, property's `fget`): each call waits
# for the tool and uses its value, as any relaxation of the escape analysis must keep.
import copy
import functools
import json
import types
from collections import defaultdict, namedtuple
from contextlib import ExitStack
from dataclasses import dataclass


def with_retry(fn, **kw):
    return fn(**kw)


print(with_retry(fetch, page=1)["n"])


class Box:
    def __init__(self, fn):
        self.go = fn


print("init write", Box(fetch).go(page=2)["n"])


class Holder:
    grab = staticmethod(fetch)
    for loop_go in [fetch]:
        pass


print("class body", Holder.grab(page=3)["n"], Holder.loop_go(page=4)["n"])


@dataclass
class Job:
    run: object


print("dataclass positional", Job(fetch).run(page=5)["n"])
T = namedtuple("T", "call_me other")
print("namedtuple", T(fetch, 0).call_me(page=6)["n"])
print("namespace **", types.SimpleNamespace(**{"dyn": fetch}).dyn(page=7)["n"])
o = types.SimpleNamespace()
setattr(o, "comp" + "uted", fetch)
print("setattr computed", o.computed(page=8)["n"])
o.__dict__["via_dict"] = fetch
print("__dict__", o.via_dict(page=9)["n"])
vars(o)["via_vars"] = fetch
print("vars", o.via_vars(page=10)["n"])


class Lazy:
    def __getattr__(self, name):
        return fetch


print("__getattr__", Lazy().anything(page=11)["n"])
print("partial.func", functools.partial(fetch, page=12).func(page=13)["n"])
dd = defaultdict(lambda: fetch(page=14)["n"])
print("default_factory", dd.default_factory())
W = type("W", (), {"made": staticmethod(fetch)})
print("type()", W.made(page=15)["n"])
a = types.SimpleNamespace()
a.first, a.second = fetch, 1
print("unpacked target", a.first(page=16)["n"])
for a.looped in [fetch]:
    pass
print("loop target", a.looped(page=17)["n"])
a.lam = lambda: fetch(page=18)["n"]
print("lambda attr", a.lam())
print("copy", copy.copy(Box(fetch)).go(page=19)["n"])


def gen():
    return fetch
    yield


try:
    next(gen())
except StopIteration as e:
    print("StopIteration.value", e.value(page=20)["n"])


def make(fn):
    class Made:
        step = staticmethod(fn)
    return Made


print("closure class body", make(fetch).step(page=22)["n"])


class Reg:
    @classmethod
    def install(cls, fn):
        cls.hook = fn


Reg.install(fetch)
print("class attr write", Reg.hook(page=23)["n"])
with ExitStack() as st:
    st.callback(fetch, page=24)
    print("exitstack registered")
print("after exitstack")
p = property(fetch)
print("property.fget", p.fget(page=25)["n"])
handlers = {"a": fetch}
print("dispatch", handlers["a"](page=27)["n"])
print(json.dumps({"n": 1}, default=lambda x: x.isoformat()))
