// Method call sites with up to two positional arguments and no keywords or unpacking
// (`s.upper()`, `xs.append(x)`, `d.get(k, 0)`): one caller per method name and argument count,
// made once per program, calls the method body of an exact str, list or dict directly (see
// `$fixed` in guest/values/callable.ts), remembers the method of the last other builtin type
// it met (a compiled pattern's `search` in a loop over lines), and leaves every other receiver
// to `callMethod`, so all paths run the same body with the same arguments. Where the arguments
// are names or literals the emitted code tests for a str itself and calls `strMethodCaller`'s function.
import { PyInstance, PyModule, T, bindsToInstance, callMethod, prependItem, type PyFunction } from "../values/index.js";
import type { FixedCall } from "../values/fixed-call.js";
import { PyType, epoch } from "../values/type.js";

export type MethodCaller = (obj: any, a?: any, b?: any) => any;

/** `t`'s instance method `name` called with `arity` arguments, or null for the generic path. */
function direct(t: PyType, name: string, arity: number): FixedCall | null {
  const m: PyFunction | null | undefined = t.lookup(name);
  // null: `__hash__ = None` (dict's, list's).
  if (m === undefined || m === null || m.$classmethod || t.lookupProperty(name) !== undefined) return null;
  return m.$fixed?.(arity) ?? null;
}

type DirectCalls = readonly [str: FixedCall | null, list: FixedCall | null, dict: FixedCall | null];

// Builtin types' methods never change (a script cannot set their attributes), so the direct calls
// of a name and arity are made once and shared by every call site; preloadMethodCalls makes those
// of every str, list and dict method, so a snapshot holds them and a flow's callers only look up.
const directCalls = new Map<string, DirectCalls>();

function directOf(name: string, arity: number): DirectCalls {
  const key = arity + name;
  let calls = directCalls.get(key);
  if (calls === undefined) directCalls.set(key, (calls = [direct(T.str, name, arity), direct(T.list, name, arity), direct(T.dict, name, arity)]));
  return calls;
}

/** The direct calls of every str, list and dict method with 0, 1 or 2 arguments, made now. */
export function preloadMethodCalls(): void {
  for (const t of [T.str, T.list, T.dict]) for (const name of t.methods.keys()) for (let arity = 0; arity <= 2; arity++) directOf(name, arity);
}

/** The call through callMethod, for any receiver. */
function genericCaller(name: string, arity: number): MethodCaller {
  return (obj, a, b) => callMethod(obj, name, arity === 0 ? [] : arity === 1 ? [a] : [a, b]);
}

/** `arity` is 0, 1 or 2 (the transpiler emits no other). */
export function methodCaller(name: string, arity: number): MethodCaller {
  const [s, l, d] = directOf(name, arity);
  const generic = genericCaller(name, arity);
  const list = T.list;
  const dict = T.dict;
  // The last other receiver type this site resolved, and its call.
  let seen: PyType | null = null;
  let seenCall: MethodCaller = generic;
  // The last script's class of a receiver here, its plain method (or null) and the namespace
  // epoch it was found at (a class may change at any time).
  let user: PyType | null = null;
  let userAt = -1;
  let userMethod: PyFunction | null = null;
  return (obj, a, b) => {
    // The type first, without typeof's string compares (~30 ns each in QuickJS): a str, None or
    // number has no `$type` (primitives read their prototypes'), and `seen` is only ever an
    // object's. Exact types only (PyList / PyDict carry them on the prototype): a subclass may override.
    const t = obj?.$type;
    let m: PyFunction | null = null;
    // The class kept first: only instances of a script's class (PyInstances) ever set `user`.
    if (t === user && userAt === epoch) m = userMethod;
    else if (t === list) {
      if (l !== null) return l(obj, a, b);
    } else if (t === dict) {
      if (d !== null) return d(obj, a, b);
    } else if (t === seen) return seenCall(obj, a, b);
    else if (typeof obj === "string") {
      if (s !== null) return s(obj, a, b);
    } else if (typeof obj === "object" && obj !== null) {
      if (obj instanceof PyInstance) {
        user = t;
        userAt = epoch;
        m = userMethod = classMethod(t, name);
      } else {
        const call = builtinTypeCall(obj, t, name, arity);
        if (call !== null) {
          seen = t;
          seenCall = call;
          return call(obj, a, b);
        }
      }
    }
    if (m !== null && obj.$getAttr === PLAIN_ATTR_HOOK && obj.attrs[name] === undefined) {
      // A def taking self and exactly these: its body itself (no rest array, no binder).
      const raw = m.$arity === arity + 1 ? m.$raw! : null;
      if (raw !== null) return arity === 0 ? raw(obj) : arity === 1 ? raw(obj, a) : raw(obj, a, b);
      return arity === 0 ? m(obj) : arity === 1 ? m(obj, a) : m(obj, a, b);
    }
    return generic(obj, a, b);
  };
}

