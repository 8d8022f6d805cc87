# Tracebacks around handlers that drop what they catch unseen (`except KeyError: pass`): an
# exception raised where such a handler is sure to catch it is made without its stack, so every
# way it might be caught, kept or shown first instead must still show CPython's traceback.
# ---- sure_handler_then_other_type
# line: check
def get(d, k):
    try:
        return d[k]
    except KeyError:
        return None
print(get({}, "x"))
get([], "x")
# ---- called_function_converts
# line: check
def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise TypeError("bad " + s) from e
try:
    parse("x")
except ValueError:
    pass
# ---- called_function_chains_in_handler
# line: check
def parse(s):
    try:
        return int(s)
    except ValueError:
        return {}[s]
try:
    parse("x")
except ValueError:
    pass
# ---- generator_resumed_inside_sure_try
# line: check
def gen():
    try:
        yield 1
        {}["k"]
    except KeyError as e:
        raise RuntimeError("wrapped") from e
g = gen()
next(g)
try:
    next(g)
except KeyError:
    pass
# ---- generator_delegation_resumed_inside_sure_try
# line: check
def inner():
    yield 1
    {}["k"]
def outer():
    try:
        yield from inner()
    except KeyError as e:
        raise RuntimeError("wrapped") from e
g = outer()
next(g)
try:
    next(g)
except KeyError:
    pass
# ---- generator_throw_inside_sure_try
# line: check
# traceback: CPython puts the generator's frame (line 3, the yield) last in the thrown KeyError's traceback; toolflow shows where it was made
def gen():
    try:
        yield 1
    except KeyError as e:
        raise RuntimeError("wrapped") from e
g = gen()
next(g)
try:
    g.throw(KeyError("x"))
except KeyError:
    pass
# ---- exit_stack_close_inside_sure_try
# line: check
# traceback: CPython's traceback of the KeyError starts at the ExitStack frame that caught it (line 6 in first only); toolflow's keeps the frames above it (line 11)
from contextlib import ExitStack
def second():
    raise ValueError("second")
def first():
    {}["k"]
st = ExitStack()
st.callback(second)
st.callback(first)
try:
    st.close()
except KeyError:
    pass
# ---- with_exit_raises_in_called_function
# line: check
class CM:
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        raise ValueError("exit")
def f():
    with CM():
        {}["k"]
try:
    f()
except KeyError:
    pass
# ---- finally_raises_in_called_function
# line: check
def f():
    try:
        {}["k"]
    finally:
        raise ValueError("finally")
try:
    f()
except KeyError:
    pass
# ---- task_made_inside_sure_try
# line: check
import asyncio
async def work():
    {}["k"]
async def main():
    try:
        t = asyncio.create_task(work())
    except KeyError:
        pass
    await t
asyncio.run(main())
# ---- named_exception_raised_in_sure_try_then_again
# line: check
try:
    err = KeyError("k")
    raise err
except KeyError:
    pass
raise err
# ---- made_in_sure_try_raised_later
# line: check
errs = []
try:
    errs.append(ValueError("v"))
    {}["k"]
except (KeyError, ValueError):
    pass
raise errs[0]
# ---- kept_by_called_handler_raised_later
# line: check
# traceback: CPython's traceback of a caught exception starts at the frame that caught it (line 5 in f); toolflow's keeps the frames above it (line 9), as it does wherever the handler is
saved = []
def f():
    try:
        {}["k"]
    except KeyError as e:
        saved.append(e)
try:
    f()
    {}["j"]
except KeyError:
    pass
raise saved[0]
# ---- sure_try_with_else_and_finally
# line: check
def f():
    try:
        x = {}["k"]
    except KeyError:
        x = None
    else:
        x = 1
    finally:
        y = 2
    return [][0]
f()
# ---- stop_iteration_in_generator_inside_sure_try
# line: check
# traceback: CPython's traceback of the StopIteration starts at the generator's frame that turned it into the RuntimeError (line 3 only); toolflow's keeps the frame that resumed it (line 5)
def gen():
    yield next(iter([]))
try:
    list(gen())
except StopIteration:
    pass
# ---- group_of_exceptions_dropped_then_kept
# line: check
def check(x):
    if x < 0:
        raise ValueError(x)
    return x
errors = []
for x in [1, -2, -3]:
    try:
        check(x)
    except ValueError:
        continue
    try:
        check(x)
    except ValueError as e:
        errors.append(e)
errors.append(KeyError("k"))
raise ExceptionGroup("all", errors)
# ---- counter_handler_then_other_type
# line: check
def parse_all(items):
    bad = 0
    out = []
    for x in items:
        try:
            out.append(int(x))
        except ValueError:
            bad += 1
            continue
    return out, bad
print(parse_all(["1", "x"]))
parse_all(["2", None])
# ---- script_classes_in_sure_clauses
# line: check
import json
class Invalid(Exception):
    pass
class Other(Exception):
    pass
def check(exc, text):
    try:
        if exc is None:
            return json.loads(text)
        raise exc(text)
    except (Invalid, json.JSONDecodeError):
        return "dropped"
print(check(Invalid, "a"), check(None, "{"), check(None, "[1]"))
Old = Invalid
Invalid = Other
print(check(Other, "b"))
check(Old, "c")
# ---- script_class_bound_after_the_try_starts
# line: check
def run():
    try:
        raise Late("x")
    except Late:
        return "dropped"
class Late(Exception):
    pass
print(run())
del Late
run()
