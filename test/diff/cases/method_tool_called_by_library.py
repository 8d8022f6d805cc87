# A method the library calls by name (contextlib.closing's close) that calls a tool: the function
# whose `with` runs it waits for the tool, and the tool's answer is printed before the result.
import contextlib


class Conn:
    def __init__(self, n):
        self.n = n

    def close(self):
        print("closing", self.n, rank(x=self.n)["n"])


def use(n):
    with contextlib.closing(Conn(n)) as c:
        return c.n * 2


print(use(1), use(2))
[use(3) for _ in range(1)]
