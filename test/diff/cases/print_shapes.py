# print's argument shapes (the direct call the emitter makes of the unrebound builtin, and the
# general one): sep/end given, None, in either order, with flush; many and non-str arguments; a
# str() that raises mid-print keeps the pieces before it; surrogates split between pieces.
order = []


def note(tag, value):
    order.append(tag)
    return value


print()
print(end="")
print(sep="-")
print(1, 2.5, None, True, [1, "x"], (2,), {"k": 3}, sep=None, end=None)
print(*range(12), sep=",")
print("a", "b", sep=" | ", end=" <\n")
print("c", "d", end=" >\n", sep="/")
print(note("arg", "e"), end=note("end", "!\n"), sep=note("sep", "+"))
print(note("arg2", "f"), sep=note("sep2", "+"), end=note("end2", "?\n"))
print(order)
print("flushed", flush=True)
print("x" * 5000 + "y")
for i in range(3):
    print(i, end=" " if i < 2 else "\n")


class Loud:
    def __str__(self):
        return "loud"


class Broken:
    def __str__(self):
        raise ValueError("no str")


print(Loud(), Loud(), sep="&")
try:
    print("before", Broken(), "after")
except ValueError:
    print("<- kept")
try:
    print(Broken())
except ValueError:
    print("nothing written")
for kwargs in [{"sep": 1}, {"end": b"\n"}, {"nope": 1}]:
    try:
        print("bad", **kwargs)
    except TypeError:
        print("TypeError", sorted(kwargs))
try:
    print("a\ud83d", "\ude00b", sep="")
except UnicodeEncodeError:
    print("split pair refused")
try:
    print("c\ud83d", end="\ude00\n")
except UnicodeEncodeError:
    print("split at end refused")
try:
    print("ok", "lone \udfff", "never")
except UnicodeEncodeError:
    print("<- ok kept")
print("escaped \udc80", "😀", sep=" ")
"done"
