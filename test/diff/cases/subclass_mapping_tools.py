# A mapping's methods that call tools, waited for where `**m`, dict(m), d.update(m) and
# str.format_map read them.
class Lazy(dict):
    def __missing__(self, key):
        return fetch(key=key)["text"]


print("{name}!".format_map(Lazy()), "{0[a]}".format(Lazy()))


class Remote(dict):
    def __iter__(self):
        return iter(["a"])

    def keys(self):
        return [fetch(key="b")["text"].lower()]

    def __getitem__(self, key):
        return fetch(key=key)["text"]


def f(**kw):
    return kw


print({**Remote(a=1)})
print(f(**Remote(a=1)), dict(Remote(a=1)))
x = {}
x.update(Remote(a=1))
print(x)


class Obj:
    def keys(self):
        return ["a"]

    def __getitem__(self, key):
        return fetch(key=key)["text"]


print({**Obj()}, f(**Obj()))
