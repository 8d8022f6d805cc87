"""CPython's answer for scripts too deep for test/diff/oracle.py (whose AST rewriting recurses in
Python): each is compiled from source as `python3 script.py` would, and optionally run.

Usage: python3 compile_batch.py < [{"source": str, "run": bool}, ...]
Prints a JSON list: {"status": "ok", "prints": str} or {"status": "error", "type", "message", "line"}.
"""

import io
import json
import sys


def answer(job):
    try:
        code = compile(job["source"], "<flow>", "exec")
    except (SyntaxError, RecursionError, MemoryError) as e:
        return {"status": "error", "type": type(e).__name__, "message": getattr(e, "msg", None) or str(e),
                "line": getattr(e, "lineno", None)}
    if not job.get("run"):
        return {"status": "ok", "prints": ""}
    captured = io.StringIO()
    real, sys.stdout = sys.stdout, captured
    try:
        exec(code, {"__name__": "__main__"})
    finally:
        sys.stdout = real
    return {"status": "ok", "prints": captured.getvalue()}


def main():
    jobs = json.load(sys.stdin)
    sys.stdout.write(json.dumps([answer(j) for j in jobs]) + "\n")


if __name__ == "__main__":
    main()
