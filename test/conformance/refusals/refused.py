# Refusals: every construct SUBSET.md refuses, in realistic and tricky positions. Each must end with
# status error, SyntaxError, the line marked `# refused`, a message naming the column and a
# substitute, no prints and no tool calls (refusals.test.ts). A print and a tool call come first
# in most cases, to show that nothing ran.
# ---- class_top
# tools: {"ping": [{"args": {}, "output": "pong"}]}
print("started")
ping()
class Point:  # refused
    pass
# ---- class_in_if
print("started")
if True:
    class A:  # refused
        pass
# ---- class_in_function
def make():
    class Inner:  # refused
        x = 1
    return Inner
# ---- with_open
print("started")
with open("notes.txt") as f:  # refused
    data = f.read()
# ---- with_in_function
def read(p):
    with lock:  # refused
        return p
# ---- async_with
async def main():
    async with session() as s:  # refused
        return s
# ---- async_for
async def main():
    async for item in stream():  # refused
        print(item)
# ---- async_comprehension
async def main():
    return [x async for x in stream()]  # refused
# ---- match_statement
cmd = "go"
match cmd:  # refused
    case "go":
        print("going")
# ---- yield_in_function
def gen():
    yield 1  # refused
# ---- yield_in_nested_function
def outer():
    def inner():
        for i in range(3):
            yield i  # refused
    return list(inner())
# ---- yield_from
def gen(xs):
    yield from xs  # refused
# ---- yield_in_lambda
f = lambda: (yield)  # refused
# ---- yield_in_async
async def agen():
    yield 1  # refused
# ---- decorator_top
import functools
@functools.lru_cache  # refused
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
# ---- decorator_nested_def
def outer():
    @staticmethod  # refused
    def inner():
        return 1
    return inner()
# ---- decorator_on_async_def_in_function
import asyncio
async def main():
    @retry(times=3)  # refused
    async def fetch():
        return 1
    return await fetch()
# ---- eval_call
x = eval("1 + 1")  # refused
# ---- exec_call
exec("x = 1")  # refused
# ---- compile_call
code = compile("1", "<s>", "eval")  # refused
# ---- eval_as_value
fns = [len, eval]  # refused
# ---- open_call
text = open("/etc/passwd").read()  # refused
# ---- open_in_function
def load(p):
    return open(p).read()  # refused
# ---- dunder_import
os = __import__("os")  # refused
# ---- import_os
import os  # refused
# ---- import_os_path
import os.path  # refused
# ---- from_os_import_path
from os import path  # refused
# ---- import_subprocess_alias
import subprocess as sp  # refused
# ---- import_in_function
def f():
    import shutil  # refused
    return shutil.which("x")
# ---- import_in_try
try:
    import requests  # refused
except ImportError:
    requests = None
# ---- import_second_name
import json, socket  # refused
# ---- from_import_star
from math import *  # refused
# ---- relative_import
from . import helpers  # refused
# ---- import_json_submodule
import json.decoder  # refused
# ---- from_urllib_request
from urllib import request  # refused
# ---- import_urllib_request
import urllib.request  # refused
# ---- getattr_dunder_class
x = [1]
t = getattr(x, "__class__")  # refused
# ---- hasattr_dunder
print(hasattr(len, "__self__"))  # refused
# ---- attr_dunder_class
x = 1
t = x.__class__  # refused
# ---- attr_dunder_chain
base = ().__class__.__bases__[0]  # refused
# ---- attr_dunder_dict
def f():
    pass
d = f.__dict__  # refused
# ---- attr_dunder_globals
def f():
    pass
g = f.__globals__  # refused
# ---- attr_dunder_code_lambda
c = (lambda: 0).__code__  # refused
# ---- attr_dunder_store
x = {}
x.__class__ = dict  # refused
# ---- attr_dunder_in_fstring
x = 1
print(f"{x.__class__}")  # refused
# ---- type_dunder_subclasses
subs = type.__subclasses__(object)  # refused
# ---- globals_call
g = globals()  # refused
# ---- locals_call
def f():
    return locals()  # refused
# ---- vars_call
v = vars()  # refused
# ---- input_call
name = input("name? ")  # refused
# ---- breakpoint_call
breakpoint()  # refused
# ---- exit_call
exit(1)  # refused
# ---- quit_call
quit()  # refused
# ---- setattr_call
d = {}
setattr(d, "x", 1)  # refused
# ---- delattr_call
d = {}
delattr(d, "x")  # refused
# ---- builtins_name
b = __builtins__  # refused
# ---- complex_literal
z = 1 + 2j  # refused
# ---- try_star
try:  # refused
    pass
except* ValueError:
    pass
# ---- global_shadows_tool
# tools: {"ping": [{"args": {}, "output": "pong"}]}
def f():
    global ping  # refused
    ping = 1
# ---- assign_shadows_tool
# tools: {"ping": [{"args": {}, "output": "pong"}]}
print(ping())
ping = "x"  # refused
# ---- def_shadows_tool
# tools: {"ping": [{"args": {}, "output": "pong"}]}
def ping():  # refused
    return 1
# ---- for_target_shadows_tool
# tools: {"ping": [{"args": {}, "output": "pong"}]}
for ping in range(3):  # refused
    pass
# ---- import_shadows_tool
# tools: {"json": [{"args": {}, "output": "x"}], "__aliases__": {"json": "json_tool"}}
# This case aliases the tool away from `json`; the refusal is the unknown import below.
import json
import pickle  # refused
# ---- refusal_after_long_valid_code
import json
def summarize(rows):
    total = 0
    for r in rows:
        total += r["n"]
    return total
data = json.loads('[{"n": 1}, {"n": 2}]')
print(summarize(data))
class Report:  # refused
    pass
