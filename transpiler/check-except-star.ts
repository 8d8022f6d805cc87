// CPython's compile error for `break`, `continue` and `return` that would leave an `except*`
// clause (a loop or function nested inside the clause may use them).

import type * as A from "./ast.js";
import { childBlocks } from "./scope.js";
import { walk } from "./walk.js";
import { PySyntaxError } from "./syntax-error.js";

const MESSAGE = "'break', 'continue' and 'return' cannot appear in an except* block";

function exits(stmts: A.Stmt[], inLoop: boolean, found: PySyntaxError[]): void {
  for (const s of stmts) {
    if (s.kind === "Return") {
      const at = s.value ?? s;
      found.push(new PySyntaxError(MESSAGE, at.line, at.col));
    } else if ((s.kind === "Break" || s.kind === "Continue") && !inLoop) {
      found.push(new PySyntaxError(MESSAGE, s.line, s.col));
    } else if (s.kind === "For" || s.kind === "AsyncFor" || s.kind === "While") {
      exits(s.body, true, found);
      exits(s.orelse, inLoop, found);
    } else {
      for (const b of childBlocks(s)) exits(b, inLoop, found);
    }
  }
}

export function exceptStarErrors(module: A.Module): PySyntaxError[] {
  const found: PySyntaxError[] = [];
  walk(module, (n) => {
    if (n.kind === "TryStar") for (const h of n.handlers) exits(h.body, false, found);
  });
  return found;
}
