"""CPython's traceback for each conformance case, formatted as toolflow's envelope shows it: file
name `<flow>`, only the script's frames (no frames of the oracle, asyncio or the stdlib), each
with the script's own source line (from the script as written, not as the oracle rewrites it),
without 3.11's `~~^^` column markers (toolflow draws none), causes and contexts included.

Usage: python3 traceback_oracle.py < [{"name", "source", "fixtures": JSON TEXT | null, "now_ms"}, ...]
Prints a JSON list: the traceback text, or null when the script raised nothing.
Runs each script as test/diff/oracle.py does (same tool functions, result rewrite and gather rules);
the script's globals below copy oracle.run's, keep them in step.
"""

import asyncio
import builtins
import inspect
import io
import json
import os
import sys
import linecache
import re
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "diff"))
sys.path.insert(0, os.path.join(HERE, ".."))
import fixed_clock  # noqa: E402
import oracle  # noqa: E402

FILE = "<flow>"
MARKERS = re.compile(r"^[ |]*[~^]+[ ~^]*\n?$")


def script_only(exc, seen):
    """Drops every traceback entry outside the script, in exc and its causes and contexts."""
    if exc is None or id(exc) in seen:
        return
    seen.add(id(exc))
    keep = []
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == FILE:
            keep.append(tb)
        tb = tb.tb_next
    for a, b in zip(keep, keep[1:]):
        a.tb_next = b
    if keep:
        keep[-1].tb_next = None
    exc.__traceback__ = keep[0] if keep else None
    script_only(exc.__cause__, seen)
    script_only(exc.__context__, seen)


def traceback_of(job):
    if job.get("now_ms") is not None:
        fixed_clock.install(job["now_ms"])
    server = oracle.ToolServer(json.loads(job["fixtures"]) if job.get("fixtures") else {})
    code, _ = oracle.prepare(job["source"], FILE)
    # The source lines a traceback shows are the script's as written.
    lines = job["source"].splitlines(True)
    linecache.cache[FILE] = (len(job["source"]), None, lines, FILE)
    env = {"__name__": "__main__", "__builtins__": builtins, "ToolError": oracle.ToolError,
           "ToolPermissionError": oracle.ToolPermissionError, "__tf_awaitable__": oracle.awaited,
           "__tf_capture__": oracle.capture, **server.functions()}
    real_stdout, sys.stdout = sys.stdout, io.StringIO()
    try:
        if code.co_flags & inspect.CO_COROUTINE:
            asyncio.run(eval(code, env))
        else:
            exec(code, env)
    except Exception as e:
        script_only(e, set())
        text = "".join(traceback.format_exception(e))
        # 3.11's column markers (also inside exception-group boxes) are not drawn by toolflow.
        return "".join(line for line in text.splitlines(True) if not MARKERS.match(line))
    finally:
        sys.stdout = real_stdout
    return None


def main():
    jobs = json.load(sys.stdin)
    sys.stdout.write(json.dumps([traceback_of(j) for j in jobs]) + "\n")


if __name__ == "__main__":
    main()
