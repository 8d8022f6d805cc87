# `with` and `async with` find the protocol methods on the manager's type only: a class's own
# classmethods, a function's or a module's attributes do not make a context manager.
import asyncio
import math
from collections import deque
from contextlib import ExitStack, closing, nullcontext, suppress
from decimal import localcontext
from io import StringIO


class C:
    @classmethod
    def __enter__(cls):
        return 1

    @classmethod
    def __exit__(cls, *a):
        return False

    @classmethod
    async def __aenter__(cls):
        return 2

    @classmethod
    async def __aexit__(cls, *a):
        return False


def f():
    pass


f.__enter__ = lambda: 1
f.__exit__ = lambda *a: None

for mgr in (C, f, math, len, 3, deque()):
    try:
        with mgr as x:
            print("entered", x)
    except TypeError as e:
        print("TE", e)

# An instance of C finds them on its class, bound to the class.
with C() as x:
    print("instance entered", x)


async def main():
    for mgr in (C, f, math):
        try:
            async with mgr as x:
                print("entered", x)
        except TypeError as e:
            print("TE", e)
    async with C() as y:
        print("async instance entered", y)
    lock = asyncio.Lock()
    async with lock:
        print("locked", lock.locked())


asyncio.run(main())

# Builtin managers still work.
with suppress(KeyError):
    raise KeyError("k")
with nullcontext(5) as v, StringIO("abc") as s:
    print(v, s.read())
with localcontext() as ctx:
    ctx.prec = 3
    print(ctx.prec)
with ExitStack() as stack:
    print(stack.enter_context(nullcontext(7)))


class Closer:
    def close(self):
        print("closed")


with closing(Closer()):
    print("in closing")

import warnings

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.warn("careful")
print(len(caught), str(caught[0].message))

# ExitStack reads `type(cm).__enter__` too: the class, not the object; push() takes an object's
# class's __exit__, else calls the object itself.
from contextlib import AsyncExitStack


def outer():
    class Inner:
        pass

    return Inner()


for mgr in (C, f, outer()):
    try:
        with ExitStack() as stack:
            stack.enter_context(mgr)
    except TypeError as e:
        print("TE", e)


def g(*exc):
    print("g called", exc[0])


g.__exit__ = lambda *a: print("attribute called")


class Ex:
    def __exit__(self, *exc):
        print("Ex exit", self.__class__.__name__, exc[0])


with ExitStack() as stack:
    stack.push(g)
    stack.push(Ex())


async def stacks():
    try:
        async with AsyncExitStack() as stack:
            await stack.enter_async_context(C)
    except TypeError as e:
        print("TE", e)
    # `type(cm).__aenter__(cm)`: C's classmethod is given the instance too.
    try:
        async with AsyncExitStack() as stack:
            await stack.enter_async_context(C())
    except TypeError as e:
        print("TE", e)
    async with AsyncExitStack() as stack:
        print(await stack.enter_async_context(asyncio.Lock()))


asyncio.run(stacks())
