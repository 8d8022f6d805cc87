# sys.exc_info() where an except clause suspends or a with block's __exit__ runs: a yield's or an
# await's operand is evaluated in the clause, and __exit__ runs while the exception is handled.
import asyncio
import sys


def name():
    t = sys.exc_info()[0]
    return t.__name__ if t else None


def gen():
    try:
        raise ValueError("x")
    except ValueError:
        yield name()
        yield name()
    yield name()


def outer():
    try:
        raise KeyError("k")
    except KeyError:
        yield name()
        yield from [name(), name()]
        yield name()


print(list(gen()), list(outer()))


class Ctx:
    def __init__(self, label):
        self.label = label

    def __enter__(self):
        return self

    def __exit__(self, et, ev, tb):
        print(self.label, "exit sees", name(), et.__name__ if et else None)
        return True


with Ctx("plain"):
    pass
with Ctx("raised"):
    raise KeyError("k")
try:
    raise IndexError("i")
except IndexError:
    with Ctx("inside except"):
        raise TypeError("t")
    print("after", name())


class ACtx:
    async def __aenter__(self):
        return self

    async def __aexit__(self, et, ev, tb):
        print("aexit sees", name())
        await asyncio.sleep(0)
        return True


async def show(label):
    seen = name()
    await asyncio.sleep(0)
    return label + ":" + str(seen)


async def main():
    try:
        raise RuntimeError("r")
    except RuntimeError:
        got = await show(name())
        print("awaited", got, name())
    async with ACtx():
        raise LookupError("l")
    print("end", name())


asyncio.run(main())
