"""CPython 3.11 reference runner for the differential tests: runs one tool flow with tools served
from a SPEC §8 fixtures file and prints one JSON document shaped like the toolflow envelope.

Usage: python3 oracle.py SCRIPT.py [--fixtures TOOLS.json]
       python3 oracle.py --batch < [{"script": PATH, "fixtures": PATH | null}, ...]  (prints a JSON list)
Output: {"status", "prints", "result", "calls": [{"tool", "args", "status"}], "error"?: {"type", "message", "line"}}

Semantics mirrored from SPEC §3/§8 (the toolflow side must match these):
- Tool functions: each registry name in the fixtures (file order = `tools` order) becomes a
  function. A name that is a valid identifier and not a keyword, a builtin, `ToolError`,
  `ToolPermissionError` or a subset module name keeps its name; every other name is aliased
  (chars outside [A-Za-z0-9_] -> `_`, leading digit -> `_` prefix), and an alias that is taken
  (by a kept name, an earlier alias or a reserved word) gets `_2`, `_3`, ... `__aliases__`
  overrides win.
- Tools take keyword arguments only. A positional argument raises
  `TypeError: <alias>() takes 0 positional arguments but N was given` and is not logged.
- Matching: the first fixture entry whose `args` equals the kwargs under JSON equality where
  1, 1.0 and True differ. Output "text" -> {"text": ...}; {"json": v} -> a fresh copy of v;
  {"error": m} -> ToolError(m). No match -> ToolError("no fixture matches NAME(ARGS)"), NAME the
  registry name, ARGS json.dumps(kwargs, sort_keys=True).
  Every call that reaches the tool (success or failure) is logged in order.
- `await f(...)` (a call) awaits the call's value only when it is awaitable (so `await tool(...)`
  is a no-op); `await x` of anything else is CPython's (`await 123` raises TypeError).
  `asyncio.gather` accepts plain values from calls and `*` arguments; a direct argument that is
  not a call must be awaitable, as in CPython. A direct call argument of `asyncio.gather(...)` /
  `gather(...)` is evaluated in order with its exception captured, so every call in the
  argument list is made before the first failure is raised (as when the calls run concurrently);
  so is each call a `*(<call> for ...)` or `*[<call> for ...]` argument makes.
  `await <tool call>` yields to the event loop once after the call, as toolflow's host call
  does, so helpers gathered together interleave their awaited tool calls (helper 1's first
  call, helper 2's first call, then the second calls) the way toolflow runs them concurrently
  (SPEC §3). A tool call without `await` inside an `async def` does not yield here.
  `asyncio.wait_for(<call>, ...)` takes the call's value as gather does (made at once, its
  exception captured): a tool's answer is the wait's result, as in toolflow.
- Result: the value of the last top-level statement when it is an expression statement, else
  null; converted as json.dumps would, with tuples/sets/frozensets as lists and other non-JSON
  values as repr(). A key json.dumps refuses makes the run fail with its TypeError.
- Uncaught exception: status "error", type name, str(e), and the line of the innermost frame
  that belongs to the script. A script CPython cannot compile gives a SyntaxError at its line.
- Each script runs with a freshly imported `logging` (no handlers or loggers left by another),
  and with python3's default warning filters and an empty `warnings.onceregistry`.
- asyncio's event loops run on a virtual clock, as toolflow's flow clock does: when nothing is
  ready, the loop's time moves to its next timer at once instead of waiting for it, so sleeps
  and timeouts order the same under any machine load (tool calls take no time on it either).
- The script's globals are the `__main__` module's while it runs (sys.modules["__main__"]), as
  under `python3 script.py`: typing.get_type_hints and dataclasses resolve names through it.
Run with PYTHONHASHSEED=0 (compare.ts does) so set iteration order is reproducible.
"""

import ast
import asyncio
import builtins
import copy
import inspect
import io
import json
import keyword
import re
import selectors
import sys
import traceback
import types
import warnings

from json_keys import json_key

SUBSET_MODULES = {
    "json", "re", "math", "collections", "itertools", "functools", "datetime", "statistics",
    "textwrap", "string", "base64", "hashlib", "urllib", "asyncio",
}


class ToolError(Exception):
    pass


class ToolPermissionError(ToolError, PermissionError):
    pass


for _cls in (ToolError, ToolPermissionError):
    _cls.__module__ = "builtins"

