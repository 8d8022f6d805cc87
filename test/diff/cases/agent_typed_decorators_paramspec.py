# Typed decorators as models write them: ParamSpec/Concatenate annotations, and an async retry
# decorator that checks asyncio.iscoroutinefunction.
import asyncio
import functools
from typing import Awaitable, Callable, Concatenate, ParamSpec, TypeVar, get_args, get_origin

P = ParamSpec("P")
R = TypeVar("R")


def logged(fn: Callable[P, R]) -> Callable[P, R]:
    @functools.wraps(fn)
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        print("call", fn.__name__, args, kwargs)
        return fn(*args, **kwargs)
    return inner


def with_prefix(fn: Callable[Concatenate[str, P], R]) -> Callable[P, R]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        return fn("api", *args, **kwargs)
    return inner


def retry(times: int = 2) -> Callable[[Callable[P, Awaitable[R]]], Callable[P, Awaitable[R]]]:
    def deco(fn: Callable[P, Awaitable[R]]) -> Callable[P, Awaitable[R]]:
        if not asyncio.iscoroutinefunction(fn):
            raise TypeError(f"{fn.__name__} must be async")
        @functools.wraps(fn)
        async def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
            for attempt in range(1, times + 1):
                try:
                    return await fn(*args, **kwargs)
                except ToolError as e:
                    print(f"attempt {attempt}: {e}")
            raise RuntimeError("gave up")
        return wrapper
    return deco


@logged
def lookup(key: str, *, default: int = 0) -> int:
    return kv(key=key).get("value", default)


@with_prefix
def path(prefix: str, name: str) -> str:
    return f"/{prefix}/{name}"


@retry(times=2)
async def fetch(key: str) -> dict:
    return await kv(key=key)


print(lookup("a"), lookup("b", default=7), path("users"))
print(asyncio.run(fetch("a")), asyncio.iscoroutinefunction(fetch), asyncio.iscoroutinefunction(lookup))
try:
    retry()(lookup)
except TypeError as e:
    print("TypeError:", e)
print(P, P.__name__, R.__name__, P.args, P.kwargs, type(P).__name__, type(P.kwargs).__name__)
print(Callable[P, R], Callable[Concatenate[int, P], R], get_args(Callable[P, R]), get_origin(Concatenate[int, P]))
try:
    Concatenate[int, str]
except TypeError as e:
    print("TypeError:", e)
