import functools
import time

def retry(times=3, on=(ToolError,)):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            last = None
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except on as e:
                    last = e
                    print(f"{fn.__name__} attempt {attempt} failed: {e}")
                    time.sleep(0.1 * attempt)
            raise RuntimeError(f"{fn.__name__} gave up after {times}") from last
        return wrapper
    return deco

def timed(fn):
    @functools.wraps(fn)
    def inner(*a, **k):
        t0 = time.monotonic()
        r = fn(*a, **k)
        print(fn.__name__, "took", round(time.monotonic() - t0, 3) >= 0)
        return r
    return inner

@timed
@retry(times=3)
def flaky(key: str) -> str:
    """Fetch a flaky value."""
    return flaky_api(key=key)["text"]

print(flaky.__name__, flaky.__doc__, flaky.__wrapped__.__name__)
print(flaky("k1"))
try:
    flaky("k2")
except RuntimeError as e:
    print(e, "| cause:", type(e.__cause__).__name__, e.__cause__)
"done"
