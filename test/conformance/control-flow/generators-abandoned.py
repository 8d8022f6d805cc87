# Generators no name holds (a call of the script's generator function, a generator expression)
# closed when the loop over them stops early: CPython frees them at once, so their `finally`
# runs before the code after the loop, the caller, or the exception handler.
# ---- break_closes_fresh_generator
def gen(tag):
    try:
        yield 1
        yield 2
    finally:
        print("closed", tag)
for x in gen("a"):
    print("got", x)
    break
print("after a")
# ---- return_from_loop_closes_before_caller
def gen(tag):
    try:
        yield 1
        yield 2
    finally:
        print("closed", tag)
def first():
    for x in gen("b"):
        return x
    return None
print("first", first())
# ---- exception_closes_before_handler
def gen(tag):
    try:
        yield 1
    finally:
        print("closed", tag)
try:
    for x in gen("c"):
        raise ValueError("boom")
except ValueError as e:
    print("handler", e)
print("after")
# ---- generator_expression_closes_its_source
def gen(tag):
    try:
        yield 1
        yield 2
    finally:
        print("closed", tag)
for x in (y * 10 for y in gen("d")):
    print(x)
    break
print("after d")
# ---- exhausted_generator_not_closed_twice
def gen():
    try:
        yield 1
    finally:
        print("finally once")
for x in gen():
    print(x)
print("after")
for x in gen():
    pass
else:
    print("else runs")
# ---- nested_loops_close_inner_first
def gen(tag, n):
    try:
        for i in range(n):
            yield i
    finally:
        print("closed", tag)
for a in gen("outer", 3):
    for b in gen("inner", 3):
        if b == 1:
            break
    if a == 1:
        break
print("done")
# ---- close_order_and_values_in_finally
def numbers(log):
    n = 0
    try:
        while True:
            n += 1
            yield n
    finally:
        log.append(f"stopped at {n}")
log = []
total = 0
for v in numbers(log):
    total += v
    if total > 10:
        break
print(total, log)
# ---- generator_ignoring_exit_is_silent
def stubborn():
    try:
        yield 1
    finally:
        print("finally")
        yield 2
for x in stubborn():
    break
print("after, no error")
# ---- generator_held_by_name_stays_open
def gen(tag):
    try:
        yield 1
        yield 2
    finally:
        print("closed", tag)
g = gen("held")
for x in g:
    break
print("after loop", next(g))
for x in g:
    pass
print("exhausted")
# ---- continue_and_filter_do_not_close
def gen():
    try:
        for i in range(5):
            yield i
    finally:
        print("closed at end")
for x in gen():
    if x % 2:
        continue
    print(x)
print([y for y in (x for x in gen()) if y > 2])
# ---- finally_calls_tool_when_abandoned
# tools: {"fetch": [{"args": {"page": 1}, "output": "p1"}, {"args": {"page": 2}, "output": "p2"}, {"args": {"page": 3}, "output": "p3"}], "release": [{"args": {"at": 2}, "output": "ok"}]}
def pages():
    n = 0
    try:
        while True:
            n += 1
            yield fetch(page=n)["text"]
    finally:
        release(at=n)
for p in pages():
    print(p)
    if p == "p2":
        break
print("after")
# ---- abandoned_in_function_with_tools
# tools: {"fetch": [{"args": {"page": 1}, "output": "a"}, {"args": {"page": 2}, "output": "stop"}], "log": [{"args": {"msg": "closed"}, "output": "ok"}]}
def pages():
    n = 0
    try:
        while True:
            n += 1
            yield fetch(page=n)["text"]
    finally:
        log(msg="closed")
def find_stop():
    i = 0
    for p in pages():
        if p == "stop":
            return i
        i += 1
print(find_stop())
