# %s, %r and %d without flags, width or precision take a short path: the same text, argument
# order, errors and special-method calls as every other directive.
class S:
    def __str__(self):
        print("str called")
        return "S!"

    def __repr__(self):
        return "S()"


print("%s|%r|%d" % ("a", "a", 5), "%s" % S(), "%r" % S(), "%s" % (S(),), "%s%s" % (1, S()))
print("%d %d %d %d" % (True, 2**70, -3, 4.9), "%d" % -0.5, "%s %r" % (None, None), "%s" % [1, "x"], "%r" % {"k": (1,)})
print("%(a)s-%(b)d-%(a)r" % {"a": "x", "b": 3}, "%%s%s%%" % "v", "%s" % "\U0001F600", "%d%%" % 50, "%i %u" % (1, 2))
print("%5s|%-3d|%.1s|%+d|% d|%05d" % ("ab", 7, "xyz", 3, 4, -42), "%*d" % (4, 2), "%-*s|" % (3, "a"))
print("%s %s" % ((1, 2), [3]), "%s" % ((1, 2),), "%s" % {"a": 1}, "%d" % 10**20, "%x %o %X" % (255, 8, 171))
for fmt, args in [
    ("%d", "5"), ("%d", None), ("%d", [1]), ("%s %s", ("a",)), ("%s", ("a", "b")), ("%d", float("nan")),
    ("%d", float("inf")), ("%s %d", ("a", "b")), ("%q", 1), ("%", 1), ("%(a)s", 1), ("%(a)s", {}), ("%s", ()),
    ("%d %s", (1,)), ("%r %d", (S(), "x")),
]:
    try:
        print(repr(fmt % args))
    except (TypeError, ValueError, KeyError, OverflowError) as e:
        print(type(e).__name__, e)
