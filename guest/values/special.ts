// Special methods ("dunders") of classes a script defines: found on the value's type, as CPython
// looks them up (never on the instance), and called with the value first. A special method that
// calls a tool returns a promise: only call sites the transpiler marked as able to wait accept
// one (awaitable()); every other caller raises a TypeError that says so.
import { E, raise } from "./exceptions.js";
import { typeOf, type PyType } from "./type.js";

/** The method `name` a script's class defines (or inherits from another such class) for `x`'s
 *  type; undefined for builtin types and for object's defaults. */
export function specialMethod(x: any, name: string): any {
  const t = typeOf(x);
  return t.user ? typeSpecial(t, name) : undefined;
}

/** `name` along `t`'s MRO unless it is one of object's own defaults; null when set to None. */
export function typeSpecial(t: PyType, name: string): any {
  const m = t.lookup(name);
  return m === undefined || (m !== null && m.$objectDefault === true) ? undefined : m;
}

/** Set while a call site that awaits its result runs an operation (see awaitable). */
let promiseAccepted = false;

/** Calls special method `m` on `self`. A promise (the method calls a tool) is returned only
 *  where the caller can wait for it. */
export function callSpecial(m: any, self: any, args: any[], name: string): any {
  const accepted = promiseAccepted;
  promiseAccepted = false;
  let r: any;
  try {
    r = typeof m === "function" ? m(self, ...args) : notCallable(m);
  } finally {
    promiseAccepted = accepted;
  }
  if (r instanceof Promise && !accepted) {
    r.catch(() => undefined);
    raise(E.TypeError, `${typeOf(self).name}.${name}() calls a tool, and this operation cannot wait for it; call the method directly`);
  }
  return r;
}

function notCallable(m: any): never {
  return raise(E.TypeError, `'${typeOf(m).name}' object is not callable`);
}

/** `op(...args)` for an operator, attribute read or builtin call the script wrote in code that
 *  awaits its value (transpiler/emit-expr.ts): a special method calling a tool may hand back
 *  its promise. */
export function accepting(op: (...args: any[]) => any, ...args: any[]): any {
  const accepted = promiseAccepted;
  promiseAccepted = true;
  try {
    return op(...args);
  } finally {
    promiseAccepted = accepted;
  }
}
