// CPython's struct sequences (time.struct_time, sys.version_info, sys.float_info): tuples whose
// items are also named attributes, shown as `module.name(field=value, ...)`.

import { PyTuple, PyType, T, builtin, defineMethods, defineProperties, repr } from "../values/index.js";

export interface StructSeq {
  type: PyType;
  make(items: unknown[]): PyTuple;
}

export function structSeq(module: string, name: string, fields: readonly string[], extra: Record<string, (t: PyTuple) => unknown> = {}): StructSeq {
  const type = new PyType(name, [T.tuple], module);
  type.tpName = `${module}.${name}`;
  class Seq extends PyTuple {
    $repr(): string {
      return `${module}.${name}(${fields.map((f, i) => `${f}=${repr(this.items[i])}`).join(", ")})`;
    }
  }
  Object.defineProperty(Seq.prototype, "$type", { value: type });
  defineProperties(type, { ...Object.fromEntries(fields.map((f, i) => [f, (t: PyTuple) => t.items[i]])), ...extra });
  // Its __new__ takes one sequence, so the arguments that rebuild it wrap the values once more.
  defineMethods(type, { __getnewargs__: builtin("__getnewargs__", "self, /", (t: PyTuple) => new PyTuple([new PyTuple(t.items)])) });
  return { type, make: (items) => new Seq(items) };
}
