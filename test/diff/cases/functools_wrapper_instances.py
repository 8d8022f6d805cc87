# functools.update_wrapper and functools.wraps on an instance of the script's class: the
# class-based decorator idiom.
import functools


class CountCalls:
    def __init__(self, fn):
        functools.update_wrapper(self, fn)
        self.calls = 0

    def __call__(self, *args, **kwargs):
        self.calls += 1
        return self.__wrapped__(*args, **kwargs)


@CountCalls
def greet(name, punct="!"):
    "Say hello."
    return f"hello {name}{punct}"


greet.tag = "x"
print(greet("ann"), greet("bob", punct="?"), greet.calls)
print(greet.__name__, greet.__qualname__, greet.__doc__, greet.__module__)
print(greet.__wrapped__("cy"), greet.__wrapped__.__name__, type(greet).__name__)
print(greet.__wrapped__ is not greet, callable(greet))


def plain():
    return 1


plain.owner = "me"
plain.meta = {"k": 1}


class Wrap:
    def __init__(self, fn):
        functools.update_wrapper(self, fn)

    def __call__(self, *a, **k):
        return self.__wrapped__(*a, **k)


w = Wrap(plain)
print(w.__wrapped__ is plain, w.__doc__, w.__name__, w(), w.owner, w.meta is plain.meta)


class Outer:
    class Inner:
        def method(self):
            return "m"


wi = Wrap(Outer.Inner.method)
print(wi.__name__, wi.__qualname__, wi(Outer.Inner()))


# functools.wraps(fn)(instance), and a wrapper that wraps another wrapper.
class Tagged:
    def __call__(self):
        return "tagged"


t = functools.wraps(plain)(Tagged())
print(t.__name__, t.__doc__, t(), t.owner, t.__wrapped__ is plain)
w2 = Wrap(greet)
print(w2.__name__, w2.__doc__, w2.calls, w2.__wrapped__ is greet, w2("dee"), greet.calls)

# A lambda and a partial: the partial has no __name__, so the instance keeps none of its own.
lam = Wrap(lambda: 5)
print(lam.__name__, lam.__qualname__, lam())
part = Wrap(functools.partial(greet, "eve"))
print(part(), hasattr(part, "__name__"), part.__wrapped__.func is greet)


# A setattr the class defines sees each attribute (`__annotations__` aside: a flow cannot read
# a function's annotations, so update_wrapper leaves that one out).
class Logged:
    def __init__(self, fn):
        self.seen = []
        functools.update_wrapper(self, fn)

    def __setattr__(self, name, value):
        if name != "seen":
            self.seen.append(name)
        object.__setattr__(self, name, value)


lg = Logged(plain)
print(lg.__name__, lg.owner, [n for n in lg.seen if n != "__annotations__"])

# Instance decorators on methods of a registry.
registry = {}


class register:
    def __init__(self, fn):
        functools.update_wrapper(self, fn)
        registry[fn.__name__] = self

    def __call__(self, *a):
        return self.__wrapped__(*a)


@register
def add(a, b):
    "Add two numbers."
    return a + b


@register
def neg(a):
    return -a


print(sorted(registry), registry["add"](2, 3), registry["add"].__doc__, registry["neg"].__doc__, neg(4))
