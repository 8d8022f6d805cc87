"""Batched CPython side of the conformance suite: runs many in-memory scripts in ONE python3
process with test/diff/oracle.py's semantics (tools from fixtures, trailing-expression result).

Usage: python3 oracle_batch.py < [{"name": str, "source": str, "fixtures": JSON TEXT | null}, ...]
(fixtures as text so that `1.0` stays a float, as the toolflow side reads it)
Prints a JSON list of oracle envelopes in input order. A case running over CASE_SECONDS ends as
error type "OracleTimeout" so one runaway script cannot hang the suite.
"""

import json
import os
import signal
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "diff"))
import oracle  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fixed_clock  # noqa: E402

CASE_SECONDS = 10


class OracleTimeout(BaseException):
    """A BaseException so that the script's own `except Exception` cannot swallow it."""


def on_alarm(signum, frame):
    raise OracleTimeout()


def run_case(job):
    signal.setitimer(signal.ITIMER_REAL, CASE_SECONDS)
    if job.get("now_ms") is not None:
        fixed_clock.install(job["now_ms"])
    try:
        return oracle.run(job["source"], "script.py", json.loads(job["fixtures"]) if job.get("fixtures") else {})
    except OracleTimeout:
        sys.stdout = sys.__stdout__
        return {"status": "error", "prints": "", "result": None, "calls": [],
                "error": {"type": "OracleTimeout", "message": f"over {CASE_SECONDS} s", "line": None}}
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def main():
    signal.signal(signal.SIGALRM, on_alarm)
    jobs = json.load(sys.stdin)
    sys.stdout.write(json.dumps([run_case(j) for j in jobs]) + "\n")


if __name__ == "__main__":
    main()
