// Which expressions may run a method of a script's class that calls a tool: an attribute read
// (a property), an operator or a subscript (a special method), or repr()/str()/len()/abs() of
// the builtins. Such an expression must be awaited where it may return a promise, and makes its
// function async (analyze-async.ts).

import type * as A from "./ast.js";

const BINARY: Partial<Record<A.OperatorName, string>> = {
  Add: "add", Sub: "sub", Mult: "mul", MatMult: "matmul", Div: "truediv", FloorDiv: "floordiv", Mod: "mod", Pow: "pow",
  LShift: "lshift", RShift: "rshift", BitAnd: "and", BitOr: "or", BitXor: "xor",
};
const COMPARE: Partial<Record<A.CmpOpName, string[]>> = {
  Eq: ["__eq__"], NotEq: ["__ne__", "__eq__"], Lt: ["__lt__", "__gt__"], Gt: ["__gt__", "__lt__"],
  LtE: ["__le__", "__ge__"], GtE: ["__ge__", "__le__"], In: ["__contains__"],
};
const UNARY: Partial<Record<A.UnaryOpName, string>> = { USub: "__neg__", UAdd: "__pos__", Invert: "__invert__" };
const BUILTINS: Record<string, string[]> = {
  repr: ["__repr__"], str: ["__str__", "__repr__"], len: ["__len__"], abs: ["__abs__"], format: ["__format__", "__str__"],
};

/** The methods `e` itself (not its operands) may call; empty for other expressions. */
export function memberNames(e: A.Expr): string[] {
  switch (e.kind) {
    case "Attribute":
      return [e.attr];
    case "BinOp": {
      const n = BINARY[e.op];
      return n ? [`__${n}__`, `__r${n}__`] : [];
    }
    case "Compare":
      return e.ops.length === 1 ? COMPARE[e.ops[0]] ?? [] : [];
    case "Subscript":
      return ["__getitem__"];
    case "UnaryOp": {
      const n = UNARY[e.op];
      return n ? [n] : [];
    }
    case "Call":
      return e.func.kind === "Name" && e.args.length === 1 && Object.hasOwn(BUILTINS, e.func.id) ? BUILTINS[e.func.id] : [];
    default:
      return [];
  }
}

/** Every expression evaluated directly in a scope's body (nested functions, classes and
 *  comprehensions are scopes of their own). */
export function scopeExpressions(node: A.Node): A.Expr[] {
  const out: A.Expr[] = [];
  const visit = (n: A.Node, top: boolean) => {
    if (!top && isScope(n)) {
      // Decorators, defaults and bases run in the enclosing scope.
      if (n.kind === "FunctionDef" || n.kind === "AsyncFunctionDef") {
        n.decorator_list.forEach((d) => visit(d, false));
        n.args.defaults.forEach((d) => visit(d, false));
      } else if (n.kind === "ClassDef") [...n.decorator_list, ...n.bases].forEach((d) => visit(d, false));
      return;
    }
    if (isExpr(n)) out.push(n);
    for (const value of Object.values(n)) {
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item, false);
      } else if (isNode(value)) visit(value, false);
    }
  };
  visit(node, true);
  return out;
}

const SCOPES = new Set(["FunctionDef", "AsyncFunctionDef", "ClassDef", "Lambda", "ListComp", "SetComp", "DictComp", "GeneratorExp"]);

function isScope(n: A.Node): n is A.FunctionDef | A.AsyncFunctionDef | A.ClassDef {
  return SCOPES.has(n.kind);
}

const EXPRS = new Set(["Attribute", "BinOp", "Compare", "Subscript", "UnaryOp", "Call"]);

function isExpr(n: A.Node): n is A.Expr {
  return EXPRS.has(n.kind);
}

function isNode(value: unknown): value is A.Node {
  return typeof value === "object" && value !== null && "kind" in value;
}
