// `try/except/else/finally` and `raise`. A caught JS value is first turned into a Python exception
// (`toPyExc`: stack overflow becomes RecursionError; internal errors are rethrown, never caught by
// the script). Exceptions escaping a handler get the handled one as `__context__`.

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import { block, body, expr } from "./emit-entries.js";
import { starHandlers } from "./emit-except-star.js";

export function tryStmt(cx: Emitter, s: A.Try | A.TryStar): string {
  let out: string;
  if (s.handlers.length) {
    const ok = s.orelse.length ? cx.fn.tmp() : null;
    const tryBody = `{\n${body(cx, s.body, false)}${ok ? `\n${ok} = true;` : ""}\n}`;
    out = `try ${tryBody} ${s.kind === "TryStar" ? starHandlers(cx, s.handlers) : handlers(cx, s.handlers)}`;
    if (ok) out = `${ok} = false;\n${out}\nif (${ok}) ${block(cx, s.orelse)}`;
  } else {
    out = block(cx, s.body);
  }
  if (s.finalbody.length) {
    // An exception raised by the finally block while another propagates gets it as __context__.
    const pending = cx.fn.tmp();
    const e = cx.label().replace("$L", "$e");
    const x = cx.label().replace("$L", "$x");
    out = `${pending} = null;\ntry {\n${out}\n} catch (${e}) { ${pending} = ${e}; throw ${e}; } finally { try ${block(cx, s.finalbody)} catch (${x}) { throw ${cx.h("chainPending")}(${x}, ${pending}); } }`;
  }
  return out;
}

function handlers(cx: Emitter, hs: A.ExceptHandler[]): string {
  const e = cx.label().replace("$L", "$e");
  const branches: string[] = [];
  let catchAll = false;
  for (const h of hs) {
    const test = h.type ? `${cx.h("excMatch")}(${e}, ${expr(cx, h.type)})` : null;
    const code = cx.mark(h) + handlerBody(cx, h, e);
    branches.push(test ? `if (${test}) ${code}` : code);
    if (!test) {
      catchAll = true;
      break;
    }
  }
  const dispatch = branches.join(" else ") + (catchAll ? "" : ` else throw ${e};`);
  // Whatever escapes the handlers (matching included) has the handled exception as context.
  const x = cx.label().replace("$L", "$x");
  return `catch (${e}) {\n${e} = ${cx.h("toPyExc")}(${e});\ntry {\n${dispatch}\n} catch (${x}) { throw ${cx.h("chain")}(${x}, ${e}); }\n}`;
}

function handlerBody(cx: Emitter, h: A.ExceptHandler, e: string): string {
  cx.fn.handlers.push(e);
  let inner: string;
  try {
    inner = body(cx, h.body, false);
  } finally {
    cx.fn.handlers.pop();
  }
  if (!h.name) return `{\n${inner}\n}`;
  const v = cx.varName(cx.resolve(h.name).v);
  // `except E as e` unbinds `e` when the handler ends, as CPython does.
  return `{\n${v} = ${e};\ntry {\n${inner}\n} finally { ${v} = undefined; }\n}`;
}

export function raiseStmt(cx: Emitter, s: A.Raise): string {
  if (!s.exc) {
    const active = cx.fn.handlers[cx.fn.handlers.length - 1];
    return active ? `throw ${active};` : `throw ${cx.h("noActiveException")}();`;
  }
  if (s.cause) return `throw ${cx.h("raiseFrom")}(${expr(cx, s.exc)}, ${expr(cx, s.cause)});`;
  return `throw ${cx.h("raiseExc")}(${expr(cx, s.exc)});`;
}
