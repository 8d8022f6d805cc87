# `*`/`**` argument errors name the callee as CPython's _PyObject_FunctionStr does: a tool and a
# script's function or method with `__main__.`, a builtin method by its type, a module function
# by its module, a class by its module.
import collections
import json


class Client:
    def request(self, path, **opts):
        return search(q=path, **opts)

    @classmethod
    def make(cls, **kw):
        return cls()

    @staticmethod
    def util(**kw):
        return kw


def fetch(a, b):
    return a + b


params = {"q": "x", "limit": 5}
c = Client()
for call in [
    lambda: search(**params, q="y"),
    lambda: search(**[1]),
    lambda: c.request("p", **params),
    lambda: c.request(**[]),
    lambda: c.request(*1),
    lambda: Client.make(**[]),
    lambda: Client.util(**[]),
    lambda: c.util(**[]),
    lambda: Client(**[]),
    lambda: "{}".format(**[]),
    lambda: "a b".split(*1),
    lambda: {}.update(**[]),
    lambda: json.dumps({}, **{"indent": 2}, indent=3),
    lambda: collections.Counter(**[]),
    lambda: fetch(1, **{"a": 2}),
    lambda: fetch(*5),
    lambda: print(**[]),
    lambda: dict(**[]),
]:
    try:
        print(call())
    except TypeError as e:
        print("TypeError:", e)
print(c.request("ok", limit=1))
