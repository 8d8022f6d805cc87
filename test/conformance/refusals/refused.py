# Refusals: every construct SUBSET.md refuses, in realistic and tricky positions. Each must end with
# status error, SyntaxError, the line marked `# refused`, a message naming the column and a
# substitute, no prints and no tool calls (refusals.test.ts). A print and a tool call come first
# in most cases, to show that nothing ran.
# ---- with_open
print("started")
with open("notes.txt") as f:  # refused
    data = f.read()
# ---- with_open_in_function
def read(p):
    with open(p) as f:  # refused
        return f.read()
# ---- yield_in_lambda_in_def
def gen(xs):
    return map(lambda x: (yield x), xs)  # refused
# ---- yield_in_lambda
f = lambda: (yield)  # refused
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
    import sqlite3  # refused
except ImportError:
    requests = None
# ---- import_second_name
import json, socket  # refused
# ---- from_import_star
from math import *  # refused
# ---- import_stdlib_not_provided
import pathlib  # refused
# ---- from_stdlib_package_not_provided
from xml.etree import ElementTree  # refused
# ---- import_json_submodule
import json.decoder  # refused
# ---- from_urllib_request
from urllib import request  # refused
# ---- import_urllib_request
import urllib.request  # refused
# ---- attr_dunder_globals
def f():
    pass
g = f.__globals__  # refused
# ---- attr_dunder_code_lambda
c = (lambda: 0).__code__  # refused
# ---- type_dunder_subclasses
subs = type.__subclasses__(object)  # refused
# ---- globals_call
g = globals()  # refused
# ---- locals_call
def f():
    return locals()  # refused
# ---- vars_call
v = vars()  # refused
# ---- vars_call_in_method
class P:
    def show(self):
        return vars()  # refused
# ---- memoryview_call
view = memoryview(b"abc")  # refused
# ---- dir_call
names = dir()  # refused
# ---- input_call
name = input("name? ")  # refused
# ---- breakpoint_call
breakpoint()  # refused
# ---- exit_call
exit(1)  # refused
# ---- quit_call
quit()  # refused
# ---- builtins_name
b = __builtins__  # refused
# ---- complex_literal
z = 1 + 2j  # refused
# ---- exception_traceback_attribute
try:
    1 / 0
except ZeroDivisionError as e:
    tb = e.__traceback__  # refused
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
import os  # refused
# ---- class_metaclass
# tools: {"ping": [{"args": {}, "output": "pong"}]}
print("started")
ping()
class Meta(type):
    pass
class Point(metaclass=Meta):  # refused
    pass
# ---- class_keyword_mapping
opts = {"flag": True}
class Base:
    pass
class Child(Base, **opts):  # refused
    pass
# ---- getattr_dunder_globals
def f():
    pass
g = getattr(f, "__globals__")  # refused
# ---- hasattr_dunder_code
print(hasattr(len, "__code__"))  # refused
# ---- attr_dunder_subclasses_chain
base = ().__class__.__bases__[0].__subclasses__()  # refused
# ---- attr_dunder_new
class Q:
    pass
q = Q.__new__(Q)  # refused
# ---- attr_dunder_slots_store
class R:
    pass
R.__slots__ = ("x",)  # refused
# ---- attr_dunder_in_fstring_closure
def make():
    y = 1
    return lambda: y
print(f"{make().__closure__}")  # refused
# ---- decorated_class_metaclass
import dataclasses
@dataclasses.dataclass
class S(metaclass=type):  # refused
    x: int = 0
# ---- attr_dunder_builtins
def f():
    pass
b = f.__builtins__  # refused
# ---- attr_dunder_getattribute
class T:
    pass
g = T().__getattribute__  # refused
# ---- open_in_async_for
async def lines(paths):
    for p in paths:
        yield p
async def main():
    async for p in lines(["a"]):
        print(open(p).read())  # refused
# ---- eval_in_async_comprehension
async def nums():
    yield "1"
async def main():
    return [eval(x) async for x in nums()]  # refused
# ---- yield_in_lambda_in_async_gen
async def agen(xs):
    yield map(lambda x: (yield x), xs)  # refused
# ---- complex_in_async_genexp
async def src():
    yield 1
async def main():
    return [v async for v in (x * 2j async for x in src())]  # refused
# ---- import_os_in_asynccontextmanager
from contextlib import asynccontextmanager
@asynccontextmanager
async def cwd():
    import os  # refused
    yield os.getcwd()
