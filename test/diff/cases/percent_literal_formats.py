# A literal printf-style format with a tuple display or one operand: each directive applied to
# its own argument (flags, width, precision, every conversion), the arguments all evaluated before
# any is converted, and the general `%` where the literal has a mapping key, a `*`, a count that
# does not match, or one operand that is a tuple when it runs.
from collections import namedtuple

log = []


class Shown:
    def __init__(self, name):
        self.name = name

    def __str__(self):
        log.append("str " + self.name)
        return "S(" + self.name + ")"

    def __repr__(self):
        log.append("repr " + self.name)
        return "R(" + self.name + ")"


def arg(v, tag):
    log.append("eval " + tag)
    return v


print("%s and %r then %s" % (arg(Shown("a"), "1"), arg(Shown("b"), "2"), arg("plain", "3")))
print(log)
n, big, f, neg = 42, 2**70, 3.14159, -2.5
rows = [
    "%d|%5d|%-5d|%05d|%+d|% d|%i|%u" % (n, n, n, n, n, n, -n, n),
    "%x|%X|%#x|%#o|%o|%#X|%08.3x" % (255, 255, 255, 8, 8, 255, 31),
    "%d %x %o" % (big, big, -big),
    "%.2f|%8.3f|%-8.1f|%08.2f|%+.1f|% .0f|%#.0f|%f" % (f, f, f, neg, f, f, f, f),
    "%e|%.3E|%g|%G|%10.4g|%-10.2e|" % (f, 1e-7, 1e20, 1e-20, f, neg),
    "%s|%10s|%-10s|%.2s|%5.1s|" % ("abc", "abc", "abc", "abc", "abc"),
    "%r|%a|%a|%c|%c|%5c" % ("it's", "é😀", ["x"], 65, "z", 0x1F600),
    "%d|%.1f|%s|%r|%d" % (True, False, None, None, 3.99),
    "%.2f %.3f %.1f %.0f %.2f" % (0.125, 2.675, -0.05, 0.5, float("nan")),
    "%f %e %g %5.1f%%" % (float("inf"), float("-inf"), -0.0, 99.5),
    "%s %s" % ((1, 2), [3]),
    "%%|%s|%%%d%%" % ("p", 7),
]
print("\n".join(rows))


def local(x, y):
    return "[%s:%04d]" % (x, y), "%.1f%%" % (y / 3), "%s" % x, "%r" % (x,)


print(local("k", 9), "%r" % ((1, 2),), "%5s|" % ((1, 2),))
P = namedtuple("P", "a b")
for v in [5, "s", (1,), (), {"k": 1}, [1, 2], P(1, 2)]:
    try:
        print("%s" % v, "<%r>" % v)
    except TypeError as e:
        print("TypeError", e)
print("%(a)s-%(b)d" % {"a": "x", "b": 2}, "%*d|%-*.*f" % (5, 1, 8, 2, f), "%s" % ((1, 2),))
for bad in [lambda: "%d" % ("x",), lambda: "%s %s" % (1,), lambda: "%s" % (1, 2), lambda: "%c" % ("ab",), lambda: "%x" % (1.5,),
            lambda: "%d" % (None,), lambda: "%.2f" % ("1",), lambda: "%c" % (-1,), lambda: "%z" % (1,), lambda: "%5" % (1,)]:
    try:
        print(bad())
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
"%s=%.3f (%d%%)" % ("ratio", 2 / 3, 66)
