"""Oracle for the parser tests: reads a JSON list of sources on stdin and prints, for each,
CPython 3.11's ast in toolflow's JSON convention (transpiler/ast.ts) or its SyntaxError."""
import ast
import json
import math
import re
import sys
import warnings

warnings.simplefilter("ignore")

SKIPPED_FIELDS = {"ctx", "type_comment", "type_ignores"}
OPERATOR_BASES = (ast.operator, ast.boolop, ast.unaryop, ast.cmpop)


def constant(v):
    if v is None:
        return {"type": "None"}
    if v is Ellipsis:
        return {"type": "Ellipsis"}
    if isinstance(v, bool):
        return {"type": "bool", "value": v}
    if isinstance(v, int):
        return {"type": "int", "digits": str(v)}
    if isinstance(v, float):
        return {"type": "float", "value": v if math.isfinite(v) else "inf"}
    if isinstance(v, complex):
        return {"type": "complex", "imag": v.imag if math.isfinite(v.imag) else "inf"}
    if isinstance(v, str):
        return {"type": "str", "value": v}
    if isinstance(v, bytes):
        return {"type": "bytes", "value": list(v)}
    raise TypeError(type(v))


def converter(source):
    lines = [l.encode("utf-8") for l in re.split(r"\r\n|\r|\n", source)]

    def cp_col(lineno, col):
        # CPython counts UTF-8 bytes; toolflow counts code points.
        line = lines[lineno - 1] if 0 < lineno <= len(lines) else b""
        return len(line[:col].decode("utf-8", errors="replace"))

    def conv(node):
        if isinstance(node, list):
            return [conv(x) for x in node]
        if not isinstance(node, ast.AST):
            return node
        if isinstance(node, OPERATOR_BASES):
            return type(node).__name__
        out = {"kind": type(node).__name__}
        for field in node._fields:
            if field in SKIPPED_FIELDS or (isinstance(node, ast.Constant) and field == "kind"):
                continue
            value = getattr(node, field, None)
            if isinstance(node, (ast.Constant, ast.MatchSingleton)) and field == "value":
                out[field] = constant(value)
            else:
                out[field] = conv(value)
        if "lineno" in node._attributes:
            out["line"] = node.lineno
            out["col"] = cp_col(node.lineno, node.col_offset)
            out["endLine"] = node.end_lineno
            out["endCol"] = cp_col(node.end_lineno, node.end_col_offset)
        return out

    return conv


def main():
    results = []
    for source in json.load(sys.stdin):
        try:
            tree = ast.parse(source)
            results.append({"ok": converter(source)(tree)})
        except SyntaxError as e:
            results.append({"error": {"type": type(e).__name__, "message": e.msg, "line": e.lineno,
                                      "offset": e.offset}})
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
