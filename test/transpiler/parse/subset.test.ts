// Subset refusals: every refused construct, with its message (construct + substitute) and position;
// CPython's compile-time errors with CPython's message; and in-subset scripts with no refusal.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { parse } from "../../../transpiler/parse";
import { checkSubset } from "../../../transpiler/subset";
import { STDLIB_MODULES } from "../../../transpiler/stdlib-modules";

const TOOLS = ["file_read", "grep", "web_fetch"];
const MODULES =
  "available modules: json, re, math, collections, collections.abc, itertools, functools, datetime, calendar, statistics, textwrap, string, base64, hashlib, hmac, urllib.parse, asyncio, typing, random, uuid, heapq, bisect, operator, copy, types, io, csv, html, time, sys, pprint, decimal, fractions, unicodedata, difflib, contextlib, dataclasses, enum, abc, logging, warnings, traceback, fnmatch, graphlib, numbers, shlex, secrets, struct, zoneinfo";

function first(source: string, tools = TOOLS) {
  const [e] = checkSubset(parse(source), { tools });
  return e === undefined ? null : { message: e.message, line: e.line, col: e.col };
}

// [source, message, line, col]
const REFUSALS: [string, string, number, number][] = [
  ["x = 1\nclass A(metaclass=M):\n    pass", "metaclasses are not available in tool flows; use a class decorator or a base class", 2, 18],
  ["class A(B, **kw):\n    pass", "`**` in a class statement is not available in tool flows; write the keywords out", 1, 13],
  ["with open('f') as f:\n    pass", "`open` is not available in tool flows; use the file_read tool", 1, 5],
  ["f = lambda: (yield)", "`yield` in a lambda is not available in tool flows; use a def", 1, 13],
  ["def f():\n    return lambda x: (yield x)", "`yield` in a lambda is not available in tool flows; use a def", 2, 22],
  ["x = eval('1 + 1')", "`eval` is not available in tool flows; parse data with json.loads, int() or float()", 1, 4],
  ["exec('x = 1')", "`exec` is not available in tool flows; write the code in the flow itself", 1, 0],
  ["c = compile('1', 's', 'eval')", "`compile` is not available in tool flows; use re.compile for regular expressions", 1, 4],
  ["m = __import__('os')", "`__import__` is not available in tool flows; use an import statement", 1, 4],
  ["g = globals()", "`globals` is not available in tool flows; keep the values in a dict", 1, 4],
  ["print(locals())", "`locals` is not available in tool flows; keep the values in a dict", 1, 6],
  ["v = vars()", "`vars()` (the local variables) is not available in tool flows; keep the values in a dict, or pass an object: vars(obj)", 1, 4],
  ["m = memoryview(b'ab')", "`memoryview` is not available in tool flows; slice the bytes or bytearray itself (b[i:j]), or use bytearray to change bytes in place", 1, 4],
  ["print(dir())", "`dir()` (the names in scope) is not available in tool flows; pass an object: dir(obj)", 1, 6],
  ["name = input('?')", "`input` is not available in tool flows; use the ask_user tool", 1, 7],
  ["breakpoint()", "`breakpoint` is not available in tool flows; use print()", 1, 0],
  ["if done:\n    exit()", "`exit` is not available in tool flows; use sys.exit() or raise SystemExit to stop the flow", 2, 4],
  ["quit()", "`quit` is not available in tool flows; use sys.exit() or raise SystemExit to stop the flow", 1, 0],
  ["text = open('a.txt').read()", "`open` is not available in tool flows; use the file_read tool", 1, 7],
  ["b = __builtins__", "`__builtins__` is not available in tool flows; call builtins by name", 1, 4],
  ["import os", `\`import os\` is not available in tool flows; ${MODULES}`, 1, 7],
  ["import json, subprocess", `\`import subprocess\` is not available in tool flows; ${MODULES}`, 1, 13],
  ["import urllib.request", `\`import urllib.request\` is not available in tool flows; ${MODULES}`, 1, 7],
  ["from os import path", `\`from os import path\` is not available in tool flows; ${MODULES}`, 1, 0],
  ["from os.path import join as j", `\`from os.path import join\` is not available in tool flows; ${MODULES}`, 1, 0],
  ["from urllib import request", `\`from urllib import request\` is not available in tool flows; ${MODULES}`, 1, 0],
  ["import pathlib", `\`import pathlib\` is not available in tool flows; ${MODULES}`, 1, 7],
  ["import logging.handlers", `\`import logging.handlers\` is not available in tool flows; ${MODULES}`, 1, 7],
  ["from logging.config import dictConfig", `\`from logging.config import dictConfig\` is not available in tool flows; ${MODULES}`, 1, 0],
  ["import logging\nfrom logging import getLogger, handlers", `\`from logging import getLogger, handlers\` is not available in tool flows; ${MODULES}`, 2, 0],
  ["import json.decoder", `\`import json.decoder\` is not available in tool flows; ${MODULES}`, 1, 7],
  ["from xml.etree import ElementTree", `\`from xml.etree import ElementTree\` is not available in tool flows; ${MODULES}`, 1, 0],
  ["from json import *", "`from json import *` is not available in tool flows; import the names you use", 1, 0],
  ["from os import *", `\`from os import *\` is not available in tool flows; ${MODULES}`, 1, 0],
  ["t = x.__code__", "`x.__code__` is not available in tool flows; use type(x).__name__, isinstance() or a dict", 1, 4],
  ["s = ().__class__.__subclasses__()", "`(...).__class__.__subclasses__` is not available in tool flows; use type(x).__name__, isinstance() or a dict", 1, 4],
  ["d = f(1).__code__", "`f(...).__code__` is not available in tool flows; use type(x).__name__, isinstance() or a dict", 1, 4],
  ["g = f.__globals__", "`f.__globals__` is not available in tool flows; use type(x).__name__, isinstance() or a dict", 1, 4],
  ["c = getattr(x, '__code__')", "`getattr(x, '__code__')` is not available in tool flows; use type(x).__name__, isinstance() or a dict", 1, 15],
  ["def f():\n    global grep\n    grep = 1", "`global grep` would shadow the tool `grep`; choose another name", 2, 4],
  ["grep = 1", "`grep` is a tool in this flow; choose another name", 1, 0],
  ["def file_read(path):\n    return ''", "`file_read` is a tool in this flow; choose another name", 1, 0],
  ["for web_fetch in urls:\n    pass", "`web_fetch` is a tool in this flow; choose another name", 1, 4],
  ["import json as grep", "`grep` is a tool in this flow; choose another name", 1, 7],
  ["if ok:\n    pass\nelse:\n    for x in y:\n        grep = x", "`grep` is a tool in this flow; choose another name", 5, 8],
  ["x = 1j", "complex numbers are not available in tool flows; use a (real, imag) tuple of floats", 1, 4],
  ["x = 2 + 3.5J", "complex numbers are not available in tool flows; use a (real, imag) tuple of floats", 1, 8],
];