/**
 * `obj.name(*pos, **kw)` as emitted code calls it (the program's `callMethod`): a script's
 * instance's plain method called with `obj` first, without the bound method getattr would make
 * and callPy's dispatch (methodCaller's path, for calls that have keywords or starred arguments);
 * anything else as callMethod calls it.
 */
export function scriptCallMethod(obj: any, name: string, pos: any[], kw?: Record<string, any>): any {
  if (obj instanceof PyInstance) {
    const m = instanceMethod(obj, obj.$type, name);
    if (m !== null && m.$kw !== undefined) return m.$kw(prependItem(obj, pos), kw ?? {});
  }
  return callMethod(obj, name, pos, kw);
}

// A subclass's own attribute hook (an enum member's name, value and mixin's methods) has its say.
const PLAIN_ATTR_HOOK = PyInstance.prototype.$getAttr;

/**
 * The function a script's instance `obj.name(...)` calls with `obj` first, or null for the generic
 * path: what instanceGetAttr and the bound method it makes come to when the class's attribute is
 * a function (no classmethod) and the instance has no attribute of that name (CPython's
 * LOAD_METHOD), for an instance without an attribute hook of its own. Looked up at every call: a
 * script may change its classes at any time.
 */
function instanceMethod(obj: PyInstance, t: PyType, name: string): PyFunction | null {
  return obj.$getAttr === PLAIN_ATTR_HOOK && obj.attrs[name] === undefined ? classMethod(t, name) : null;
}

/** The class's attribute when it is a function that binds to the instance (no classmethod), else null. */
function classMethod(t: PyType, name: string): PyFunction | null {
  const m = t.lookupCached(name);
  return typeof m === "function" && m.$classmethod !== true && bindsToInstance(m) ? m : null;
}

/**
 * The call `callMethod` makes for `obj`, when it holds for every receiver of `obj`'s type: a
 * builtin type (its methods are fixed; a script's class may change), and an object that is no
 * module, type or object with attributes of its own ($getAttr), which only their class makes.
 * Null otherwise.
 */
function builtinTypeCall(obj: any, t: unknown, name: string, arity: number): MethodCaller | null {
  if (!(t instanceof PyType) || t.user || obj instanceof PyModule || obj instanceof PyType || typeof obj.$getAttr === "function") return null;
  const m: PyFunction | null | undefined = t.lookup(name);
  if (m === undefined || m === null || m.$classmethod || t.lookupProperty(name) !== undefined) return null;
  // Without arguments a fixed call may be the bare body, which skips the recovery a lazy async
  // iterator receiver needs (fixedCall): those go through $method.
  const fixed = arity > 0 ? m.$fixed?.(arity) : null;
  if (fixed) return fixed;
  const method = m.$method;
  if (method === undefined) return null;
  return arity === 0 ? (o) => method(o, []) : arity === 1 ? (o, x) => method(o, [x]) : (o, x, y) => method(o, [x, y]);
}

/** The call for a receiver already known to be a str: str's method itself, else the generic path. */
export function strMethodCaller(name: string, arity: number): MethodCaller {
  return directOf(name, arity)[0] ?? genericCaller(name, arity);
}
