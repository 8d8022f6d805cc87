# A dict subclass's __missing__ and __getitem__ that call tools: `d[k]` waits for them.
class Lazy(dict):
    def __missing__(self, key):
        v = fetch(key=key)
        self[key] = v
        return v

class Remote(dict):
    def __getitem__(self, key):
        return fetch(key=key)

class Obj:
    def __getitem__(self, key):
        return fetch(key=key)

d = Lazy()
print(d["a"], d["a"], d)
r = Remote(x=1)
print(r["b"])
o = Obj()
print(o["b"])
print(d.get("zz"), d.setdefault("q", 1), d)
