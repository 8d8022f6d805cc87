// Method call sites with up to two positional arguments and no keywords or unpacking
// (`s.upper()`, `xs.append(x)`, `d.get(k, 0)`): one caller per method name and argument count,
// made once per program, calls the method body of an exact str, list or dict directly (see
// `$fixed` in guest/values/callable.ts) and leaves every other receiver to `callMethod`, so
// both paths run the same body with the same arguments. Where the arguments are names or
// literals the emitted code tests for a str itself and calls `strMethodCaller`'s function.
import { T, callMethod, type PyFunction } from "../values/index.js";
import type { FixedCall } from "../values/fixed-call.js";
import type { PyType } from "../values/type.js";

export type MethodCaller = (obj: any, a?: any, b?: any) => any;

/** `t`'s instance method `name` called with `arity` arguments, or null for the generic path. */
function direct(t: PyType, name: string, arity: number): FixedCall | null {
  const m: PyFunction | undefined = t.lookup(name);
  if (m === undefined || m.$classmethod || t.lookupProperty(name) !== undefined) return null;
  return m.$fixed?.(arity) ?? null;
}

/** The call through callMethod, for any receiver. */
function genericCaller(name: string, arity: number): MethodCaller {
  return (obj, a, b) => callMethod(obj, name, arity === 0 ? [] : arity === 1 ? [a] : [a, b]);
}

/** `arity` is 0, 1 or 2 (the transpiler emits no other). */
export function methodCaller(name: string, arity: number): MethodCaller {
  const s = direct(T.str, name, arity);
  const l = direct(T.list, name, arity);
  const d = direct(T.dict, name, arity);
  const generic = genericCaller(name, arity);
  const list = T.list;
  const dict = T.dict;
  return (obj, a, b) => {
    if (typeof obj === "string") {
      if (s !== null) return s(obj, a, b);
    } else if (typeof obj === "object" && obj !== null) {
      // Exact types only (PyList / PyDict carry them on the prototype): a subclass may override.
      const t = obj.$type;
      if (t === list) {
        if (l !== null) return l(obj, a, b);
      } else if (t === dict && d !== null) return d(obj, a, b);
    }
    return generic(obj, a, b);
  };
}

/** The call for a receiver already known to be a str: str's method itself, else the generic path. */
export function strMethodCaller(name: string, arity: number): MethodCaller {
  return direct(T.str, name, arity) ?? genericCaller(name, arity);
}
