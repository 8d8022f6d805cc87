# A builtin that calls or steps its argument (sorted's and max's key, map, list) given a function or
# a generator that calls tools by a way the escape analysis does not follow (an attribute set in
# `__init__`, a constructor's keyword), inside a function with no dynamic call: the function must
# wait for the builtin's answer (it printed a promise, `<object object at ...>`, before).
import types


class O:
    def __init__(self, f):
        self.keyfn = f
        self.items = [3, 1]


def k(o):
    return sorted(o.items, key=o.keyfn)


def m(o):
    return list(map(o.keyfn, o.items))


def mx(o):
    return max(o.items, key=o.keyfn)


o = O(lambda x: fetch(page=x)["n"])
print(k(o))
print(m(o))
print(mx(o))


def pages():
    yield fetch(page=1)["n"]
    yield fetch(page=2)["n"]


def drain(ns):
    return list(ns.k)


def total(ns):
    return sum(ns.k)


print(drain(types.SimpleNamespace(k=pages())), total(types.SimpleNamespace(k=pages())))
