# A typed retry decorator as models write it: ParamSpec (P.args, P.kwargs), Concatenate and
# Callable[P, R] in annotations evaluated at def time, with their reprs and errors.
import functools, time
from typing import Callable, Concatenate, ParamSpec, TypeVar, Generic, get_args, get_origin
P = ParamSpec("P")
R = TypeVar("R")
def retry(times: int = 3) -> Callable[[Callable[P, R]], Callable[P, R]]:
    def deco(fn: Callable[P, R]) -> Callable[P, R]:
        @functools.wraps(fn)
        def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
            for attempt in range(times):
                try:
                    return fn(*args, **kwargs)
                except ToolError as e:
                    print(f"{fn.__name__} attempt {attempt + 1}: {e}")
            raise RuntimeError("gave up")
        return wrapper
    return deco
@retry(times=2)
def load(name: str) -> dict:
    return fetch(name=name)
print(load("ok"))
try:
    load("bad")
except RuntimeError as e:
    print(e)
def with_conn(f: Callable[Concatenate[int, P], R]) -> Callable[P, R]:
    def inner(*args: P.args, **kwargs: P.kwargs) -> R:
        return f(42, *args, **kwargs)
    return inner
@with_conn
def q(conn: int, sql: str) -> str:
    return f"{conn}:{sql}"
print(q("select 1"))
print(P, repr(P), P.args, P.kwargs, P.__name__, P.args.__origin__ is P, type(P).__name__, type(P.args).__name__)
print(Callable[P, R], Callable[Concatenate[int, P], R], Concatenate[int, str, P], Callable[..., R], Callable[[int], R])
print(get_args(Callable[P, int]), get_origin(Callable[P, int]), load.__wrapped__.__name__)
print(P.args == P.args, ParamSpec("Q", covariant=True))
for f in [lambda: Concatenate[int, str], lambda: Concatenate[int, ...], lambda: ParamSpec(5), lambda: Callable[P]]:
    try: print(f())
    except TypeError as e: print("TypeError", e)
class Box(Generic[P]):
    pass
print(Box[[int, str]] if False else "skip")
