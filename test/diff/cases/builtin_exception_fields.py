# The builtin exceptions whose arguments are fields: OSError (errno, strerror, filename, its
# errno subclasses, a script's subclasses with and without __init__), SyntaxError and its
# subclasses, UnicodeTranslateError, and the Unicode errors' argument checks.

# OSError(errno, strerror) makes the errno's subclass; the subclasses parse the same way.
for n in [1, 2, 3, 4, 10, 11, 13, 17, 20, 21, 32, 103, 104, 108, 110, 111, 114, 115, 99]:
    e = OSError(n, "message")
    print(n, type(e).__name__, str(e), repr(e), e.errno, e.strerror, e.filename, e.filename2)
for args in [(2, "No such file"), (2, "No such file", "a.txt"), (2, "No such file", None), (1, "x", "a", None, "b"),
             (1, "x", None, None, "b"), (1, 2, 3, 4, 5, 6), (1,), ("text",), (None, "no errno")]:
    for cls in [OSError, ConnectionResetError, FileExistsError]:
        e = cls(*args)
        print(cls.__name__, args, "->", type(e).__name__, repr(str(e)), repr(e), e.args, e.errno, e.strerror, e.filename, e.filename2)
b = BlockingIOError(11, "would block", 5)
print(repr(b), str(b), b.args, b.characters_written, b.filename)
print(hasattr(BlockingIOError(11, "x"), "characters_written"), BlockingIOError(11, "x", "f").filename)

class FetchError(ConnectionError):
    pass

class ApiError(ConnectionError):
    def __init__(self, url, status):
        self.url = url
        self.status = status

class WrappedError(ConnectionError):
    def __init__(self, *args):
        super().__init__(*args)

for e in [FetchError(104, "reset", "http://x"), FetchError("plain"), ApiError("http://x", 503), WrappedError(110, "slow", "u")]:
    print(type(e).__name__, repr(str(e)), repr(e), e.args, e.errno, e.strerror, e.filename)

# SyntaxError's fields and str.
for args in [(), ("bad",), ("bad", ("f.py", 3, 4, "x = (\n")), ("bad", ("dir/f.py", 3, 4, "x", 3, 6)), ("bad", (None, 3, 4, "x")),
             ("bad", ("f.py", None, 4, "x")), (1, 2, 3)]:
    for cls in [SyntaxError, IndentationError, TabError]:
        e = cls(*args)
        print(cls.__name__, repr(str(e)), repr(e), e.msg, e.filename, e.lineno, e.offset, e.text, e.end_lineno, e.end_offset, e.print_file_and_line)
for info in [(1, 2), ("f", 1, 2, "t", 5), ("f", 1, 2, "t", 5, 6, 7)]:
    try:
        SyntaxError("m", info)
    except TypeError as e:
        print("SyntaxError", info, "TypeError:", e)
try:
    raise IndentationError("unexpected indent", ("<flow>", 2, 4, "    x\n"))
except SyntaxError as e:
    print("caught", type(e).__name__, e, e.lineno)

# UnicodeTranslateError and the Unicode errors' argument checks.
for args in [("abc", 0, 1, "bad"), ("abc", 0, 2, "bad"), ("\u1234bc", 0, 1, "bad"), ("\U0001f600", 0, 1, "r"), ("ab", 5, 6, "r")]:
    e = UnicodeTranslateError(*args)
    print(repr(e), str(e), e.object, e.start, e.end, e.reason, e.encoding, isinstance(e, ValueError))
for cls, args in [(UnicodeTranslateError, ()), (UnicodeTranslateError, ("a", 0, 1, 5)), (UnicodeTranslateError, ("a", "0", 1, "r")),
                  (UnicodeTranslateError, (None, 0, 1, "r")), (UnicodeDecodeError, ("x",)), (UnicodeDecodeError, ("u", "a", 0, 1, "r")),
                  (UnicodeDecodeError, ("u", 1, 0, "1", "r")), (UnicodeEncodeError, ("u", b"a", 0, 1, "r")), (UnicodeEncodeError, ("u", "a", 0, 1))]:
    try:
        cls(*args)
        print(cls.__name__, args, "made")
    except TypeError as e:
        print(cls.__name__, args, "TypeError:", e)

