# Every builtin exception class a script can name: raised and caught, its MRO, isinstance against
# its bases, str/repr/args with 0, 1 and 2 arguments; IOError/EnvironmentError; __mro__ of
# builtin types. Their fields: builtin_exception_fields.py.

NEW_CLASSES = [
    ConnectionError, ConnectionResetError, ConnectionRefusedError, ConnectionAbortedError, BrokenPipeError,
    FileExistsError, IsADirectoryError, NotADirectoryError, InterruptedError, BlockingIOError,
    ChildProcessError, ProcessLookupError, PermissionError, TimeoutError, FileNotFoundError, EOFError,
    BufferError, FloatingPointError, ReferenceError, SystemError, SyntaxError, IndentationError, TabError,
    Warning, UserWarning, DeprecationWarning, PendingDeprecationWarning, SyntaxWarning, RuntimeWarning,
    FutureWarning, ImportWarning, UnicodeWarning, BytesWarning, ResourceWarning, EncodingWarning,
]

for cls in NEW_CLASSES:
    try:
        raise cls("boom")
    except cls as e:
        caught = e
    print(cls.__name__, [c.__name__ for c in cls.__mro__], cls.__bases__, cls.__base__.__name__)
    print("  caught", type(caught).__name__, str(caught), repr(caught), caught.args)
    print("  bases", [b.__name__ for b in (OSError, ConnectionError, ArithmeticError, SyntaxError, Warning, Exception) if isinstance(caught, b)])
    print("  subclass", issubclass(cls, Exception), issubclass(cls, BaseException), issubclass(cls, ValueError))
    two = ("a", ("f.py", 1, 2, "t")) if issubclass(cls, SyntaxError) else ("a", 2)
    for args in [(), ("one",), two]:
        x = cls(*args)
        print("  ", len(args), repr(str(x)), repr(x), x.args)

# The clause models write around tool calls: a subclass is caught by its base in a tuple.
def fetch(kind):
    if kind == "reset":
        raise ConnectionResetError("connection reset by peer")
    if kind == "slow":
        raise TimeoutError("timed out")
    if kind == "refused":
        raise ConnectionRefusedError(111, "Connection refused")
    return "ok"

for kind in ["reset", "slow", "refused", "fine"]:
    try:
        print(kind, fetch(kind))
    except (ConnectionError, TimeoutError) as e:
        print(kind, "retry after", type(e).__name__, e, isinstance(e, OSError), e.errno, e.strerror)

try:
    raise BrokenPipeError("pipe")
except ConnectionError as e:
    print("BrokenPipeError is a ConnectionError:", repr(e))
try:
    raise UserWarning("careful")
except Warning as w:
    print("warning caught:", type(w).__name__, w)
try:
    raise FloatingPointError("fp")
except ArithmeticError as e:
    print("arith:", repr(e))

# Aliases.
print(IOError is OSError, EnvironmentError is OSError, IOError.__name__, EnvironmentError)
try:
    raise IOError("disk")
except EnvironmentError as e:
    print("alias caught", repr(e))

# __mro__, __bases__ and __base__ of builtin types.
for t in [int, bool, float, str, bytes, list, tuple, dict, set, frozenset, range, slice, type, object, type(None), type(len)]:
    print(t.__name__, t.__mro__, t.__bases__, t.__base__)
print(ValueError.__mro__)
print(ExceptionGroup.__mro__)
print(KeyError.__bases__, BaseException.__base__, Exception.__base__)

# An except clause that drops what it catches unseen (the guest's fast path) still matches the new classes.
dropped = 0
for i in range(5):
    try:
        raise (ConnectionResetError if i % 2 else InterruptedError)("x")
    except (ConnectionError, InterruptedError):
        dropped += 1
print("dropped", dropped)