RESERVED = set(keyword.kwlist) | set(dir(builtins)) | {"ToolError", "ToolPermissionError"} | SUBSET_MODULES


def alias_map(names, overrides):
    """Registry name -> script name, following SPEC §3 (see the header)."""
    kept = {n for n in names if n not in overrides and n.isidentifier() and n not in RESERVED}
    taken = set(kept) | set(overrides.values())
    aliases = {}
    for name in names:
        if name in overrides:
            aliases[name] = overrides[name]
        elif name in kept:
            aliases[name] = name
        else:
            base = re.sub(r"[^A-Za-z0-9_]", "_", name)
            if base[:1].isdigit():
                base = "_" + base
            alias, k = base, 2
            while alias in taken or alias in RESERVED:
                alias, k = f"{base}_{k}", k + 1
            taken.add(alias)
            aliases[name] = alias
    return aliases


JSON_MAX_DEPTH = 995  # where CPython's C json encoder meets the recursion limit at top level


def to_json(v, depth=0):
    # Fails where json.dumps of the value would: an int past 4300 digits, nesting too deep.
    if isinstance(v, int) and not isinstance(v, bool):
        str(v)
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    if depth >= JSON_MAX_DEPTH:
        raise RecursionError("maximum recursion depth exceeded while encoding a JSON object")
    if isinstance(v, (list, tuple, set, frozenset)):
        return [to_json(x, depth + 1) for x in v]
    if isinstance(v, dict):
        return {json_key(k): to_json(x, depth + 1) for k, x in v.items()}
    return repr(v)


def canon(v):
    """A hashable form of a JSON value in which 1, 1.0 and True are all different."""
    if isinstance(v, bool):
        return ("bool", v)
    if isinstance(v, int):
        return ("int", v)
    if isinstance(v, float):
        return ("float", v)
    if isinstance(v, list):
        return ("list", tuple(canon(x) for x in v))
    if isinstance(v, dict):
        return ("dict", frozenset((k, canon(x)) for k, x in v.items()))
    return (type(v).__name__, v)


class ToolServer:
    def __init__(self, fixtures):
        self.overrides = fixtures.pop("__aliases__", {})
        self.fixtures = fixtures
        self.calls = []

    def functions(self):
        aliases = alias_map(list(self.fixtures), self.overrides)
        return {aliases[name]: self.make_tool(name, aliases[name]) for name in self.fixtures}

    def make_tool(self, name, alias):
        def tool(*args, **kwargs):
            if args:
                n = len(args)
                raise TypeError(f"{alias}() takes 0 positional arguments but {n} {'was' if n == 1 else 'were'} given")
            return self.call(name, alias, to_json(kwargs))

        tool.__name__ = tool.__qualname__ = alias
        return tool

    def call(self, name, alias, args):
        wanted = canon(args)
        entry = next((e for e in self.fixtures[name] if canon(e.get("args", {})) == wanted), None)
        if entry is None:
            self.calls.append({"tool": name, "args": args, "status": "error"})
            raise ToolError(f"no fixture matches {name}({json.dumps(args, sort_keys=True)})")
        output = entry["output"]
        if isinstance(output, str):
            self.calls.append({"tool": name, "args": args, "status": "ok"})
            return {"text": output}
        if "error" in output:
            self.calls.append({"tool": name, "args": args, "status": "error"})
            raise ToolError(output["error"])
        self.calls.append({"tool": name, "args": args, "status": "ok"})
        return copy.deepcopy(output["json"])


async def _resolved(v):
    return v


async def _raising(e):
    raise e


def awaitable(v):
    return v if inspect.isawaitable(v) else _resolved(v)


async def _yielded(v):
    await asyncio.sleep(0)
    return v


def awaited(v):
    """`await v` in the script: a plain value (a tool's answer) yields once, like a host call."""
    return v if inspect.isawaitable(v) else _yielded(v)


def gatherable(thunk):
    """A direct argument of gather that is not a call must be awaitable, as CPython's gather checks."""
    v = thunk()
    if not inspect.isawaitable(v):
        raise TypeError("An asyncio.Future, a coroutine or an awaitable is required")
    return v


def capture(thunk):
    try:
        return awaitable(thunk())
    except Exception as e:
        return _raising(e)


