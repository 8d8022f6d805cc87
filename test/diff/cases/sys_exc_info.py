# sys.exc_info() and sys.exception(): the exception being handled, in the handler and in a
# function it calls, the outer handler's again once a nested one ends, (None, None, None)
# outside any handler; the traceback item passed on to logging's exc_info.
import asyncio
import logging
import sys

def current():
    t, v, tb = sys.exc_info()
    return (t.__name__ if t else None, repr(v), type(tb).__name__)

print(sys.exc_info(), sys.exception())
try:
    raise ValueError("outer")
except ValueError:
    print("handler", current())
    try:
        raise KeyError("inner")
    except KeyError as e:
        print("nested", current(), sys.exc_info()[1] is e, sys.exception() is e)
    print("back", current())
    try:
        {}["x"]
    except KeyError:
        pass
    print("after a handled one", current())
print("outside", current(), sys.exception())

def handles():
    try:
        1 / 0
    except ZeroDivisionError:
        return current()

print(handles(), current())

for i in range(2):
    try:
        if i:
            raise TypeError(i)
    except TypeError:
        print("loop", i, current())
    else:
        print("loop", i, current())

class Boom(Exception):
    pass

try:
    try:
        raise Boom("a")
    except Boom:
        raise RuntimeError("b")
except RuntimeError:
    t, v, tb = sys.exc_info()
    print(t.__name__, v, repr(v.__context__), repr(tb).startswith("<traceback object at "))

# The traceback text names the script's file, so only its first and last lines print.
try:
    int("nope")
except ValueError:
    lines = logging.Formatter().formatException(sys.exc_info()).splitlines()
    print(lines[0], "|", lines[-1])

async def worker(n):
    try:
        raise LookupError(n)
    except LookupError:
        await asyncio.sleep(0)
        return current()

async def main():
    print(await asyncio.gather(worker(1), worker(2)))
    print(current())

asyncio.run(main())
