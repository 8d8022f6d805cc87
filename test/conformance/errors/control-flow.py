# Tracebacks of control flow: generators, with, match, exception groups (boxes as CPython's
# traceback prints them), notes, and the cause/context chain through them.
# ---- generator_frame
# line: check
def gen():
    yield 1
    raise ValueError("in gen")
for x in gen():
    print(x)
# ---- yield_from_frames
# line: check
def inner():
    yield 1
    {}["k"]
def outer():
    yield from inner()
list(outer())
# ---- with_body_error
# line: check
from contextlib import nullcontext
with nullcontext():
    [][0]
# ---- contextmanager_converts
# line: check
# traceback: CPython puts the generator's frame (line 5) first in the KeyError's traceback when __exit__ throws it into the generator; toolflow shows the frames where it was raised
from contextlib import contextmanager
def convert():
    try:
        yield
    except KeyError as e:
        raise ValueError("converted") from e
convert = contextmanager(convert)
with convert():
    {}["missing"]
# ---- match_arm_error
# line: check
match [1, 0]:
    case [a, b]:
        print(a / b)
# ---- group_uncaught
# line: check
raise ExceptionGroup("top", [ValueError(1), KeyError("k")])
# ---- group_with_raised_member_and_note
# line: check
def f():
    raise ValueError(1)
try:
    f()
except ValueError as e:
    e.add_note("hint")
    raise ExceptionGroup("top", [e, KeyError("k")])
# ---- group_nested
# line: check
raise ExceptionGroup("outer", [ExceptionGroup("inner", [TypeError("t")]), ValueError("v")])
# ---- except_star_rest_uncaught
# line: check
try:
    raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
except* ValueError:
    print("handled")
# ---- except_star_raises_new
# line: check
try:
    raise ExceptionGroup("g", [ValueError(1)])
except* ValueError:
    raise KeyError("new")
# ---- notes_on_plain_exception
# line: check
e = ValueError("x")
e.add_note("first note")
e.add_note("second note")
raise e
# ---- cause_never_raised
# line: check
raise ValueError("outer") from KeyError("never raised")
# ---- group_many_members
# line: check
raise ExceptionGroup("wide", [ValueError(i) for i in range(17)])
# ---- group_nested_past_max_group_depth
e = ValueError(1)
for i in range(5000):
    e = ExceptionGroup("g", [e, KeyError(i)] if i % 997 == 0 else [e])
raise e
