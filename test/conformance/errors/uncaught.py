# The error envelope: uncaught exceptions compared with CPython on type, str(e), the script line
# and (errors.test.ts) the whole traceback, formatted with the file name `<flow>`.
# ---- key_error_top
# line: check
d = {"a": 1}
print("before")
d["x"]
# ---- key_error_nested_functions
# line: check
def get(d, k):
    return d[k]
def lookup(k):
    return get({}, k)
def main():
    return lookup("missing")
main()
# ---- index_error_message
# line: check
xs = [1, 2]
print(xs[5])
# ---- zero_division_in_lambda
# line: check
f = lambda x: 1 / x
print(f(2))
f(0)
# ---- error_in_listcomp
# line: check
def inv(x):
    return 10 // x
vals = [inv(x) for x in [5, 2, 0, 1]]
# ---- error_in_genexpr
# line: check
total = sum(int(s) for s in ["1", "2", "x3"])
# ---- error_in_dictcomp_setcomp
# line: check
names = ["a", "bb", None]
lens = {n: len(n) for n in names}
# ---- error_in_setcomp
# line: check
s = {x.upper() for x in ["a", 1]}
# ---- error_in_sorted_key_lambda
# line: check
rows = [{"n": 2}, {"n": 1}, {}]
rows.sort(key=lambda r: r["n"])
# ---- error_in_map_lambda
# line: check
print(list(map(lambda s: int(s), ["1", "two"])))
# ---- error_in_nested_closure
# line: check
def outer(items):
    def check(x):
        if x < 0:
            raise ValueError(f"negative: {x}")
        return x
    return [check(i) for i in items]
outer([1, -2])
# ---- reraise_bare
# line: check
def parse(s):
    return int(s)
try:
    parse("abc")
except ValueError:
    print("logging")
    raise
# ---- reraise_named
# line: check
try:
    {}["k"]
except KeyError as e:
    err = e
raise err
# ---- raise_from
# line: check
def load(cfg):
    try:
        return cfg["path"]
    except KeyError as e:
        raise RuntimeError("config incomplete") from e
load({})
# ---- raise_from_none
# line: check
try:
    int("x")
except ValueError:
    raise TypeError("bad input") from None
# ---- implicit_context
# line: check
try:
    1 / 0
except ZeroDivisionError:
    [][1]
# ---- context_in_function
# line: check
def cleanup():
    raise OSError("disk")
def work():
    try:
        raise ValueError("first")
    finally:
        cleanup()
work()
# ---- assert_with_message
# line: check
x = 3
assert x > 5, f"x too small: {x}"
# ---- assert_bare
# line: check
assert []
# ---- assert_plain
# line: check
assert 1 == 2
# ---- raise_class
# line: check
raise NotImplementedError
# ---- raise_multi_args
# line: check
raise ValueError("bad", 42)
# ---- key_error_tuple_key
# line: check
{}[(1, "a")]
# ---- key_error_empty_str
# line: check
{}[""]
# ---- attribute_error
# line: check
x = None
x.strip()
# ---- name_error
# line: check
def f():
    return undefined_name + 1
f()
# ---- unbound_local
# line: check
count = 0
def bump():
    count += 1
bump()
# ---- type_error_call
# line: check
def f(a, b):
    return a + b
f(1)
# ---- type_error_operands
# line: check
"a" + 1
# ---- json_decode_error
# line: check
import json
def parse(text):
    return json.loads(text)
parse('{"a": }')
# ---- tool_error_uncaught
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"error": "HTTP 404 for item 1"}}]}
def get(i):
    return fetch(id=i)
print("go")
get(1)
# ---- tool_error_in_comprehension
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": 1}}, {"args": {"id": 2}, "output": {"error": "gone"}}]}
vals = [fetch(id=i) for i in [1, 2, 3]]
# ---- error_after_await
# line: check
import asyncio
async def leaf(x):
    await asyncio.sleep(0)
    return {"a": 1}[x]
async def mid(x):
    v = await leaf(x)
    return v
async def main():
    return await asyncio.gather(mid("a"), mid("b"))
asyncio.run(main())
# ---- error_after_tool_await
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": {"items": []}}}]}
import asyncio
async def first_item(i):
    page = await fetch(id=i)
    return page["items"][0]
async def main():
    item = await first_item(1)
    return item
asyncio.run(main())
# ---- error_after_await_top_level
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": 0}}]}
async def ratio(i):
    n = await fetch(id=i)
    return 10 / n
