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
# ---- unknown_module_runs_until_import
print("before")
import tf_no_such_module
print("after")
# ---- unknown_module_in_try_falls_back
try:
    import tf_no_such_yaml as yaml
except ImportError:
    yaml = None
print(yaml is None)
# ---- unknown_module_caught_as_module_not_found
try:
    import tf_no_such_pkg.sub.mod
except ModuleNotFoundError as e:
    print(type(e).__name__, str(e), isinstance(e, ImportError))
# ---- unknown_module_from_import
try:
    from tf_no_such_lib import thing, other as o
except ImportError as e:
    print(type(e).__name__, e)
try:
    print(thing)
except NameError as e:
    print(e)
# ---- unknown_module_star_import
try:
    from tf_no_such_lib import *
except ImportError as e:
    print(type(e).__name__, e)
# ---- unknown_module_second_name_of_import
import json, tf_no_such_module
# ---- unknown_module_inside_function_not_called
def later():
    import tf_no_such_module
    return tf_no_such_module.x
print("defined")
# ---- unknown_module_inside_function_called
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}]}
def later():
    fetch(url="a")
    import tf_no_such_module
    return 1
later()
# ---- unknown_module_under_false_branch
if 1 > 2:
    import tf_no_such_module
print("skipped")
# ---- unknown_module_fallback_chain
try:
    import tf_no_such_ujson as fastjson
except ImportError:
    import json as fastjson
print(fastjson.dumps({"a": [1, 2]}))
# ---- relative_import_runtime_error
print("before")
from .helpers import load
# ---- relative_import_dot_only
try:
    from . import helpers
except ImportError as e:
    print(type(e).__name__, e, type(e) is ImportError)
# ---- relative_import_two_dots_caught
try:
    from ..pkg.mod import x as y
except ImportError as e:
    print(e)
# ---- relative_future_import
from .__future__ import annotations
# ---- relative_import_in_function
def f():
    from .models import Order
    return Order
try:
    f()
except ImportError as e:
    print("caught", e)
