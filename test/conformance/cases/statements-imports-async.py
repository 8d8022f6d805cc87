# Statements: import forms and async def / await over tool calls.
# ---- import_forms
import json, re, math
from math import sqrt, floor as fl
import collections as col
print(json.dumps({"a": 1}), bool(re.match("a", "abc")), math.pi > 3, sqrt(16), fl(2.7), col.Counter("aab")["a"])
# ---- import_inside_function
def f():
    import json
    return json.loads("[1, 2.0]")
print(f())
# ---- from_import_missing_name
# message: any
from math import nope
# ---- async_def_await_tool
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}]}
async def get(u):
    r = await fetch(url=u)
    return r["text"]
print(await get("a"))
# ---- asyncio_gather_order
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
import asyncio
async def get(u):
    return (await fetch(url=u))["text"]
print(await asyncio.gather(get("a"), get("b")))
# ---- asyncio_gather_direct_tools
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
import asyncio
rs = await asyncio.gather(fetch(url="a"), fetch(url="b"))
print([r["text"] for r in rs])
# ---- async_def_without_await
async def plain():
    return 5
print(await plain())
# ---- sync_helper_calling_tool
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}]}
def helper():
    return fetch(url="a")["text"].lower()
print(helper(), [helper() for _ in range(1)])
# ---- tool_in_sorted_key
# tools: {"size": [{"args": {"n": "x"}, "output": {"json": 2}}, {"args": {"n": "y"}, "output": {"json": 1}}]}
print(sorted(["x", "y"], key=lambda k: size(n=k)))
# ---- tool_result_mutation_independent
# tools: {"info": [{"args": {}, "output": {"json": {"items": [1]}}}]}
a = info()
a["items"].append(2)
b = info()
print(a, b)
# ---- type_checking_guard_imports_any_module
from typing import TYPE_CHECKING
import typing
if TYPE_CHECKING:
    import also_nonexistent
    from nonexistent_module import something
    from json import loads
if typing.TYPE_CHECKING:
    from mypkg.models import Order
def f(x: "Order") -> str:
    if TYPE_CHECKING:
        from another import FakeType
    return "ok"
print(TYPE_CHECKING, f(1))
TYPE_CHECKING = True
try:
    if TYPE_CHECKING:
        import numpy_like
except ImportError as e:
    print(type(e).__name__, e)
try:
    if TYPE_CHECKING:
        from pkg.sub import thing
except ModuleNotFoundError as e:
    print(type(e).__name__, e)