r = await ratio(1)
# ---- error_before_first_await
# line: check
import asyncio
async def check(x):
    if x < 0:
        raise ValueError("negative")
    await asyncio.sleep(0)
    return x
async def main():
    return await asyncio.gather(check(1), check(-1))
asyncio.run(main())
# ---- error_async_recursion
# line: check
# tools: {"children": [{"args": {"n": "r"}, "output": {"json": ["a"]}}, {"args": {"n": "a"}, "output": {"json": ["b"]}}, {"args": {"n": "b"}, "output": {"json": ["boom"]}}, {"args": {"n": "boom"}, "output": {"json": null}}]}
async def walk(n):
    kids = await children(n=n)
    total = len(kids)
    for k in kids:
        total += await walk(k)
    return total
await walk("r")
# ---- error_after_await_reraised
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"error": "down"}}]}
import asyncio
async def get():
    return await fetch(id=1)
async def main():
    try:
        return await get()
    except ToolError as e:
        raise RuntimeError("fetch failed") from e
asyncio.run(main())
# ---- error_in_sync_helper_after_await
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": "x"}}]}
import asyncio
def to_int(s):
    return int(s)
async def main():
    v = await fetch(id=1)
    return to_int(v)
asyncio.run(main())
# ---- recursion_error
# message: any
# traceback: differs (CPython's recursion limit is 1000 frames, toolflow's depends on the stack size)
def f(n):
    return f(n + 1)
f(0)
# ---- stop_iteration_next
# line: check
it = iter([])
next(it)
# ---- error_in_default_arg
# line: check
def f(x=1 // 0):
    return x
# ---- error_in_fstring
# line: check
d = {}
print(f"value: {d['k']}")
# ---- error_in_multiline_call
# line: check
def f(a, b):
    return a / b
result = f(
    1,
    0,
)
# ---- exception_str_forms
try:
    raise KeyError("k")
except KeyError as e:
    print(str(e), repr(e), e.args)
try:
    raise ValueError()
except ValueError as e:
    print(repr(str(e)), e.args)
try:
    raise ToolError("tool said no")
except Exception as e:
    print(type(e).__name__, e)
e = KeyError("a", "b")
print(str(e), str(OSError(2, "No such file")), str(IndexError(5)))
# ---- finally_overrides
# line: check
def f():
    try:
        return 1 / 0
    finally:
        print("cleanup")
f()
# ---- async_bare_reraise_after_await
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"error": "timeout"}}]}
import asyncio
async def get():
    try:
        return await fetch(id=1)
    except ToolError:
        print("retry budget spent")
        raise
async def main():
    return await get()
asyncio.run(main())
# ---- async_comprehension_error
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": {"v": 1}}}, {"args": {"id": 2}, "output": {"json": {}}}]}
async def values(ids):
    return [(await fetch(id=i))["v"] for i in ids]
import asyncio
asyncio.run(values([1, 2]))
# ---- gathered_helper_error_after_tool
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": 2}}, {"args": {"id": 2}, "output": {"json": 0}}]}
import asyncio
async def scaled(i):
    n = await fetch(id=i)
    return 100 // n
async def main():
    return await asyncio.gather(scaled(1), scaled(2))
print(asyncio.run(main()))
# ---- error_in_re_sub_callback
# line: check
import re
def repl(m):
    return str(int(m.group()) // (len(m.group()) - 1))
re.sub(r"\d+", repl, "10 7")
# ---- async_sorted_key_tool_error
# line: check
# tools: {"rank": [{"args": {"n": "a"}, "output": {"json": 2}}, {"args": {"n": "b"}, "output": {"json": null}}]}
async def order(names):
    return sorted(names, key=lambda n: rank(n=n) + 1)
await order(["a", "b"])
# ---- multiline_await_call
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": []}}]}
import asyncio
async def first(i):
    items = await fetch(
        id=i,
    )
    return items[0]
async def main():
    return await first(
        1,
    )
asyncio.run(main())
# ---- async_finally_context
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"error": "down"}}]}
import asyncio
async def main():
    try:
        await fetch(id=1)
    finally:
        {}["cleanup"]
asyncio.run(main())
# ---- name_error_js_object_key
# line: check
# Names that exist on every JS object are ordinary undefined names in a flow.
print("start")
constructor(1)
# ---- name_error_proto
# line: check
x = [__proto__]
# ---- script_exception_class_uncaught
# line: check
class NotFound(LookupError):
    pass
class Store:
    class Closed(Exception):
        pass
def find(k):
    try:
        raise Store.Closed("closed")
    except Store.Closed as e:
        raise NotFound(f"no {k}") from e
find("a")
