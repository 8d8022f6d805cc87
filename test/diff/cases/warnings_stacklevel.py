# warnings.warn's stacklevel names the caller's line (a library function warning about its
# caller), in methods, nested calls and asyncio tasks; `from warnings import ...`; and a Warning
# instance as the message.
import asyncio
import contextlib
import io
from warnings import catch_warnings, simplefilter, warn


class Client:
    def old_method(self):
        warn("Client.old_method is deprecated; use new_method", DeprecationWarning, stacklevel=2)
        return "old"

    def new_method(self):
        return "new"


def deep(level):
    def inner():
        warn(f"level {level}", UserWarning, stacklevel=level)
    inner()


with catch_warnings(record=True) as log:
    simplefilter("always")
    c = Client()
    print(c.old_method())
    for level in (1, 2):
        deep(level)
    deep(3)
    warn(FutureWarning("an instance"))
    warn("with a source", source=c)
    print(log[-1].source is c, log[-1].file, log[-1].line)
    print([(w.category.__name__, str(w.message), w.lineno) for w in log])


async def fetch(i):
    await asyncio.sleep(0)
    warn(f"task {i} is slow", RuntimeWarning)
    return i


async def main():
    with catch_warnings(record=True) as log:
        simplefilter("always")
        results = await asyncio.gather(*(fetch(i) for i in range(3)))
    print(results, [(str(w.message), w.lineno) for w in log])

asyncio.run(main())

buf = io.StringIO()
with contextlib.redirect_stderr(buf):
    print(c.old_method())
    print(c.old_method())
    for _ in range(2):
        c.old_method()
print([line.split(":", 1)[1] for line in buf.getvalue().splitlines() if not line.startswith("  ")])

with catch_warnings():
    simplefilter("error", DeprecationWarning)
    try:
        c.old_method()
    except DeprecationWarning as e:
        print("error:", type(e).__name__, e.args)
