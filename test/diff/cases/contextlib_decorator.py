import contextlib
from contextlib import ContextDecorator, contextmanager

log = []


@contextmanager
def span(name):
    log.append("enter " + name)
    try:
        yield name
    except KeyError as e:
        log.append("swallowed " + repr(e))
    finally:
        log.append("exit " + name)


@span("fetch")
def fetch(key):
    return kv_get(ns="prod", key=key)["value"]


print(fetch("a"), fetch("b"), log)
log.clear()


@span("lookup")
def lookup(d, k):
    return d[k]


print(lookup({"x": 1}, "x"), lookup({}, "missing"), log)
log.clear()


class timed(ContextDecorator):
    def __init__(self, label):
        self.label = label
        self.depth = 0

    def __enter__(self):
        self.depth += 1
        log.append(("in", self.label, self.depth))
        return self

    def __exit__(self, typ, value, tb):
        log.append(("out", self.label, typ.__name__ if typ else None, str(value) if value else None))
        self.depth -= 1
        return typ is ZeroDivisionError


@timed("div")
def div(a, b):
    """Divides."""
    return a / b


print(div(6, 3), div(1, 0), log)
print(div.__name__, div.__doc__, div.__wrapped__.__name__, isinstance(timed("x"), ContextDecorator))
log.clear()


@timed("tool")
def tool_twice(key):
    first = kv_get(ns="prod", key=key)
    return [first, kv_get(ns="prod", key=key)]


print(tool_twice("a"), log)
log.clear()


@timed("raises")
def bad():
    raise ValueError("nope")


try:
    bad()
except ValueError as e:
    print("caught", e, log)
log.clear()


class fresh(ContextDecorator):
    made = 0

    def _recreate_cm(self):
        fresh.made += 1
        return fresh()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


@fresh()
def twice():
    return fresh.made


print(twice(), twice(), fresh.made)

cm = span("with")
print(isinstance(cm, ContextDecorator), type(cm).__name__)
with cm as value:
    print("body", value)
print(log)
log.clear()


@span("kw")
def kwargs(a, *, b=2, **rest):
    return (a, b, sorted(rest))


print(kwargs(1, b=3, c=4), kwargs(a=5), log)


@contextmanager
def no_yield():
    if False:
        yield


@no_yield()
def never():
    return 1


try:
    never()
except RuntimeError as e:
    print("RuntimeError", e)
