# CPython 3.11's messages for a manager missing a protocol method: with, async with, ExitStack and
# AsyncExitStack (3.11's contextlib names no missed method), and special methods read off the type.
import contextlib
class A:
    async def __aenter__(self): return 1
class B:
    def __enter__(self): return 1
class C:
    @staticmethod
    def __enter__(): return "s"
    @classmethod
    def __exit__(cls, *a): print("cexit", cls.__name__, len(a)); return False
class D:
    __enter__ = None
    def __exit__(self, *a): pass
class Outer:
    class In:
        pass
async def main():
    try:
        async with A(): pass
    except TypeError as e: print(e)
    with C() as v: print(v)
    try:
        with D(): pass
    except TypeError as e: print(e)
    try:
        with B(): pass
    except TypeError as e: print(e)
    s = contextlib.ExitStack()
    try:
        s.enter_context(B())
    except TypeError as e: print(e)
    try:
        s.enter_context(Outer.In())
    except TypeError as e: print(e)
    pass
    s.close()
    try:
        with 3: pass
    except TypeError as e: print(e)
    try:
        with contextlib: pass
    except TypeError as e: print(e)
    f = lambda *a: print("fexit", a)
    f.__exit__ = lambda *a: print("attr exit")
    s.push(f); s.close()
    async with contextlib.AsyncExitStack() as st:
        class P:
            async def __aexit__(self, *a): print("paexit", len(a))
        st.push_async_exit(P())
import asyncio
asyncio.run(main())
