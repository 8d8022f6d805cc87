# Test oracle: runs each case under CPython 3.11 with fake tools that behave exactly like the
# fake host in harness.ts, and reports prints, result (as toolflow converts it), error and calls.
# Input on stdin: JSON list of {"src": ...}; output: JSON list of outcomes.
import ast, asyncio, json, math, os, sys, traceback

# Dict keys reach the result as json.dumps converts them: one definition, the diff oracle's.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "diff"))
from json_keys import json_key  # noqa: E402

class ToolError(Exception):
    pass

class ToolPermissionError(ToolError, PermissionError):
    pass

class AwaitableDict(dict):
    """A tool result usable both directly and under `await` (toolflow accepts both)."""
    __hash__ = object.__hash__
    def __await__(self):
        if False:
            yield
        return self

def make_tools(calls):
    def record(name, kw):
        text = json.dumps(kw)
        calls.append([name, text])
        return json.loads(text)

    def echo(**kw):
        return AwaitableDict(record("echo", kw))

    def add(**kw):
        a = record("add", kw)
        return AwaitableDict({"sum": a["a"] + a["b"]})

    def fail(**kw):
        a = record("fail", kw)
        raise ToolError(a.get("msg", "boom"))

    def deny(**kw):
        record("deny", kw)
        raise ToolPermissionError("denied by rule")

    def read(**kw):
        a = record("read", kw)
        return AwaitableDict({"text": "content of " + a["path"]})

    tools = {"echo": echo, "add": add, "fail": fail, "deny": deny, "read": read}
    for name, fn in tools.items():
        fn.__qualname__ = name
    return tools

def to_result(v, active=None):
    active = active or set()
    if v is None or isinstance(v, (bool, int, str)):
        return v
    if isinstance(v, float):
        return v if math.isfinite(v) else None
    if isinstance(v, (list, tuple, set, frozenset, dict)):
        if id(v) in active:
            return repr(v)
        active = active | {id(v)}
        if isinstance(v, dict):
            return {json_key(k): to_result(x, active) for k, x in v.items()}
        return [to_result(x, active) for x in v]
    return repr(v)

def run(src):
    out = []
    calls = []
    def fake_print(*args, sep=" ", end="\n"):
        out.append(sep.join(str(a) for a in args) + end)
    ns = {"__name__": "__main__", "print": fake_print, "ToolError": ToolError, "ToolPermissionError": ToolPermissionError}
    ns.update(make_tools(calls))
    tree = ast.parse(src, "<flow>")
    last = None
    if tree.body and isinstance(tree.body[-1], ast.Expr):
        last = ast.Expression(tree.body.pop().value)
    result = None
    try:
        exec(compile(tree, "<flow>", "exec"), ns)
        if last is not None:
            result = eval(compile(last, "<flow>", "eval"), ns)
    except BaseException as e:
        line = None
        for fr in traceback.extract_tb(e.__traceback__):
            if fr.filename == "<flow>":
                line = fr.lineno
        tb = "".join(traceback.format_exception(e))
        # Source lines and caret markers are indented by four spaces; toolflow omits them.
        tb = "".join(l for l in tb.splitlines(True)
                     if not l.startswith("    ") and (not l.startswith("  File") or l.startswith('  File "<flow>"')))
        return {"prints": "".join(out), "result": None, "calls": calls,
                "error": {"type": type(e).__name__, "message": str(e), "line": line}, "traceback": tb}
    return {"prints": "".join(out), "result": to_result(result), "calls": calls, "error": None}

cases = json.load(sys.stdin)
json.dump([run(c["src"]) for c in cases], sys.stdout)
