# staticmethod objects are callable (3.10+): a class body calls one by its name; they and
# classmethod objects carry their function's __name__, __qualname__, __doc__ and __wrapped__,
# which an outer decorator reads.
import functools


class K:
    @staticmethod
    def double(x):
        """Twice x."""
        return x * 2

    TWO = double(1)
    NAME = double.__name__
    QUAL = double.__qualname__
    DOC = double.__doc__

    @classmethod
    def make(cls):
        return cls()


print(K.TWO, K.NAME, K.QUAL, K.DOC, K.double(5), K().double(6))
sm = staticmethod(len)
print(sm(["a", "b"]), callable(sm), sm.__name__, sm.__wrapped__ is len, sm.__func__ is len)
cm = classmethod(len)
print(callable(cm), cm.__name__, cm.__wrapped__ is len)
try:
    cm([1])
except TypeError as e:
    print("TypeError", e)

REGISTRY = {}


def register(f):
    REGISTRY[f.__name__] = f.__wrapped__
    return f


class Tools:
    @register
    @staticmethod
    def add(a, b):
        return a + b

    @register
    @classmethod
    def name(cls):
        return cls.__name__


print(sorted(REGISTRY), REGISTRY["add"](2, 3), Tools.add(1, 1), Tools.name())


def traced(f):
    @functools.wraps(f)
    def wrapper(*args, **kwargs):
        print("calling", wrapper.__name__)
        return f(*args, **kwargs)

    return wrapper


class Math:
    @traced
    @staticmethod
    def square(x):
        return x * x

    NINE = square(3)


print(Math.NINE, Math.square.__name__, Math.square.__wrapped__.__name__)
print(functools.partial(staticmethod(max), 0)(-5))
