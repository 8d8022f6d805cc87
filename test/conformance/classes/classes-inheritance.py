Inheritance, method resolution order, super(), properties, staticmethod and classmethod.

# ---- single-inheritance
class Animal:
    def __init__(self, name):
        self.name = name
    def speak(self):
        return f"{self.name} makes a sound"
    def kind(self):
        return "animal"
class Dog(Animal):
    def speak(self):
        return f"{self.name} barks"
d = Dog("Rex")
print(d.speak(), d.kind(), isinstance(d, Animal), issubclass(Dog, Animal), issubclass(Animal, Dog))

# ---- super-init
class Base:
    def __init__(self, a):
        self.a = a
class Child(Base):
    def __init__(self, a, b):
        super().__init__(a)
        self.b = b
c = Child(1, 2)
print(c.a, c.b)

# ---- super-method-chain
class A:
    def hello(self):
        return ["A"]
class B(A):
    def hello(self):
        return ["B"] + super().hello()
class C(B):
    def hello(self):
        return ["C"] + super().hello()
print(C().hello())

# ---- diamond-mro
class A:
    def who(self):
        return ["A"]
class B(A):
    def who(self):
        return ["B"] + super().who()
class C(A):
    def who(self):
        return ["C"] + super().who()
class D(B, C):
    def who(self):
        return ["D"] + super().who()
print(D().who())
print([k.__name__ for k in D.__mro__])

# ---- mro-conflict
class A:
    pass
class B(A):
    pass
class C(A, B):
    pass

# ---- mro-conflict-caught
class X:
    pass
class Y(X):
    pass
try:
    class Z(X, Y):
        pass
except TypeError as e:
    print("TypeError:", e)

# ---- duplicate-base
class A:
    pass
class B(A, A):
    pass

# ---- multiple-inheritance-attrs
class Named:
    def name(self):
        return "named"
class Sized:
    def size(self):
        return 3
class Both(Named, Sized):
    pass
b = Both()
print(b.name(), b.size(), isinstance(b, Named), isinstance(b, Sized))

# ---- mixin-cooperative-init
class Base:
    def __init__(self):
        self.log = ["Base"]
class M1(Base):
    def __init__(self):
        super().__init__()
        self.log.append("M1")
class M2(Base):
    def __init__(self):
        super().__init__()
        self.log.append("M2")
class Final(M1, M2):
    def __init__(self):
        super().__init__()
        self.log.append("Final")
print(Final().log)

# ---- inherited-class-attr
class A:
    x = 1
class B(A):
    pass
class C(B):
    x = 3
print(A.x, B.x, C.x, B().x)

# ---- override-calls-base-explicitly
class A:
    def f(self):
        return "A.f"
class B(A):
    def f(self):
        return "B.f+" + A.f(self)
print(B().f())

# ---- issubclass-tuple-and-object
class A:
    pass
class B(A):
    pass
print(issubclass(B, (int, A)), issubclass(B, object), issubclass(bool, int))

# ---- issubclass-bad-arg
issubclass(1, int)

# ---- super-in-classmethod
class A:
    @classmethod
    def create(cls):
        return cls.__name__ + " via A"
class B(A):
    @classmethod
    def create(cls):
        return "B:" + super().create()
print(B.create())

# ---- super-two-arg
class A:
    def f(self):
        return "A"
class B(A):
    def f(self):
        return "B" + super(B, self).f()
print(B().f())

# ---- super-attribute-missing
class A:
    pass
class B(A):
    def f(self):
        return super().nothing()
B().f()

# ---- property-getter
class Circle:
    def __init__(self, r):
        self.r = r
    @property
    def area(self):
        return 3 * self.r * self.r
c = Circle(2)
print(c.area)
c.r = 3
print(c.area)

# ---- property-setter
class Temp:
    def __init__(self):
        self._c = 0
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273:
            raise ValueError("too cold")
        self._c = v
t = Temp()
t.celsius = 25
print(t.celsius)
try:
    t.celsius = -300
except ValueError as e:
    print("error", e)

# ---- property-deleter
class C:
    def __init__(self):
        self._v = 1
    @property
    def v(self):
        return self._v
    @v.deleter
    def v(self):
        print("deleting")
        del self._v
c = C()
del c.v
print(hasattr(c, "_v"))

# ---- property-no-setter
class C:
    @property
    def v(self):
        return 1
C().v = 2

# ---- property-no-deleter
class C:
    @property
    def v(self):
        return 1
del C().v

# ---- property-on-class
class C:
    @property
    def v(self):
        return 1
print(type(C.v).__name__)

# ---- property-inherited-and-overridden
class A:
    @property
    def name(self):
        return "A"
class B(A):
    @property
    def name(self):
        return "B<" + super().name + ">"
print(A().name, B().name)

# ---- property-function-form
class C:
    def __init__(self):
        self._x = 0
    def get_x(self):
        return self._x
    def set_x(self, v):
        self._x = v * 2
    x = property(get_x, set_x)
c = C()
c.x = 5
print(c.x)

# ---- property-raises-attributeerror
class C:
    @property
    def v(self):
        raise AttributeError("no v here")
print(hasattr(C(), "v"))
C().v

# ---- staticmethod
class M:
    @staticmethod
    def add(a, b):
        return a + b
print(M.add(1, 2), M().add(3, 4))

# ---- classmethod-factory
class P:
    def __init__(self, x, y):
        self.x, self.y = x, y
    @classmethod
    def from_tuple(cls, t):
        return cls(*t)
    def __repr__(self):
        return f"{type(self).__name__}({self.x}, {self.y})"
class Q(P):
    pass
print(P.from_tuple((1, 2)), Q.from_tuple((3, 4)), Q(0, 0).from_tuple((5, 6)))

# ---- classmethod-counter
class C:
    n = 0
    @classmethod
    def bump(cls):
        cls.n += 1
        return cls.n
C.bump()
C.bump()
print(C.n)

# ---- staticmethod-function-form
class C:
    def helper(x):
        return x + 1
    helper = staticmethod(helper)
print(C.helper(1), C().helper(2))

# ---- isinstance-subclass-chain
class A:
    pass
class B(A):
    pass
class C(B):
    pass
print([isinstance(C(), k) for k in (A, B, C)], [isinstance(A(), k) for k in (A, B, C)])

# ---- polymorphism
class Shape:
    def area(self):
        raise NotImplementedError
    def describe(self):
        return f"{type(self).__name__} with area {self.area()}"
class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
for s in [Sq(2), Rect(2, 3)]:
    print(s.describe())
Shape().describe()

# ---- mro-attr-and-bases
class A:
    pass
class B(A):
    pass
print(B.__bases__, B.__mro__, A.__base__)

# ---- type-of-class
class A:
    pass
print(type(A), type(A) is type, isinstance(A, type))

# ---- subclass-no-init-uses-base
class A:
    def __init__(self, v):
        self.v = v
class B(A):
    pass
print(B(4).v)
B()

# ---- classmethod-on-instance-sees-subclass
class A:
    @classmethod
    def name(cls):
        return cls.__name__
class B(A):
    pass
print(B().name(), A().name())

# ---- property-setter-validation-in-init
class Account:
    def __init__(self, balance):
        self.balance = balance
    @property
    def balance(self):
        return self._balance
    @balance.setter
    def balance(self, v):
        if v < 0:
            raise ValueError("negative balance")
        self._balance = v
print(Account(5).balance)
Account(-1)
