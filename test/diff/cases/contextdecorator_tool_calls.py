# A ContextDecorator over a function that calls tools, and one whose __enter__/__exit__ call tools:
# the decorated call runs as `with cm:` does (exit after the body's calls, suppression, chaining).
from contextlib import ContextDecorator, contextmanager

class Audit(ContextDecorator):
    def __init__(self, label):
        self.label = label
    def __enter__(self):
        log(msg="enter " + self.label)
        return self
    def __exit__(self, typ, exc, tb):
        log(msg="exit " + self.label + " " + (typ.__name__ if typ else "ok"))
        return typ is ToolError

@Audit("fetch")
def fetch_both(a, b):
    x = lookup(key=a)
    y = lookup(key=b)
    return x["text"] + y["text"]

print(fetch_both("a", "b"))
print(fetch_both("a", "missing"))

class Renew(ContextDecorator):
    made = 0
    def _recreate_cm(self):
        Renew.made += 1
        print("recreate", Renew.made)
        return Renew()
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return None

@Renew()
def twice(k):
    return lookup(key=k)["text"]

print(twice("a"), twice("b"))

@contextmanager
def retrying(name):
    log(msg="start " + name)
    try:
        yield
    except ToolError as e:
        print("tool failed:", e)
        log(msg="failed " + name)

@retrying("job")
def job(k):
    return lookup(key=k)

print(job("a"))
print(job("missing"))
