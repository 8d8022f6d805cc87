# The implicit __class__ cell: a function defined in a class body (a method, a lambda, a function
# within a method) reads the class it was defined in, not type(self); before the class exists the
# cell is unbound (NameError).


class Base:
    def who(self):
        return __class__.__name__

    def pair(self):
        return (__class__.__name__, type(self).__name__)

    def nested(self):
        def inner():
            return __class__.__qualname__

        return inner()

    kind = lambda self: __class__.__name__

    def same(self):
        return __class__ is Base

    try:
        who(None)
    except NameError as e:
        print("NameError", e)


class Child(Base):
    def who(self):
        return "child of " + super().who() + " in " + __class__.__name__


print(Base().who(), Child().who(), Child().pair(), Child().nested(), Child().kind(), Child().same())


def factory(n):
    class Made:
        def label(self):
            return f"{__class__.__qualname__}#{n}"

    return Made


print(factory(1)().label(), factory(2)().label())


class Outer:
    class Inner:
        def where(self):
            return __class__.__qualname__

    def where(self):
        return __class__.__qualname__


print(Outer().where(), Outer.Inner().where())


class Counter:
    count = 0

    def __init__(self):
        __class__.count += 1


class SubCounter(Counter):
    pass


Counter()
SubCounter()
SubCounter()
print(Counter.count, SubCounter.count)
