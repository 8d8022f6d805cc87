# ContextDecorator runs the decorated call as `with cm:` does: __exit__ looked up before
# __enter__, a true __exit__ suppresses (the call then returns None), an exception raised in
# __exit__ has the body's as its context, and the exit sees the body's exception.
from contextlib import ContextDecorator, contextmanager

class Quiet(ContextDecorator):
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, typ, exc, tb):
        print("exit", self.name, typ.__name__ if typ else None, exc)
        return typ is not None and issubclass(typ, KeyError)

@Quiet("a")
def fails(kind):
    print("body", kind)
    if kind == "key":
        raise KeyError("k")
    if kind == "value":
        raise ValueError("v")
    return kind

print(fails("ok"))
print(fails("key"))
try:
    fails("value")
except ValueError as e:
    print("escaped", repr(e))

class Loud(ContextDecorator):
    def __enter__(self):
        return self
    def __exit__(self, typ, exc, tb):
        raise RuntimeError(f"exit saw {exc!r}")

@Loud()
def boom():
    raise ValueError("inner")

try:
    boom()
except RuntimeError as e:
    print("outer", e, "context", repr(e.__context__), e.__suppress_context__)

@Loud()
def fine():
    return 1

try:
    fine()
except RuntimeError as e:
    print("on success", e, repr(e.__context__))

class EnterOnly(ContextDecorator):
    def __enter__(self):
        print("never entered")

@EnterOnly()
def never():
    print("never run")

try:
    never()
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)

class Counting(ContextDecorator):
    def __init__(self):
        self.depth = 0
    def __enter__(self):
        self.depth += 1
        print("depth", self.depth)
    def __exit__(self, *exc):
        self.depth -= 1
        return False

c = Counting()

@c
def recurse(n):
    return 0 if n == 0 else 1 + recurse(n - 1)

print(recurse(3))

@contextmanager
def tagged(tag):
    print("<", tag)
    try:
        yield
    except LookupError as e:
        print("swallowed", repr(e))
    finally:
        print(">", tag)

@tagged("t")
def lookups(i):
    return [1, 2][i]

print(lookups(1))
print(lookups(5))
print(lookups(0))

@tagged("u")
def typed():
    raise TypeError("no")

try:
    typed()
except TypeError as e:
    print("type error", e, repr(e.__context__))