class _VirtualTimeSelector(selectors.DefaultSelector):
    """A selector that never waits: a timeout moves its loop's clock instead (None still blocks,
    as a loop with nothing scheduled would)."""

    def __init__(self):
        super().__init__()
        self.now = 0.0

    def select(self, timeout=None):
        if timeout is None:
            return super().select(None)
        events = super().select(0)
        if not events and timeout > 0:
            self.now += timeout
        return events


class _VirtualTimeLoop(asyncio.SelectorEventLoop):
    def __init__(self):
        super().__init__(selector=_VirtualTimeSelector())

    def time(self):
        return self._selector.now


class _VirtualTimePolicy(asyncio.DefaultEventLoopPolicy):
    def new_event_loop(self):
        return _VirtualTimeLoop()


asyncio.set_event_loop_policy(_VirtualTimePolicy())


_original_gather = asyncio.gather


def gather(*aws, return_exceptions=False):
    return _original_gather(*(awaitable(a) for a in aws), return_exceptions=return_exceptions)


asyncio.gather = gather


def _contains_await(node):
    return any(isinstance(n, ast.Await) for n in ast.walk(node))


def _is_asyncio(f, name):
    """`asyncio.<name>` or a bare `<name>` as a callee."""
    return (isinstance(f, ast.Attribute) and f.attr == name and isinstance(f.value, ast.Name)
            and f.value.id == "asyncio") or (isinstance(f, ast.Name) and f.id == name)


def _captured_elements(starred):
    """`*(<call> for ...)` or `*[<call> for ...]` in gather: each element's call captured as a
    direct argument's is (made, its exception kept for gather), as toolflow runs them concurrently."""
    comp = starred.value
    if isinstance(comp, (ast.GeneratorExp, ast.ListComp)) and isinstance(comp.elt, ast.Call) and not _contains_await(comp.elt):
        comp.elt = ast.Call(ast.Name("__tf_capture__", ast.Load()),
                            [ast.Lambda(ast.arguments([], [], None, [], [], None, []), comp.elt)], [])
    return starred


class AsyncRewriter(ast.NodeTransformer):
    """`await X` -> `await __tf_awaitable__(X)`; gather's direct args and a call wait_for waits on
    -> `__tf_capture__(lambda: arg)`."""

    def visit_Await(self, node):
        self.generic_visit(node)
        if isinstance(node.value, ast.Call):
            node.value = ast.Call(ast.Name("__tf_awaitable__", ast.Load()), [node.value], [])
        return node

    def visit_Call(self, node):
        self.generic_visit(node)
        f = node.func
        is_gather = _is_asyncio(f, "gather")
        if _is_asyncio(f, "wait_for") and node.args and isinstance(node.args[0], ast.Call) and not _contains_await(node.args[0]):
            node.args[0] = ast.Call(ast.Name("__tf_capture__", ast.Load()),
                                    [ast.Lambda(ast.arguments([], [], None, [], [], None, []), node.args[0])], [])
        if is_gather:
            node.args = [
                _captured_elements(a) if isinstance(a, ast.Starred) else
                a if _contains_await(a) else ast.Call(
                    ast.Name("__tf_capture__" if isinstance(a, ast.Call) else "__tf_gatherable__", ast.Load()),
                    [ast.Lambda(ast.arguments([], [], None, [], [], None, []), a)], [])
                for a in node.args
            ]
        return node


RESULT_NAME = "__tf_result__"


def prepare(source, filename):
    """Parse, rewrite the trailing expression into an assignment to RESULT_NAME, compile."""
    tree = ast.parse(source, filename)
    has_result = bool(tree.body) and isinstance(tree.body[-1], ast.Expr)
    if has_result:
        last = tree.body[-1]
        tree.body[-1] = ast.Assign([ast.Name(RESULT_NAME, ast.Store())], last.value)
        ast.copy_location(tree.body[-1], last)
    tree = AsyncRewriter().visit(tree)
    ast.fix_missing_locations(tree)
    return compile(tree, filename, "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT), has_result


def script_line(exc, filename):
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == filename]
    return frames[-1].lineno if frames else None


# toolflow prints an instance without its varying address: `<__main__.C object>` (docs/python-subset.md).
_ADDRESS = re.compile(r"( object) at 0x[0-9a-f]+>")


