// Generator functions: a `def` whose body yields compiles to a plain JS function `$fN` (so calls
// bound at compile time still call it) that binds the arguments and returns the guest's
// generator object around a JS generator holding the body: `function*` when the body is
// synchronous (PyGenerator), `async function*` when it may call tools (AsyncPyGenerator, whose
// steps are promises, as an AsyncPyIterator's). `yield` is JS `yield`; `yield from` delegates
// with `yield*` to the runtime's PEP 380 loop. An `async def` that yields is an async generator
// (PyAsyncGen, stepped by `async for`, `__anext__`, `asend`, ...) around an `async function*`.

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import { expr } from "./emit-entries.js";
import type { Scope } from "./scope.js";

/**
 * The JS function for a generator `def` (the inner one is `$fNg`, so `$fN` inside it still
 * names the outer function, for recursive calls): `decl` (the body's declarations) and `code` run
 * inside the JS generator; a StopIteration escaping the body is a RuntimeError (PEP 479).
 */
export function generatorShell(cx: Emitter, scope: Scope, idx: number, params: string[], decl: string, code: string): string {
  const make = cx.h(scope.node.kind === "AsyncFunctionDef" ? "makeAsyncGen" : scope.isAsync ? "makeAsyncGenerator" : "makeGenerator");
  const kind = scope.isAsync ? "async function*" : "function*";
  const names = `${JSON.stringify(scope.name)}, ${JSON.stringify(scope.qualname)}`;
  const stop = cx.h(scope.node.kind === "AsyncFunctionDef" ? "asyncGeneratorStop" : "generatorStop");
  const guarded = `try {\n${code}\n} catch ($e) { throw ${stop}($e); }`;
  return `function $f${idx}(${params.join(", ")}) { return ${make}((${kind} $f${idx}g() {${decl}\n${guarded}\n})(), ${names}); }`;
}

export function yieldExpr(cx: Emitter, e: A.Yield): string {
  return cx.resumed(e.value ? expr(cx, e.value) : "null", (v) => `(yield ${v})`);
}

export function yieldFromExpr(cx: Emitter, e: A.YieldFrom): string {
  const delegate = cx.fn.isAsync ? cx.h("yieldFromAsync") : cx.h("yieldFrom");
  return cx.resumed(`${delegate}(${expr(cx, e.value)})`, (v) => `(yield* ${v})`);
}
