# Differential oracle for guest/modules tests: reads {"setup": str, "cases": [expr]} on stdin, runs
# each expression under CPython and prints, per case, the expression's AST as a JSON "plan" (for
# the TypeScript interpreter in harness.ts) and the expected outcome (repr, or "Type: message").
import ast
import json
import sys


def plan(node):
    k = type(node).__name__
    if k == "Constant":
        v = node.value
        if v is None:
            return {"k": "const", "t": "none"}
        if isinstance(v, bool):
            return {"k": "const", "t": "bool", "v": v}
        if isinstance(v, int):
            return {"k": "const", "t": "int", "v": str(v)}
        if isinstance(v, float):
            return {"k": "const", "t": "float", "v": repr(v)}
        if isinstance(v, str):
            return {"k": "const", "t": "str", "v": v}
        if isinstance(v, bytes):
            return {"k": "const", "t": "bytes", "v": list(v)}
        raise ValueError(f"constant {v!r}")
    if k == "Name":
        return {"k": "name", "id": node.id}
    if k == "Attribute":
        return {"k": "attr", "obj": plan(node.value), "name": node.attr}
    if k == "Call":
        return {
            "k": "call",
            "f": plan(node.func),
            "args": [plan(a) for a in node.args],
            "kw": [[kw.arg, plan(kw.value)] for kw in node.keywords],
        }
    if k == "Starred":
        return {"k": "star", "v": plan(node.value)}
    if k == "Subscript":
        return {"k": "sub", "obj": plan(node.value), "idx": plan(node.slice)}
    if k == "Slice":
        opt = lambda n: plan(n) if n is not None else {"k": "const", "t": "none"}
        return {"k": "slice", "lo": opt(node.lower), "hi": opt(node.upper), "step": opt(node.step)}
    if k in ("Tuple", "List", "Set"):
        return {"k": k.lower(), "items": [plan(e) for e in node.elts]}
    if k == "Dict":
        return {"k": "dict", "keys": [plan(x) for x in node.keys], "values": [plan(x) for x in node.values]}
    if k == "BinOp":
        return {"k": "bin", "op": type(node.op).__name__, "l": plan(node.left), "r": plan(node.right)}
    if k == "UnaryOp":
        return {"k": "unary", "op": type(node.op).__name__, "v": plan(node.operand)}
    if k == "Compare":
        assert len(node.ops) == 1, "one comparison operator per case"
        return {"k": "cmp", "op": type(node.ops[0]).__name__, "l": plan(node.left), "r": plan(node.comparators[0])}
    if k == "Lambda":
        return {"k": "lambda", "params": [a.arg for a in node.args.args], "body": plan(node.body)}
    if k == "ListComp":
        assert len(node.generators) == 1, "one generator per comprehension"
        g = node.generators[0]
        return {"k": "listcomp", "elt": plan(node.elt), "target": plan(g.target), "iter": plan(g.iter),
                "ifs": [plan(i) for i in g.ifs]}
    if k == "IfExp":
        return {"k": "ifexp", "test": plan(node.test), "body": plan(node.body), "orelse": plan(node.orelse)}
    raise ValueError(f"unsupported node {k}")


def outcome(expr, ns):
    try:
        return repr(eval(expr, ns))
    except Exception as e:  # the expected outcome of an erroring case
        return f"{type(e).__name__}: {e}"


def main():
    req = json.load(sys.stdin)
    ns = {}
    exec(req["setup"], ns)
    out = []
    for expr in req["cases"]:
        out.append({"plan": plan(ast.parse(expr, mode="eval").body), "expect": outcome(expr, ns)})
    json.dump(out, sys.stdout)


main()
