# print(file=f) where f's write() and flush() call a tool, and an argument's __str__ does: each
# write waits for its tool call, once each, in CPython's order (write looked up, the piece's str(),
# the write), at module level, in a def's loop and in a method; the file's own state as CPython's.
class ToolLog:
    def __init__(self):
        self.lines = []

    def write(self, s):
        n = rank(x=len(s))["n"]
        self.lines.append((s, n))
        return n

    def flush(self):
        self.lines.append(("flush", rank(x=3)["n"]))


class Shown:
    def __str__(self):
        return "s" * rank(x=2)["n"]


class Reporter:
    def __init__(self, out):
        self.out = out

    def line(self, *parts):
        print(*parts, sep="", file=self.out)
        return len(self.out.lines)


log = ToolLog()
print("a", "bc", file=log)


def report(items):
    for it in items:
        print(it, end="", file=log, flush=True)
    return len(log.lines)


print("after report", report(["x", "yz"]))
print(Shown(), "!", file=log)
print("lines", Reporter(log).line("q", "r"))
log.lines
