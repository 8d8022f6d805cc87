# __getattr__ is called when normal lookup raises AttributeError, also from a property's getter
# (or a cached_property's function); other exceptions pass through.
import functools


class C:
    @property
    def p(self):
        raise AttributeError("inner")

    @property
    def ok(self):
        return "ok"

    @property
    def broken(self):
        raise KeyError("k")

    @functools.cached_property
    def lazy(self):
        return self.not_there

    def __getattr__(self, name):
        return f"fallback {name}"


c = C()
print(c.p)
print(c.ok)
print(c.anything)
print(c.lazy)
try:
    c.broken
except KeyError as e:
    print("KeyError", e)
print(getattr(c, "p"), hasattr(c, "p"))


class NoFallback:
    @property
    def p(self):
        raise AttributeError("inner")


try:
    NoFallback().p
except AttributeError as e:
    print("AttributeError", e)
print(hasattr(NoFallback(), "p"), getattr(NoFallback(), "p", "dflt"))


class Strict:
    @property
    def p(self):
        raise AttributeError("inner")

    def __getattr__(self, name):
        raise AttributeError(f"{type(self).__name__} has no {name}")


try:
    Strict().p
except AttributeError as e:
    print("AttributeError", e)


class Proxy:
    """A wrapper whose own properties may give up to the wrapped object."""

    def __init__(self, target):
        self._target = target

    @property
    def size(self):
        if not hasattr(self._target, "size"):
            raise AttributeError("size")
        return self._target.size

    def __getattr__(self, name):
        return getattr(self._target, name)


print(Proxy("abc").upper(), Proxy(["a"]).count("a"))
try:
    Proxy([1]).size
except AttributeError as e:
    print("AttributeError", e)
