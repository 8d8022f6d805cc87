// `with` and `async with`: each item becomes a try/catch/finally around the rest (items nest as
// CPython's do), driven by guest/runtime/with.ts:
//   $cm = withEnter(mgr);              // __exit__ looked up, __enter__ called
//   try { target = $cm.value; body }
//   catch ($e) { $e = toPyExc($e); if (!withExit($cm, $e)) throw $e; }   // __exit__(type, e, None)
//   finally { withDone($cm); }         // __exit__(None, None, None) unless the body raised
// In code that may suspend, each protocol call's result is awaited when it is a promise (for
// `async with`, a coroutine is started first, as `await` does).

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import { body, expr } from "./emit-entries.js";
import { assign } from "./emit-target.js";
import { keepHandled, unseen } from "./emit-try.js";
import { lineMarker } from "./line-map.js";

/** `code`'s value, awaited when it is a promise in code that may suspend (`async with`: a
 *  coroutine started and awaited as `await` does). */
function settled(cx: Emitter, code: string, isAsync: boolean): string {
  if (isAsync) return cx.awaitedAt(code);
  if (!cx.fn.isAsync) return code;
  const t = cx.fn.tmp();
  return `((${t} = ${code}) instanceof ${cx.h("Promise")} ? ${cx.awaited(t)} : ${t})`;
}

export function withStmt(cx: Emitter, s: A.With | A.AsyncWith): string {
  return item(cx, s, 0);
}

function item(cx: Emitter, s: A.With | A.AsyncWith, i: number): string {
  if (i === s.items.length) return body(cx, s.body, false);
  const isAsync = s.kind === "AsyncWith";
  const { context_expr: mgr, optional_vars: target } = s.items[i];
  const cm = cx.fn.tmp();
  const e = cx.label().replace("$L", "$e");
  const enter = `${cm} = ${cx.h(isAsync ? "asyncWithEnter" : "withEnter")}(${expr(cx, mgr)});`;
  // `__enter__`'s result is awaited before the block starts: when that raises, `__exit__` is not called.
  const waits = isAsync || cx.fn.isAsync;
  const v = waits ? cx.fn.tmp() : "";
  const entered = waits ? `\n${v} = ${settled(cx, `${cm}.value`, isAsync)};` : "";
  const bind = target ? assign(cx, target, waits ? v : `${cm}.value`) : "";
  const inner = item(cx, s, i + 1);
  // __exit__ runs on the `with` line, as in CPython's tracebacks (also where its await fails).
  const after = cx.curLine;
  cx.curLine = s.line;
  // __exit__ runs while the exception is handled (sys.exc_info() in it sees it), as CPython's does.
  const [handled, unhandled] = keepHandled(cx, e);
  cx.fn.handlers.push(e);
  let exit = `if (!${settled(cx, `${cx.h("withExit")}(${cm}, ${e})`, isAsync)}) throw ${e};`;
  cx.fn.handlers.pop();
  if (handled) exit = `${handled}try { ${exit} }${unhandled}`;
  const done = settled(cx, `${cx.h("withDone")}(${cm})`, isAsync);
  cx.curLine = after;
  const at = lineMarker(s.line);
  return (
    `${enter}${entered}\n${unseen(cx)}\ntry {\n${bind}\n${inner}\n} catch (${e}) {${at}\n${e} = ${cx.h("toPyExc")}(${e});\n` +
    `${exit}\n} finally {${at} if (!${cm}.failed) ${done}; }`
  );
}
