from abc import ABC, abstractmethod

class Source(ABC):
    @abstractmethod
    def fetch(self, key): ...

    def fetch_many(self, keys):
        return {k: self.fetch(k) for k in keys}

class KV(Source):
    def __init__(self, ns):
        self.ns = ns
        self._limit = 10
    def fetch(self, key):
        return kv_get(ns=self.ns, key=key)["value"]
    @property
    def limit(self):
        return self._limit
    @limit.setter
    def limit(self, v):
        if not isinstance(v, int) or v <= 0:
            raise ValueError(f"limit must be a positive int, got {v!r}")
        self._limit = v

try:
    Source()
except TypeError as e:
    print("TypeError:", e)
kv = KV("prod")
print(kv.fetch_many(["a", "b"]))
kv.limit = 5
for bad in [0, "3", -1]:
    try:
        kv.limit = bad
    except ValueError as e:
        print(e)
print(kv.limit, isinstance(kv, Source), KV.__mro__[1].__name__)
kv.limit
