// How the logging module's classes are built: each is the class logging/__init__.py defines (a
// UserType), so a script may derive from it and override any method, and what logging calls on
// its objects goes through attribute lookup, as CPython's `self.emit(record)` does.

import { E, PyType, T, UserType, callMethod, callPy, contains, getAttr, pyDef, raise, setUserAttr, typeName } from "../../values/index.js";

export type Method = readonly [params: string, impl: (...args: any[]) => any];

/** `class name(*bases)` of module logging: its methods (errors name them `Class.method`) and class attributes. */
export function loggingClass(name: string, bases: PyType[], methods: Record<string, Method>, attrs: Record<string, unknown> = {}): UserType {
  const t = new UserType(name, name, bases.length ? bases : [T.object], [], "logging");
  for (const [m, [params, impl]] of Object.entries(methods)) t.methods.set(m, pyDef(`${name}.${m}`, params, impl));
  for (const [k, v] of Object.entries(attrs)) t.methods.set(k, v);
  return t;
}

/** `obj.name = value`, through a property or a script's `__setattr__` as in CPython. */
export const setAttr = setUserAttr;

/** A method doing `self.<list>.append(x)` unless the list holds `x` (addFilter, addHandler). */
export function addsTo(list: string): Method[1] {
  return (self: unknown, x: unknown) => {
    const items = getAttr(self, list);
    if (!contains(items, x)) callMethod(items, "append", [x]);
    return null;
  };
}

/** A method doing `self.<list>.remove(x)` if the list holds `x` (removeFilter, removeHandler). */
export function removesFrom(list: string): Method[1] {
  return (self: unknown, x: unknown) => {
    const items = getAttr(self, list);
    if (contains(items, x)) callMethod(items, "remove", [x]);
    return null;
  };
}

/** `obj.name(*pos, **kw)` for a method a script may override. */
export function call(obj: unknown, name: string, pos: unknown[], kw?: Record<string, unknown>): any {
  return settled(callMethod(obj, name, pos, kw), () => `${typeName(obj)}.${name}()`);
}

/** `f(*pos)` for a callable a script gives (a filter function, a record factory). */
export function callValue(f: unknown, pos: unknown[], who: string): any {
  return settled(callPy(f, pos), () => who);
}

/** `r`, unless it is the promise of a script's code that called a tool: logging cannot wait for it. */
function settled<R>(r: R, who: () => string): R {
  if (r instanceof Promise) {
    r.catch(() => undefined);
    raise(E.TypeError, `${who()} calls a tool, and logging cannot wait for it; call the tool before logging`);
  }
  return r;
}
