Methods, constructors, class bodies and decorated functions that call tools: the same calls as
CPython, in the same order, no more.

# ---- method-calls-tool
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
class Client:
    def __init__(self, base):
        self.base = base
    def get(self, path):
        return fetch(url=path)["text"]
c = Client("x")
print(c.get("a"), c.get("b"))

# ---- init-calls-tool
# tools: {"fetch": [{"args": {"url": "cfg"}, "output": "loaded"}]}
class Config:
    def __init__(self, name):
        self.data = fetch(url=name)["text"]
cfg = Config("cfg")
print(cfg.data)

# ---- method-calls-method-calls-tool
# tools: {"fetch": [{"args": {"url": "p1"}, "output": "one"}, {"args": {"url": "p2"}, "output": "two"}]}
class Pager:
    def page(self, n):
        return fetch(url=f"p{n}")["text"]
    def all(self, count):
        return [self.page(i) for i in range(1, count + 1)]
print(Pager().all(2))

# ---- tool-loop-stops-at-break
# tools: {"fetch": [{"args": {"url": "1"}, "output": "x"}, {"args": {"url": "2"}, "output": "stop"}, {"args": {"url": "3"}, "output": "never"}]}
class Reader:
    def read(self, i):
        return fetch(url=str(i))["text"]
r = Reader()
for i in range(1, 4):
    t = r.read(i)
    print(t)
    if t == "stop":
        break

# ---- classmethod-calls-tool
# tools: {"fetch": [{"args": {"url": "u"}, "output": "made"}]}
class Item:
    def __init__(self, v):
        self.v = v
    @classmethod
    def load(cls, url):
        return cls(fetch(url=url)["text"])
print(Item.load("u").v)

# ---- staticmethod-calls-tool
# tools: {"fetch": [{"args": {"url": "s"}, "output": "static"}]}
class Util:
    @staticmethod
    def get(u):
        return fetch(url=u)["text"]
print(Util.get("s"))

# ---- property-calls-tool
# tools: {"fetch": [{"args": {"url": "p"}, "output": "prop"}, {"args": {"url": "p"}, "output": "again"}]}
class Lazy:
    @property
    def value(self):
        return fetch(url="p")["text"]
l = Lazy()
print(l.value)
print(l.value)

# ---- super-method-calls-tool
# tools: {"fetch": [{"args": {"url": "base"}, "output": "B"}]}
class Base:
    def load(self):
        return fetch(url="base")["text"]
class Child(Base):
    def load(self):
        return "child+" + super().load()
print(Child().load())

# ---- tool-error-in-method
# tools: {"fetch": [{"args": {"url": "bad"}, "output": {"error": "not found"}}]}
class Client:
    def get(self, u):
        try:
            return fetch(url=u)["text"]
        except ToolError as e:
            return f"failed: {e}"
print(Client().get("bad"))

# ---- custom-error-wraps-tool-error
# tools: {"fetch": [{"args": {"url": "bad"}, "output": {"error": "boom"}}]}
class FetchFailed(Exception):
    def __init__(self, url, cause):
        super().__init__(f"{url}: {cause}")
        self.url = url
class Client:
    def get(self, u):
        try:
            return fetch(url=u)
        except ToolError as e:
            raise FetchFailed(u, e) from e
try:
    Client().get("bad")
except FetchFailed as e:
    print(e, e.url)

# ---- decorator-around-tool
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
def logged(fn):
    def wrapper(*args, **kwargs):
        print("calling", fn.__name__, args)
        r = fn(*args, **kwargs)
        print("done")
        return r
    return wrapper
@logged
def get(u):
    return fetch(url=u)["text"]
print(get("a"), get(u="b"))

# ---- decorator-with-args-retry
# tools: {"fetch": [{"args": {"url": "x"}, "output": {"error": "flaky"}}, {"args": {"url": "x"}, "output": "ok"}]}
def retry(times):
    def deco(fn):
        def wrapper(*a):
            for i in range(times):
                try:
                    return fn(*a)
                except ToolError as e:
                    print("attempt", i, "failed:", e)
            raise RuntimeError("gave up")
        return wrapper
    return deco
@retry(3)
def get(u):
    return fetch(url=u)["text"]
print(get("x"))

# ---- instances-collect-tool-results
# tools: {"fetch": [{"args": {"url": "1"}, "output": "a"}, {"args": {"url": "2"}, "output": "b"}]}
class Doc:
    def __init__(self, url):
        self.url = url
        self.text = fetch(url=url)["text"]
    def __repr__(self):
        return f"Doc({self.url!r}, {self.text!r})"
docs = [Doc(u) for u in ["1", "2"]]
print(docs)
print(sorted(docs, key=lambda d: d.text, reverse=True))

# ---- method-in-map-list
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
class C:
    def get(self, u):
        return fetch(url=u)["text"]
