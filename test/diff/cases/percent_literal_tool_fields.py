# A literal %-format whose arguments' __str__ / __repr__ call a tool: a format of only %s, %r and
# %a is CPython's f-string (each argument converted as soon as it is evaluated, the tool calls
# interleaved with the arguments' own), any other directive builds the tuple first.
class Named:
    def __init__(self, x):
        self.x = x

    def __str__(self):
        return "N" + str(rank(x=self.x)["n"])

    def __repr__(self):
        return "R" + str(rank(x=self.x)["n"])


def take(x):
    return rank(x=x)["n"]


print("%s and %s" % (Named(1), take(2)))
print("%r|%-6s|%5.2s|" % (Named(3), Named(1), take(2)))
print("%s has %d" % (Named(2), take(3)))
line = "[%s] %s" % (take(1), Named(3))


def inside(v):
    return "<%s:%r>" % (Named(v), v), "%s=%.1f" % (Named(v), take(v) / 4)


[line, inside(2)]
