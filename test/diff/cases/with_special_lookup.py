# `with` finds __enter__ and __exit__ on the manager's class, as CPython's special lookup does: an
# instance's own attributes and __getattr__ do not count; class attributes set later, inherited
# ones and staticmethods do.
from contextlib import ContextDecorator

class OwnExit:
    def __init__(self):
        self.__exit__ = lambda *a: True
    def __enter__(self):
        return self

try:
    with OwnExit():
        print("not entered")
except TypeError as e:
    print("own exit:", e)

class Dynamic:
    def __getattr__(self, name):
        print("getattr", name)
        return lambda *a: None

try:
    with Dynamic():
        print("not entered")
except TypeError as e:
    print("getattr:", e)

class Later:
    pass

Later.__enter__ = lambda self: "entered later"
Later.__exit__ = lambda self, *exc: False
with Later() as v:
    print(v)

class Base:
    def __enter__(self):
        print("enter", type(self).__name__)
        return self
    @staticmethod
    def __exit__(*exc):
        print("static exit", exc[0])
        return True

class Child(Base):
    pass

with Child():
    raise KeyError("k")
print("suppressed by the static exit")

class OwnEnter(ContextDecorator):
    def __init__(self):
        self.__enter__ = lambda: print("own enter")
    def __enter__(self):
        print("class enter")
    def __exit__(self, *exc):
        return None

@OwnEnter()
def decorated():
    return "body"

print(decorated())