c = C()
print(list(map(c.get, ["a", "b"])))

# ---- call-dunder-calls-tool
# tools: {"fetch": [{"args": {"url": "q"}, "output": "called"}]}
class Fetcher:
    def __call__(self, u):
        return fetch(url=u)["text"]
f = Fetcher()
print(f("q"))

# ---- class-body-calls-tool
# tools: {"fetch": [{"args": {"url": "defaults"}, "output": "d"}]}
class Settings:
    default = fetch(url="defaults")["text"]
print(Settings.default)

# ---- getitem-calls-tool
# tools: {"fetch": [{"args": {"url": "k1"}, "output": "v1"}]}
class Remote:
    def __getitem__(self, k):
        return fetch(url=k)["text"]
r = Remote()
print(r["k1"])

# ---- add-dunder-calls-tool
# tools: {"fetch": [{"args": {"url": "sum"}, "output": "added"}]}
class A:
    def __add__(self, o):
        return fetch(url="sum")["text"]
print(A() + A())

# ---- eq-dunder-calls-tool
# tools: {"fetch": [{"args": {"url": "eq"}, "output": "yes"}]}
class A:
    def __eq__(self, o):
        return fetch(url="eq")["text"] == "yes"
print(A() == A())

# ---- repr-calls-tool-in-fstring
# tools: {"fetch": [{"args": {"url": "r"}, "output": "R"}]}
class A:
    def __repr__(self):
        return fetch(url="r")["text"]
a = A()
print(repr(a))

# ---- async-method-awaited
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
import asyncio
class Client:
    async def get(self, u):
        return fetch(url=u)["text"]
async def main():
    c = Client()
    a = await c.get("a")
    b = await c.get("b")
    return a + b
print(asyncio.run(main()))

# ---- builtin-name-methods-no-tool
class Counter2:
    def __init__(self):
        self.n = 0
    def inc(self):
        self.n += 1
        return self
print(Counter2().inc().inc().n)

# ---- getattr-calls-tool
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
class Remote:
    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        return fetch(url=name)["text"]
r = Remote()
print(r.a, getattr(r, "b"), getattr(r, "_x", "dflt"), hasattr(r, "_y"), hasattr(r, "a"))
print(f"{r.b}-{r.a}")

# ---- getattr-returns-tool-calling-method
# tools: {"fetch": [{"args": {"url": "users"}, "output": {"json": [1, 2]}}, {"args": {"url": "user/1"}, "output": "one"}]}
class Api:
    def __init__(self):
        self.log = []
    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        def call(*parts):
            self.log.append(name)
            return fetch(url="/".join([name, *map(str, parts)]))
        return call
api = Api()
ids = api.users()
print(ids, api.user(ids[0])["text"], api.log, api.log.count("user"))
try:
    api._private()
except AttributeError as e:
    print("AttributeError", e)

# ---- iter-method-calls-tools-in-comprehensions
# tools: {"page": [{"args": {"n": 0}, "output": {"json": [1, 50]}}, {"args": {"n": 1}, "output": {"json": [200, 3]}}, {"args": {"n": 2}, "output": {"json": []}}]}
class Pages:
    def __iter__(self):
        n = 0
        while batch := page(n=n):
            yield from batch
            n += 1
p = Pages()
print(next((x for x in p if x > 100), None))
print([x * 2 for x in p if x % 2], {x for x in p} == set(p), any(x == 50 for x in p))
print(sum(x for x in p), max((x for x in p), default=0), dict((x, 1) for x in p if x < 10))

# ---- iter-method-calls-tools-builtins
# tools: {"page": [{"args": {"n": 0}, "output": {"json": [1, 50]}}, {"args": {"n": 1}, "output": {"json": [200, 3]}}, {"args": {"n": 2}, "output": {"json": []}}]}
class Pages:
    def __iter__(self):
        n = 0
        while batch := page(n=n):
            print("page", n)
            yield from batch
            n += 1
p = Pages()
print(list(p), sorted(p), tuple(p), set(p) == {1, 3, 50, 200}, dict.fromkeys(p))
print(sum(p), min(p), max(p), any(p), all(p), any(x > 20 for x in p))

# ---- async-iter-method-in-comprehensions
# tools: {"fetch": [{"args": {"k": 1}, "output": {"json": {"n": "a"}}}, {"args": {"k": 2}, "output": {"json": {"n": "b"}}}]}
class Cache:
    def __init__(self):
        self.d = {}
    def load(self, k):
        self.d[k] = fetch(k=k)["n"]
    def __iter__(self):
        return iter(v for v in self.d.values() if v)
c = Cache()
c.load(1)
c.load(2)
print(sorted(x.upper() for x in c), [x for x in c], {x: 1 for x in c}, list(c), next(x for x in c if x > "a"))