describe("checkSubset refuses what tool flows do not support", () => {
  it.each(REFUSALS.map((c, i) => [JSON.stringify(c[0]).slice(0, 60), i] as const))("%s", (_name, i) => {
    const [source, message, line, col] = REFUSALS[i];
    expect(first(source)).toEqual({ message, line, col });
  });

  it("puts CPython's compile errors before refusals", () => {
    const all = checkSubset(parse("import os\nbreak\n"), { tools: [] });
    expect(all.map((e) => e.message)).toEqual([
      "'break' outside loop", `\`import os\` is not available in tool flows; ${MODULES}`,
    ]);
  });

  it("returns every refusal in source order", () => {
    const all = checkSubset(parse("import os\nclass A(metaclass=M): pass\nx = eval(y)\n"), { tools: [] });
    expect(all.map((e) => [e.line, e.col, e.message.split(" ")[0]])).toEqual([
      [1, 7, "`import"], [2, 18, "metaclasses"], [3, 4, "`eval`"],
    ]);
  });

  it("allows classes, decorators and the dunders of classes", () => {
    expect(first("class A(B):\n    @property\n    def x(self):\n        return self.__class__.__name__")).toBeNull();
    expect(first("@cache\ndef f():\n    pass")).toBeNull();
    expect(first("t = x.__class__.__mro__")).toBeNull();
  });

  it("allows an object's `__dict__` and vars() of an object, not of the locals", () => {
    expect(first("d = vars(x)\ne = x.__dict__\nx.__dict__ = {}\nf = getattr(x, '__dict__')\ng = list(map(vars, xs))")).toBeNull();
    expect(first("def vars():\n    return {}\nv = vars()")).toBeNull();
  });

  it("allows a forbidden builtin name the script defines itself, or a tool of that name", () => {
    expect(first("def input(prompt):\n    return prompt\nx = input('a')")).toBeNull();
    expect(first("open = lambda p: p\nopen('x')")).toBeNull();
    expect(first("x = open(path='a')", ["open"])).toBeNull();
  });

  it("allows `__name__`, tools used as functions, and local names shadowing nothing at module level", () => {
    expect(first("n = type(x).__name__\nf = g.__name__")).toBeNull();
    expect(first("r = grep(pattern='x')\ndef f():\n    grep = 1\n    return grep")).toBeNull();
  });

  it("leaves modules outside CPython's standard library and relative imports to the runtime", () => {
    // CPython raises ModuleNotFoundError / ImportError where these run (conformance cases).
    expect(first("import numpy\nimport numpy.linalg as la\nfrom yaml import safe_load\nfrom requests import *")).toBeNull();
    expect(first("from . import helpers\nfrom ..pkg import x\nfrom .__future__ import annotations")).toBeNull();
  });

  it("knows CPython 3.11's standard library modules", () => {
    const names = execFileSync("python3", ["-c", "import sys; print(' '.join(sorted(sys.stdlib_module_names)))"], { encoding: "utf8" });
    expect([...STDLIB_MODULES].sort()).toEqual(names.trim().split(" "));
  });

  it("accepts every listed module and the from-import forms", () => {
    const src = [
      "import json, re, math, collections, itertools, functools, datetime, statistics, textwrap",
      "import string, base64, hashlib, urllib.parse, asyncio",
      "import urllib.parse as up",
      "from collections import Counter, defaultdict as dd",
      "from urllib import parse",
      "from urllib.parse import quote",
      "from datetime import datetime, timedelta",
      "import logging",
      "from logging import getLogger, StreamHandler",
    ].join("\n");
    expect(first(src)).toBeNull();
  });

  it("accepts async generators, async for and async comprehensions", () => {
    const src = [
      "async def pages():",
      "    for i in range(3):",
      "        yield await web_fetch(url=str(i))",
      "async def main():",
      "    async for p in pages():",
      "        print(p)",
      "    xs = [p async for p in pages()]",
      "    g = (p async for p in pages())",
      "    return {p: 1 async for p in g}",
    ].join("\n");
    expect(first(src)).toBeNull();
  });

  it("accepts a realistic flow", () => {
    const src = [
      "import json",
      "async def fetch_all(urls):",
      "    pages = await asyncio.gather(*[web_fetch(url=u) for u in urls])",
      "    return [p['text'][:100] for p in pages]",
      "results = {}",
      "for i, path in enumerate(grep(pattern='TODO')['text'].splitlines()):",
      "    try:",
      "        results[path] = len(file_read(path=path)['text'])",
      "    except ToolError as e:",
      "        print(f'{path!r}: {e}')",
      "        continue",
      "    finally:",
      "        pass",
      "json.dumps(results, indent=2)",
    ].join("\n");
    expect(first(src)).toBeNull();
  });
});

