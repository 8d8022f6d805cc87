"""Dict keys as json.dumps converts them, shared by the CPython oracles of the test suites."""

import json


def json_key(k):
    # json.dumps' key conversion, so dict keys reach the envelope as they would in CPython.
    if isinstance(k, str):
        return k
    if k is True:
        return "true"
    if k is False:
        return "false"
    if k is None:
        return "null"
    if isinstance(k, int):
        return str(k)
    if isinstance(k, float):
        return json.dumps(k)  # json's own spelling: 'Infinity', 'NaN', '1e+16'
    raise TypeError(f"keys must be str, int, float, bool or None, not {type(k).__name__}")
