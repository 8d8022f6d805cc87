# Test oracle for guest/values: reads a JSON request on stdin, answers on stdout.
# {"values": [src...]} -> tagged encodings of eval(src); {"exprs": [src...]} -> repr or error.
import json, sys

def tag(v):
    if v is None or isinstance(v, bool):
        return v
    if isinstance(v, int):
        return {"int": str(v)}
    if isinstance(v, float):
        return {"float": repr(v)}
    if isinstance(v, str):
        return {"str": v}
    if isinstance(v, list):
        return {"list": [tag(x) for x in v]}
    if isinstance(v, tuple):
        return {"tuple": [tag(x) for x in v]}
    if isinstance(v, dict):
        return {"dict": [[tag(k), tag(x)] for k, x in v.items()]}
    if isinstance(v, frozenset):
        return {"frozenset": [tag(x) for x in v]}
    if isinstance(v, set):
        return {"set": [tag(x) for x in v]}
    if isinstance(v, range):
        return {"range": [str(v.start), str(v.stop), str(v.step)]}
    if isinstance(v, bytes):
        return {"bytes": list(v)}
    raise TypeError("cannot tag " + type(v).__name__)

def run(src, env):
    try:
        ns = dict(env)
        if "\n" in src or src.startswith("exec:"):
            exec(src.removeprefix("exec:"), ns)
            return {"ok": repr(ns["result"])}
        return {"ok": repr(eval(src, ns))}
    except BaseException as e:
        return {"err": type(e).__name__, "msg": str(e)}

req = json.load(sys.stdin)
out = {}
if "values" in req:
    out["values"] = [tag(eval(s)) for s in req["values"]]
if "exprs" in req:
    out["exprs"] = [run(s, {}) for s in req["exprs"]]
json.dump(out, sys.stdout)
