# bytearray: construction, mutation, the bytes methods (returning bytearray), comparisons, repr.


def attempt(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


print(bytearray(), bytearray(3), bytearray([65, 66, 0, 255]), bytearray(b"xy"), bytearray("h\xe9", "utf-8"))
print(bytearray("abc", "ascii", "strict"), bytearray(bytearray(b"q")), bytearray(range(3)), bytearray((x for x in [1, 2])))
for args in [(1.5,), ("abc",), (b"a", "utf-8"), ([256],), ([-1],), (["a"],), (-1,), (None,), ("\xff", "ascii")]:
    attempt(f"bytearray{args!r}", lambda: bytearray(*args))

ba = bytearray(b"hello")
ba[0] = 72
ba[-1] = ord("O")
print(ba, ba[0], ba[-1], ba[1:3], ba[::-1], len(ba), type(ba[1:3]).__name__)
ba[1:3] = b"EY!"
print(ba)
ba[0:0] = [1, 2]
print(ba)
ba[::2] = b"abcd"
print(ba)
del ba[0]
del ba[1:3]
print(ba)
del ba[::2]
print(ba)
ba.append(33)
ba.extend(b"ab")
ba.extend([67, 68])
ba.extend(bytearray(b"z"))
ba.extend(x for x in [69])
ba.insert(0, 35)
ba.insert(-1, 36)
ba.insert(100, 37)
print(ba, ba.pop(), ba.pop(0), ba.pop(-2))
ba.remove(ord("a"))
print(ba)
ba.reverse()
print(ba)
c = ba.copy()
ba.clear()
print(ba, c, c is not ba, len(ba))

x = bytearray(b"ab")
y = x
x += b"cd"
x += bytearray(b"e")
print(x, y, x is y)
x *= 2
print(x, y is x)
print(x + b"!", b"!" + x, type(b"!" + x).__name__, x * 2, 2 * x, type(x * 0).__name__)

for label, f in [
    ("index", lambda: bytearray(b"a")[5]),
    ("set index", lambda: bytearray(b"a").__setitem__(5, 1)),
    ("set value", lambda: bytearray(b"a").__setitem__(0, 256)),
    ("set str", lambda: bytearray(b"a").__setitem__(0, "x")),
    ("set slice int", lambda: bytearray(b"a").__setitem__(slice(0, 1), 5)),
    ("set slice str", lambda: bytearray(b"a").__setitem__(slice(0, 1), "x")),
    ("set slice range", lambda: bytearray(b"a").__setitem__(slice(0, 1), [300])),
    ("ext slice", lambda: bytearray(b"abcd").__setitem__(slice(None, None, 2), b"x")),
    ("key", lambda: bytearray(b"a")["x"]),
    ("append big", lambda: bytearray().append(256)),
    ("append str", lambda: bytearray().append("a")),
    ("extend str", lambda: bytearray().extend("ab")),
    ("extend int", lambda: bytearray().extend(5)),
    ("extend bad", lambda: bytearray().extend([1, "a"])),
    ("pop empty", lambda: bytearray().pop()),
    ("pop range", lambda: bytearray(b"a").pop(5)),
    ("remove", lambda: bytearray(b"a").remove(98)),
    ("del", lambda: bytearray(b"a").__delitem__(3)),
    ("concat", lambda: bytearray(b"a") + "b"),
    ("concat list", lambda: bytearray(b"a") + [1]),
    ("hash", lambda: hash(bytearray(b"a"))),
    ("set member", lambda: {bytearray(b"a")}),
    ("insert big", lambda: bytearray().insert(0, -1)),
]:
    attempt(label, f)

z = bytearray(b"a")
try:
    z += [1]
except TypeError as e:
    print("iadd", e)
try:
    z += "s"
except TypeError as e:
    print("iadd", e)
