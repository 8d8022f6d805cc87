# Failed tool calls reached through frames that are not the awaiting one (a key function, map,
# a callable passed as a value, functools.partial, a comprehension, a re-raise elsewhere): the
# traceback comes from the awaits alone, no stack is captured at the call (guest/runtime/tools.ts).
# ---- lambda_key_tool_error
# line: check
# tools: {"rank": [{"args": {"n": "a"}, "output": {"json": 2}}, {"args": {"n": "b"}, "output": {"error": "no rank"}}]}
def order(xs):
    return sorted(xs,
        key=lambda x: rank(n=x))
print(order(["a", "b"]))
# ---- map_lambda_tool_error
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": 1}}, {"args": {"id": 2}, "output": {"error": "gone"}}]}
def load(ids):
    got = map(lambda i: fetch(id=i), ids)
    return list(got)
load([1, 2])
# ---- tool_as_parameter
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"error": "nope"}}]}
def apply(f, x):
    v = f(id=x)
    return v
def outer():
    return apply(fetch, 1)
outer()
# ---- gather_tool_error_nested
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": 1}}, {"args": {"id": 2}, "output": {"error": "bad"}}]}
import asyncio
async def one(i):
    return await fetch(id=i)
async def main():
    return await asyncio.gather(one(1), one(2))
asyncio.run(main())
# ---- partial_tool_error
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"error": "nope"}}]}
import functools
g = functools.partial(fetch, id=1)
def run():
    return g()
run()
# ---- reraise_in_other_frame
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"error": "nope"}}]}
def get():
    return fetch(id=1)
def wrap():
    try:
        get()
    except ToolError as e:
        err = e
    return err
def again():
    raise wrap()
again()
# ---- listcomp_in_function_tool_error
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": 1}}, {"args": {"id": 2}, "output": {"error": "gone"}}]}
def f(ids):
    return [fetch(id=i) + 1
            for i in ids]
def g():
    x = f([1, 2])
    return x
g()
# ---- multiline_call_tool_error
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"error": "nope"}}]}
x = 1
y = fetch(
    id=x,
)
# ---- filter_tool_error
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"error": "nope"}}]}
def keep(i):
    return fetch(id=i)
print(list(filter(keep, [1])))
# ---- max_key_tool_error
# line: check
# tools: {"fetch": [{"args": {"id": 1}, "output": {"error": "nope"}}]}
def key(i):
    return fetch(id=i)
print(max([1], key=key), max([1, 1], key=key))