def without_addresses(v):
    """Strings in v with CPython's `at 0x...` addresses cut; iterative, as results may nest deep."""
    def clean(x):
        return _ADDRESS.sub(r"\1>", x) if isinstance(x, str) else x
    if not isinstance(v, (list, dict)):
        return clean(v)
    root = [v]
    stack = [(root, 0)]
    while stack:
        holder, key = stack.pop()
        x = holder[key]
        if isinstance(x, list):
            x = holder[key] = list(x)
            stack.extend((x, i) for i in range(len(x)))
        elif isinstance(x, dict):
            x = holder[key] = dict(x)
            stack.extend((x, k) for k in x)
        else:
            holder[key] = clean(x)
    return root[0]


class Stdout(io.StringIO):
    """sys.stdout as python3 has it in a C.UTF-8 locale (UTF-8, surrogateescape), read back as a
    reader decodes it: a lone surrogate outside U+DC80..U+DCFF raises, an escaped one is U+FFFD."""

    def write(self, s):
        if isinstance(s, str):
            s = s.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
        return super().write(s)


def run(source, filename, fixtures):
    # Each script imports a fresh logging (its root logger's handlers, levels and loggers are
    # module state), as each toolflow run starts with one; a batch runs many in one process.
    sys.modules.pop("logging", None)
    server = ToolServer(fixtures)
    out = {"status": "ok", "prints": "", "result": None, "calls": server.calls}
    try:
        code, has_result = prepare(source, filename)
    except SyntaxError as e:
        # IndentationError and TabError keep their names, as toolflow reports them.
        out.update(status="error", error={"type": type(e).__name__, "message": e.msg, "line": e.lineno})
        return out
    main = types.ModuleType("__main__")
    env = main.__dict__
    env.update({"__builtins__": builtins, "ToolError": ToolError,
                "ToolPermissionError": ToolPermissionError, "__tf_awaitable__": awaited, "__tf_gatherable__": gatherable,
                "__tf_capture__": capture, **server.functions()})
    captured = Stdout()
    real_stdout, sys.stdout = sys.stdout, captured
    real_main, sys.modules["__main__"] = sys.modules["__main__"], main
    try:
        if code.co_flags & inspect.CO_COROUTINE:
            asyncio.run(eval(code, env))
        else:
            exec(code, env)
        # to_json's own frames must not meet the recursion limit before JSON_MAX_DEPTH does.
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(limit + 2 * JSON_MAX_DEPTH)
        try:
            out["result"] = to_json(env.get(RESULT_NAME)) if has_result else None
        finally:
            sys.setrecursionlimit(limit)
    # The script's own BaseExceptions end it as any error does (the batch's timeout is not one of these).
    except (Exception, SystemExit, KeyboardInterrupt, GeneratorExit) as e:
        out.update(status="error", error={"type": type(e).__name__, "message": without_addresses(str(e)),
                                          "line": script_line(e, filename)})
    finally:
        sys.stdout = real_stdout
        sys.modules["__main__"] = real_main
    out["prints"] = without_addresses(captured.getvalue())
    out["result"] = without_addresses(out["result"])
    return out


def run_file(script, fixtures_path):
    fixtures = {}
    if fixtures_path:
        with open(fixtures_path, encoding="utf-8") as f:
            fixtures = json.load(f)
    with open(script, encoding="utf-8") as f:
        source = f.read()
    # Each script starts with python3's warning filters and no "once" warning shown yet, as each
    # toolflow run does (the filters and onceregistry are the process's).
    with warnings.catch_warnings():
        warnings.onceregistry.clear()
        return run(source, script, fixtures)


def main(argv):
    if argv[1:] == ["--batch"]:
        # One process for many cases saves CPython's start-up per case; cases share nothing but
        # imported modules, which scripts cannot modify in the subset.
        jobs = json.load(sys.stdin)
        sys.stdout.write(json.dumps([run_file(j["script"], j.get("fixtures")) for j in jobs]) + "\n")
        return
    script = argv[1]
    if len(argv) == 4 and argv[2] == "--fixtures":
        envelope = run_file(script, argv[3])
    elif len(argv) == 2:
        envelope = run_file(script, None)
    else:
        sys.exit("usage: oracle.py SCRIPT.py [--fixtures TOOLS.json] | oracle.py --batch < JOBS.json")
    # ASCII output: a lone surrogate in a script string cannot be encoded as UTF-8.
    sys.stdout.write(json.dumps(envelope) + "\n")


if __name__ == "__main__":
    main(sys.argv)