// CPython raises these while compiling, after a successful parse; toolflow reports them the same way.
const COMPILE_ERRORS: [string, number, number][] = [
  ["return 1", 1, 0],
  ["x = 1\nbreak", 2, 0],
  ["continue", 1, 0],
  ["while x:\n    def f():\n        break", 3, 8],
  ["for x in y:\n    pass\nelse:\n    break", 4, 4],
  ["def f(a, b, a):\n    pass", 1, 12],
  ["f = lambda a, a: 0", 1, 14],
  ["def f(a, *, a): pass", 1, 12],
  ["nonlocal x", 1, 0],
  ["def f():\n    nonlocal x", 2, 4],
  ["x = 1\ndef f():\n    nonlocal x", 3, 4],
  ["def f(a):\n    global a", 2, 4],
  ["def f(a):\n    nonlocal a", 2, 4],
  ["def f():\n    x = 1\n    global x", 3, 4],
  ["def f():\n    print(x)\n    global x", 3, 4],
  ["x = 1\nglobal x", 2, 0],
  ["def f():\n    global x\n    nonlocal x", 2, 4],
  ["def f():\n    x = 1\n    def g():\n        print(x)\n        nonlocal x", 5, 8],
  ["f(x=1, y=2, x=3)", 1, 12],
  ["f(**a, b=1, b=2)", 1, 12],
  ["a, *b, *c = x", 1, 0],
  ["*a = 1", 1, 0],
  ["for *a in b: pass", 1, 4],
  ["x = *a", 1, 4],
  ["def f():\n    return *a", 2, 11],
  ["x: int = *a", 1, 9],
  ["*a", 1, 0],
  ["r = [x for *x in y]", 1, 11],
  ["x = yield 1", 1, 4],
  ["def f():\n    return [(yield 1) for y in z]", 2, 13],
  ["def f():\n    return {(yield k): 1 for k in z}", 2, 13],
  ["def f():\n    return ((yield k) for k in z)", 2, 13],
  ["async def f():\n    yield 1\n    return 2", 3, 4],
  ["async def f():\n    yield from g()", 2, 4],
  ["match x:\n    case _: pass\n    case 1: pass", 2, 9],
  ["match x:\n    case y: pass\n    case 1: pass", 2, 9],
  ["match x:\n    case (y | 2): pass\n    case 3: pass", 2, 10],
  ["match x:\n    case 1 | y | 2: pass", 2, 13],
  ["match x:\n    case [a] | (b,): pass", 2, 16],
  ["match x:\n    case [a, a]: pass", 2, 13],
  ["match x:\n    case {'a': 1, **a} | {'b': c}: pass", 2, 31],
  ["match x:\n    case 1 | b: pass", 2, 13],
  ["match x:\n    case {'a': 1, 'a': 2}: pass", 2, 9],
  ["match x:\n    case C(a=1, a=2): pass", 2, 18],
  ["match x:\n    case [*a, *b]: pass", 2, 9],
  ["match x:\n    case [a, *a]: pass", 2, 13],
  ["for x in y:\n    try:\n        pass\n    except* E:\n        break", 5, 8],
  ["def f():\n    try:\n        pass\n    except* E:\n        return 1", 5, 15],
  ["def f():\n    try:\n        pass\n    except* E:\n        return", 5, 8],
  ["while x:\n    try:\n        pass\n    except* E:\n        continue", 5, 8],
  ["match x:\n    case {1: a, 1: b}: pass", 2, 9],
  ["from __future__ import annotations, nope", 1, 0],
  ["x = 1\nfrom __future__ import annotations", 2, 0],
  ["from __future__ import braces", 1, 0],
  ["from __future__ import annotations\nbreak", 2, 0],
];

