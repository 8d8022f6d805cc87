# print(..., file=...): each argument, separator and end written by the file's write() in turn
# (write looked up before each piece's str()), flush() called when flush is true, flush's truth
# tested before anything is written, sep/end checked before the first write; sys.stdout is the
# prints, sys.stderr is dropped, file=None is stdout. UnicodeEncodeError carries CPython's five
# args (encoding, object, start, end, reason).
import io
import sys


class B:
    def __bool__(self):
        raise ValueError("no truth")


class W:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)
        return 99

    def flush(self):
        self.parts.append("FLUSH")


class Loud:
    def __str__(self):
        return "loud"


class Bad:
    def __str__(self):
        raise KeyError("bad str")


class NoFlush:
    def write(self, s):
        pass


class Swapping:
    # write looked up anew for each piece: the instance's own attribute wins once set.
    def __init__(self):
        self.seen = []

    def write(self, s):
        self.seen.append("method:" + s)
        self.write = lambda t: self.seen.append("own:" + t)


buf = io.StringIO()
print("a", 1, [2], None, 2.5, sep="-", end="!", file=buf)
print(file=buf)
print("x", "y", sep=None, end=None, file=buf)
print(repr(buf.getvalue()))

w = W()
print("p", Loud(), (1, "q"), file=w, flush=True)
print(w.parts)
print(print("z", file=w))

for bad_file in [3, "text", [1]]:
    try:
        print("x", file=bad_file)
    except AttributeError as e:
        print("AttributeError", e)
try:
    print("x", sep=3, file=w)
except TypeError as e:
    print("TypeError", e, len(w.parts))
try:
    print("x", end=b"!", file=w)
except TypeError as e:
    print("TypeError", e, len(w.parts))
try:
    print("a", Bad(), "c", file=w)
except KeyError as e:
    print("KeyError", e, w.parts[-2:])
try:
    print("a", file=NoFlush(), flush=True)
except AttributeError as e:
    print("AttributeError", e)
try:
    print("never", file=w, flush=B())
except ValueError as e:
    print("ValueError", e, w.parts[-1])
try:
    print("never", flush=B())
except ValueError as e:
    print("ValueError", e)
print("kept", flush=1)

s = Swapping()
print("a", "b", file=s)
print(s.seen)

print("to stderr", 1, file=sys.stderr, flush=True)
print("to", "stdout", sep="+", file=sys.stdout, flush=True)
print("none", file=None)
try:
    print("ok", "\udc00x", file=sys.stdout)
except UnicodeEncodeError as e:
    print(repr(e), e.reason, e.start, e.end, ascii(e.object), e.encoding)
for text, codec in [("\udc00\udc01x", "utf-8"), ("ab\udc00", "utf-8"), ("aé\u20ac", "ascii"), ("x\U0001f600", "latin-1")]:
    try:
        text.encode(codec)
    except UnicodeEncodeError as e:
        print(str(e), e.args[2:], ascii(e.args[1]))
try:
    bytes("a\udc00\udc00b", "utf-8")
except UnicodeEncodeError as e:
    print(str(e), e.start, e.end)
w.parts
