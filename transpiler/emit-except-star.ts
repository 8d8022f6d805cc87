// `except*` clauses (PEP 654), driven by guest/runtime/except-star.ts: the caught exception is
// split clause by clause; each clause that matched runs once with its part bound (a bare
// `raise` re-raises that part); whatever remains or was raised is raised together at the end.

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import { body, expr } from "./emit-entries.js";

export function starHandlers(cx: Emitter, hs: A.ExceptHandler[]): string {
  const e = cx.label().replace("$L", "$e");
  const st = cx.fn.tmp();
  const clauses = hs.map((h) => {
    const m = cx.fn.tmp();
    const x = cx.label().replace("$L", "$x");
    cx.fn.handlers.push(m);
    let inner: string;
    try {
      inner = body(cx, h.body, false);
    } finally {
      cx.fn.handlers.pop();
    }
    const name = h.name ? cx.varName(cx.resolve(h.name).v) : null;
    const run = name ? `${name} = ${m};\n${inner}` : inner;
    const unbind = name ? ` finally { ${name} = undefined; }` : "";
    const raised = `${cx.h("starRaised")}(${st}, ${cx.h("chain")}(${cx.h("toPyExc")}(${x}), ${m}))`;
    // A bare `except*:` is a syntax error, so every clause names its types.
    return `${cx.mark(h)}if ((${m} = ${cx.h("starMatch")}(${st}, ${expr(cx, h.type!)})) !== null) try {\n${run}\n} catch (${x}) { ${raised}; }${unbind}`;
  });
  const x = cx.label().replace("$L", "$x");
  return (
    `catch (${e}) {\n${e} = ${cx.h("toPyExc")}(${e});\n${st} = ${cx.h("starBegin")}(${e});\n` +
    `try {\n${clauses.join("\n")}\n} catch (${x}) { throw ${cx.h("chain")}(${x}, ${e}); }\n${cx.h("starEnd")}(${st});\n}`
  );
}