describe("checkSubset reports CPython's compile-time errors", () => {
  const script = [
    "import json, sys",
    "out = []",
    "for src in json.load(sys.stdin):",
    "    try:",
    "        compile(src, 's', 'exec')",
    "        out.append(None)",
    "    except SyntaxError as e:",
    "        out.append([e.msg, e.lineno])",
    "print(json.dumps(out))",
  ].join("\n");
  const sources = COMPILE_ERRORS.map((c) => c[0]);
  const cpython: ([string, number] | null)[] = JSON.parse(
    execFileSync("python3", ["-c", script], { input: JSON.stringify(sources) }).toString(),
  );

  it.each(COMPILE_ERRORS.map((c, i) => [JSON.stringify(c[0]), i] as const))("%s", (_name, i) => {
    const [source, line, col] = COMPILE_ERRORS[i];
    const want = cpython[i];
    expect(want).not.toBeNull();
    expect(first(source, [])).toEqual({ message: want![0], line: want![1], col });
  });

  it("accepts closures with nonlocal, and break/continue inside loops", () => {
    const src = [
      "def counter():",
      "    n = 0",
      "    def inc():",
      "        nonlocal n",
      "        n += 1",
      "        return n",
      "    return inc",
      "def outer():",
      "    def middle():",
      "        nonlocal v",
      "        def inner():",
      "            nonlocal v",
      "            v = 2",
      "    v = 1",
      "for i in range(3):",
      "    if i:",
      "        continue",
      "    while True:",
      "        break",
    ].join("\n");
    expect(first(src, [])).toBeNull();
  });
});
