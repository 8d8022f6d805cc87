Exception classes a script defines: hierarchies, custom __init__ and __str__, attributes, args.

# ---- simple-subclass
class NotFound(Exception):
    pass
try:
    raise NotFound("missing thing")
except NotFound as e:
    print(type(e).__name__, e, e.args, repr(e))

# ---- uncaught-custom
class Boom(Exception):
    pass
raise Boom("kaboom")

# ---- uncaught-custom-no-args
class Boom(Exception):
    pass
raise Boom

# ---- caught-by-base
class AppError(Exception):
    pass
class DbError(AppError):
    pass
class NetError(AppError):
    pass
for cls in [DbError, NetError, AppError]:
    try:
        raise cls("x")
    except DbError:
        print("db")
    except AppError as e:
        print("app", type(e).__name__)

# ---- caught-by-exception
class E(Exception):
    pass
try:
    raise E(1, 2)
except Exception as e:
    print(e, e.args, isinstance(e, E), isinstance(e, Exception))

# ---- custom-init-and-attrs
class HttpError(Exception):
    def __init__(self, status, msg):
        super().__init__(f"{status}: {msg}")
        self.status = status
        self.msg = msg
try:
    raise HttpError(404, "not found")
except HttpError as e:
    print(e.status, e.msg, str(e), e.args)

# ---- custom-init-without-super
class E(Exception):
    def __init__(self, code):
        self.code = code
try:
    raise E(7)
except E as e:
    print(e.code, e.args, repr(str(e)))

# ---- custom-str
class E(Exception):
    def __init__(self, name):
        super().__init__(name)
        self.name = name
    def __str__(self):
        return f"no such item: {self.name}"
try:
    raise E("k")
except E as e:
    print(e, repr(e), e.args)

# ---- custom-str-uncaught
class E(Exception):
    def __str__(self):
        return "custom message"
raise E("ignored")

# ---- custom-repr
class E(Exception):
    def __repr__(self):
        return "E!"
print(repr(E()), [E("a")])

# ---- subclass-of-builtin-error
class ConfigError(ValueError):
    pass
try:
    int("x")
except ValueError as e:
    print("value error first")
try:
    raise ConfigError("bad config")
except ValueError as e:
    print("caught as ValueError:", e, isinstance(e, ConfigError))

# ---- subclass-of-keyerror
class MissingKey(KeyError):
    pass
try:
    raise MissingKey("k")
except LookupError as e:
    print(e, type(e).__name__)

# ---- tool-error-subclass
class NotFound(ToolError):
    pass
try:
    raise NotFound("gone")
except ToolError as e:
    print("tool error", e, isinstance(e, Exception))

# ---- raise-from-custom
class Wrapped(Exception):
    pass
try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise Wrapped("wrapped") from e
except Wrapped as w:
    print(w, type(w.__cause__).__name__)

# ---- raise-class-uninstantiated
class E(Exception):
    def __init__(self):
        super().__init__("made by raise")
try:
    raise E
except E as e:
    print(e)

# ---- exception-with-methods
class ValidationError(Exception):
    def __init__(self, errors):
        super().__init__(f"{len(errors)} errors")
        self.errors = errors
    def first(self):
        return self.errors[0]
    @property
    def count(self):
        return len(self.errors)
try:
    raise ValidationError(["a", "b"])
except ValidationError as e:
    print(e, e.first(), e.count)

# ---- exception-class-attribute
class E(Exception):
    code = 500
class F(E):
    code = 404
try:
    raise F()
except E as e:
    print(e.code, E.code)

# ---- except-tuple-of-custom
class A(Exception):
    pass
class B(Exception):
    pass
for c in (A, B):
    try:
        raise c()
    except (A, B) as e:
        print("got", type(e).__name__)

# ---- not-an-exception-raise
class NotExc:
    pass
raise NotExc()

# ---- except-non-exception-class
class NotExc:
    pass
try:
    raise ValueError
except NotExc:
    pass

# ---- exception-kwargs-refused
class E(Exception):
    pass
E(a=1)

# ---- exception-init-kwargs
class E(Exception):
    def __init__(self, msg, *, code=0):
        super().__init__(msg)
        self.code = code
e = E("m", code=3)
print(e, e.code)

# ---- base-exception-subclass-not-caught-by-exception
class Stop(BaseException):
    pass
try:
    try:
        raise Stop("s")
    except Exception:
        print("wrong")
except BaseException as e:
    print("base", type(e).__name__)

# ---- multiple-inheritance-exception
class A(Exception):
    pass
class B(A, ValueError):
    pass
try:
    raise B("m")
except ValueError as e:
    print(type(e).__name__, [k.__name__ for k in type(e).__mro__])

# ---- reraise-custom
class E(Exception):
    pass
def f():
    try:
        raise E("inner")
    except E:
        print("handling")
        raise
try:
    f()
except E as e:
    print("outer", e)

# ---- exception-str-with-args-tuple
class E(Exception):
    pass
print(str(E(1, "a")), str(E()), repr(E(1, "a")))

# ---- exception-in-method-propagates
class Repo:
    def get(self, k):
        raise KeyError(k)
try:
    Repo().get("x")
except KeyError as e:
    print("KeyError", e)

# ---- exception-args-settable-by-super-init
class E(Exception):
    def __init__(self, a, b):
        super().__init__(a, b)
        self.total = a + b
e = E(1, 2)
print(e.args, e.total, str(e))

# ---- error-in-init-propagates
class C:
    def __init__(self, v):
        if v < 0:
            raise ValueError(f"bad value {v}")
        self.v = v
print(C(1).v)
C(-1)
