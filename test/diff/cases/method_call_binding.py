# Calls of a script's methods and functions as values, as CPython binds them: fewer arguments
# than parameters filled from the defaults (each default object the one made at def time),
# keywords, keyword-only and positional-only parameters, *args and **kwargs, and every binding
# error's message, through obj.m(...), a method taken as a value, and a function held in a dict.
class Store:
    def __init__(self, name, size=10):
        self.name = name
        self.size = size

    def get(self, key, default=None):
        return (self.name, key, default)

    def put(self, key, value, /, *, ttl=60, tags=[]):
        tags.append(key)
        return (key, value, ttl, len(tags))

    def many(self, a, b=2, c=3, d=4, e=5):
        return a + b + c + d + e

    def rest(self, *args, sep="-", **kw):
        return sep.join(str(a) for a in args) + str(sorted(kw.items()))


s = Store("s")
t = Store("t", size=3)
print(s.size, t.size, s.get("k"), s.get("k", 1), s.get(key="k"), s.get("k", default=[]))
print(s.put("a", 1), s.put("b", 2, ttl=5), s.put("c", 3, tags=[]), s.many(1), s.many(1, 1), s.many(1, 1, 1, 1), s.many(a=0, e=0))
print(s.rest(), s.rest(1, 2, sep="+", z=1, y=2), s.rest(*[1, 2], **{"q": 3}))
get = s.get
calls = {"get": s.get, "many": Store.many}
print(get("x"), get("x", "d"), calls["get"](key="y"), calls["many"](s, 5, e=1))
bad = [
    lambda: s.get(),
    lambda: s.get("k", 1, 2),
    lambda: s.get("k", key="k"),
    lambda: s.get("k", nope=1),
    lambda: s.put(key="a", value=1),
    lambda: s.put("a"),
    lambda: s.put("a", 1, 2),
    lambda: s.many(),
    lambda: s.many(b=1),
    lambda: Store(),
    lambda: Store("a", 1, 2),
    lambda: calls["get"](s, "k"),
]
for b in bad:
    try:
        print(b())
    except TypeError as e:
        print("TypeError", e)
[s.put("z", 0)[3], Store.get(s, "k"), Store("u", size=1).size]
