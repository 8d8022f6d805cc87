# CPython side of the bench: a long-lived python3 process that reads one JSON request per line
# from stdin, runs it, and answers one JSON line with milliseconds timed inside (perf_counter).
import ast
import asyncio
import json
import sys
import time
import tracemalloc


def compile_script(source):
    """The script as (body code, last-expression code): the result is the last expression's value."""
    module = ast.parse(source)
    last = module.body.pop()
    body = compile(module, "<flow>", "exec")
    value = compile(ast.Expression(last.value), "<flow>", "eval")
    return body, value


def run(source, functions):
    body, value = compile_script(source)
    namespace = dict(functions)
    exec(body, namespace)
    return eval(value, namespace)


def timed(count, fn):
    start = time.perf_counter()
    for _ in range(count):
        result = fn()
    return (time.perf_counter() - start) * 1000 / count, result


async def waiting(count):
    """count asyncio tasks each awaiting a future that is set only after all are waiting."""
    loop = asyncio.get_running_loop()
    release = loop.create_future()
    started = 0

    async def wait_tool():
        nonlocal started
        started += 1
        return await release

    async def flow():
        return await wait_tool()

    # Python's own allocations: RSS would not move while earlier work left free heap behind.
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    start = time.perf_counter()
    tasks = [asyncio.ensure_future(flow()) for _ in range(count)]
    while started < count:
        await asyncio.sleep(0)
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    release.set_result(1)
    await asyncio.gather(*tasks)
    return {"per_flow_bytes": (after - before) / count, "total_ms": (time.perf_counter() - start) * 1000}


# The large-output section's tool results as text, by size in MiB (read once by "large_load").
large = {"records": {}, "logs": {}}


def large_tools():
    """The tools parse the JSON text per call, as an API client would."""
    return {
        "records": lambda mb: json.loads(large["records"][mb]),
        "logs": lambda mb: {"text": large["logs"][mb]},
    }


class AwaitTools(ast.NodeTransformer):
    """Awaits every call of a tool by name: the script's `read(...)` becomes `await read(...)`."""

    def __init__(self, names):
        self.names = names

    def visit_Call(self, node):
        self.generic_visit(node)
        if isinstance(node.func, ast.Name) and node.func.id in self.names:
            return ast.Await(value=node)
        return node


async def throughput(source, texts, concurrency, total):
    """Flows per second: `concurrency` asyncio tasks run the flow, with async tools, until `total` ran."""
    module = ast.parse(source)
    last = module.body.pop()
    module.body.append(ast.Assign(targets=[ast.Name(id="__result__", ctx=ast.Store())], value=last.value))
    module = ast.fix_missing_locations(AwaitTools(set(texts)).visit(module))
    code = compile(module, "<flow>", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)

    def tool(text):
        async def call(**kw):
            await asyncio.sleep(0)  # an async tool yields to the loop once, as an I/O answer would
            return {"text": text}
        return call

    tools = {name: tool(text) for name, text in texts.items()}
    started = 0

    async def worker():
        nonlocal started
        while started < total:
            started += 1
            namespace = dict(tools)
            await eval(code, namespace)

    start = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    return total / (time.perf_counter() - start)


def handle(request):
    op = request["op"]
    tools = {name: (lambda text: lambda **kw: {"text": text})(text) for name, text in request.get("tools", {}).items()}
    if op == "warm":
        ms, result = timed(request["count"], lambda: run(request["code"], {}))
    elif op == "flow":
        ms, result = timed(request["count"], lambda: run(request["code"], tools))
    elif op == "calls":
        ms, result = timed(1, lambda: run(request["code"], {"noop": lambda **kw: 1}))
        ms /= request["count"]
    elif op == "compute":
        ms, result = timed(1, lambda: run(request["code"], {}))
    elif op == "large_load":
        for kind in ("records", "logs"):
            for mb, path in request[kind].items():
                with open(path, encoding="utf-8") as f:
                    large[kind][int(mb)] = f.read()
        return {"ms": 0, "result": "null"}
    elif op == "large":
        ms, result = timed(1, lambda: run(request["code"], large_tools()))
        return {"ms": ms, "result": json.dumps(result, separators=(",", ":"))}
    elif op == "throughput":
        rate = asyncio.run(throughput(request["code"], request["tools"], request["concurrency"], request["total"]))
        return {"ms": 0, "result": "null", "per_s": rate}
    elif op == "waiting":
        return asyncio.run(waiting(request["count"]))
    else:
        raise ValueError(f"unknown op {op}")
    return {"ms": ms, "result": json.dumps(result) if not isinstance(result, int) else str(result)}


for line in sys.stdin:
    try:
        answer = handle(json.loads(line))
    except Exception as error:  # reported to the bench, which marks the measurement missing
        answer = {"error": f"{type(error).__name__}: {error}"}
    sys.stdout.write(json.dumps(answer) + "\n")
    sys.stdout.flush()
