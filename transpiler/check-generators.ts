// Where `yield` may stand: CPython's compile errors for yields in comprehensions and async
// functions (an `async def` that yields is an async generator), and the refusal of forms tool
// flows leave out (a yielding lambda).

import type * as A from "./ast.js";
import { PySyntaxError } from "./syntax-error.js";
import { isScopeNode, walkOwnScope } from "./walk.js";

type Refuse = (at: { line: number; col: number }, message: string) => void;

const COMPREHENSION_NAMES: Record<string, string> = {
  ListComp: "list comprehension",
  SetComp: "set comprehension",
  DictComp: "dict comprehension",
  GeneratorExp: "generator expression",
};

function checkScope(scope: A.Node, compile: Refuse, refuse: Refuse): void {
  const yields: (A.Yield | A.YieldFrom)[] = [];
  const returns: A.Return[] = [];
  const nested: A.Node[] = [];
  walkOwnScope(scope, (n) => {
    if (n.kind === "Yield" || n.kind === "YieldFrom") yields.push(n);
    else if (n.kind === "Return") returns.push(n);
    if (isScopeNode(n)) nested.push(n);
  });
  if (scope.kind in COMPREHENSION_NAMES) {
    for (const y of yields) compile(y, `'yield' inside ${COMPREHENSION_NAMES[scope.kind]}`);
  } else if (scope.kind === "Lambda") {
    for (const y of yields) refuse(y, "`yield` in a lambda is not available in tool flows; use a def");
  } else if (scope.kind === "AsyncFunctionDef") {
    for (const y of yields) if (y.kind === "YieldFrom") compile(y, "'yield from' inside async function");
    if (yields.length) for (const r of returns) if (r.value) compile(r, "'return' with value in async generator");
  }
  for (const n of nested) checkScope(n, compile, refuse);
}

/** CPython's compile errors about yields, then refusals (each list in source order). */
export function generatorErrors(module: A.Module): { compile: PySyntaxError[]; refused: PySyntaxError[] } {
  const compile: PySyntaxError[] = [];
  const refused: PySyntaxError[] = [];
  checkScope(
    module,
    (at, m) => compile.push(new PySyntaxError(m, at.line, at.col)),
    (at, m) => refused.push(new PySyntaxError(m, at.line, at.col)),
  );
  return { compile, refused };
}
