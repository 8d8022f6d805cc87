# Private name mangling: `__x` inside a class body is `_Class__x`.
from dataclasses import dataclass, fields


class Account:
    __count = 0  # class attribute: _Account__count

    def __init__(self, owner, balance):
        self.__owner = owner
        self.__balance = balance
        Account.__count += 1

    def __check(self, amount):
        if amount > self.__balance:
            raise ValueError(f"{self.__owner} cannot withdraw {amount}")
        return True

    def withdraw(self, amount):
        self.__check(amount)
        self.__balance -= amount
        return self.__balance

    @property
    def balance(self):
        return self.__balance

    @balance.setter
    def balance(self, value):
        self.__balance = value

    @classmethod
    def count(cls):
        return cls.__count

    @staticmethod
    def bump():
        Account.__count += 10
        return Account.__count


a = Account("ann", 100)
print(a.withdraw(30), a.balance, a._Account__balance, a._Account__owner)
a.balance = 5
print(a.balance, a._Account__balance)
try:
    a.withdraw(50)
except ValueError as e:
    print("ValueError", e)
print(Account.count(), Account._Account__count, Account.bump(), Account.count())
print(hasattr(a, "__balance"), hasattr(a, "_Account__balance"), getattr(a, "__owner", "no __owner"))
print(Account._Account__check.__name__, Account._Account__check.__qualname__)
print(hasattr(Account, "__check"), hasattr(Account, "_Account__check"))
for name in ["__balance", "__check", "__count"]:
    try:
        getattr(a, name)
    except AttributeError as e:
        print("AttributeError", e)
try:
    a.__balance
except AttributeError as e:
    print("AttributeError", e)
try:
    Account.__count
except AttributeError as e:
    print("AttributeError", e)


# A subclass's __x does not clobber its base's.
class Base:
    def __init__(self):
        self.__x = "base"

    def base_x(self):
        return self.__x

    def __secret(self):
        return "Base.__secret"

    def call_secret(self):
        return self.__secret()


class Child(Base):
    def __init__(self):
        super().__init__()
        self.__x = "child"

    def child_x(self):
        return self.__x

    def __secret(self):
        return "Child.__secret"


c = Child()
print(c.base_x(), c.child_x(), c._Base__x, c._Child__x)
print(c.call_secret(), c._Child__secret())
c._Base__x = "changed"
print(c.base_x(), c.child_x())


# Reads, writes, deletes and augmented assignments.
class Box:
    def run(self):
        self.__v = 1
        self.__v += 41
        out = [self.__v]
        del self.__v
        out.append(hasattr(self, "_Box__v"))
        try:
            del self.__v
        except AttributeError as e:
            out.append(str(e))
        try:
            return self.__missing
        except AttributeError as e:
            out.append(str(e))
        return out


print(Box().run())


# Lambdas, comprehensions, nested functions and locals inside methods.
class Inside:
    def __init__(self):
        self.__items = [3, 1, 2]

    def go(self):
        __local = 10
        key = lambda __v: -__v
        doubled = [__i * 2 for __i in self.__items]
        by_key = {__k: __k + __local for __k in self.__items}

        def inner():
            return sorted(self.__items, key=key), __local

        return doubled, by_key, inner()


print(Inside().go())


# Parameters are mangled; keyword arguments in calls are not (CPython 3.11).
class Params:
    def f(self, __p, *, __k=2):
        return __p + __k

    def g(self):
        try:
            return self.f(1, __k=5)
        except TypeError as e:
            return "TypeError: " + str(e)


p = Params()
print(p.f(1), p.g(), p.f(1, _Params__k=7))


# Nested classes: the innermost class's name applies.
class Outer:
    class __Inner:
        def __init__(self):
            self.__y = "inner"

        def get(self):
            return self.__y

    def make(self):
        return self.__Inner()


inner = Outer().make()
print(inner.get(), inner._Inner__y, type(inner).__name__, type(inner).__qualname__)
print(Outer._Outer__Inner is type(inner))


# Leading underscores of the class name are stripped; an all-underscore name mangles nothing.
class _Private:
    def set(self):
        self.__x = 1
        return self._Private__x


class ___:
    def set(self):
        self.__x = 2
        return self.__x


print(_Private().set(), ___().set(), hasattr(___(), "__x"))


# Dunder names are never mangled; nor are strings.
class Dunder:
    def __init__(self):
        self.__value__ = 5
        self.__ = 6
        self.___ = 7

    def __repr__(self):
        return f"Dunder({self.__value__}, {self.__}, {self.___})"

    def names(self):
        return getattr(self, "__value__"), "__value" + "__", "__x"


print(Dunder(), Dunder().names(), Dunder().__value__, Dunder().__)


# Module-level names read from a method are mangled too.
__g = "module __g"
_Reader__g = "module _Reader__g"


class Reader:
    def read(self):
        return __g

    def write(self):
        global __h
        __h = "set by Reader"


print(Reader().read(), __g)
Reader().write()
print(_Reader__h)


class Missing:
    def read(self):
        return __g2


try:
    Missing().read()
except NameError as e:
    print("NameError", e)


# Dataclass fields named __x become _D__x.
@dataclass
class Point:
    __x: int
    y: int = 0

    def x(self):
        return self.__x


pt = Point(3, 4)
print(pt, pt.x(), pt._Point__x, [f.name for f in fields(Point)])
print(Point(_Point__x=1) == Point(1), Point(1) == Point(1, 0))


# except ... as and match captures are mangled names too.
class Handler:
    def fail(self, v):
        try:
            1 / v
        except ZeroDivisionError as __e:
            return type(__e).__name__

    def run(self, v):
        match v:
            case [__first, *__rest]:
                return __first, __rest
            case {"k": __kv, **__others}:
                return __kv, __others
            case __other:
                return __other


print(Handler().fail(0), Handler().run([1, 2, 3]), Handler().run({"k": 1, "j": 2}), Handler().run(7))


# A class body's own names, defaults and nonlocal declarations; a class named `__K`.
_K__g = "module _K__g"


class __K:
    __a = 1
    __b = __a + 1
    __c = __g
    __d = [i for i in range(__a + 2)]

    def m(self, __z=__b):
        __n = 0

        def inc():
            nonlocal __n
            __n += __z
            return __n

        inc()
        return inc(), self.__a, self.__d, self.__c


print(__K().m(), __K.__name__, __K._K__b, hasattr(__K, "_K__m"))


class Problem(Exception):
    def __init__(self, why):
        super().__init__("problem")
        self.__why = why

    def __str__(self):
        return f"problem: {self.__why}"


try:
    raise Problem("disk full")
except Problem as e:
    print(e, e._Problem__why, e.args)
