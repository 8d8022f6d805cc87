// The `copy` module: copy (each container's own copy, so defaultdict/Counter/deque keep their
// kind) and deepcopy (with a memo, so shared and cyclic structure is copied once, as CPython's).
// Other objects may supply `$copy()` / `$deepcopy(memo)`; the script's instances, exceptions and
// methods are copied as CPython's reductions copy them (copy-objects.ts); the rest are treated
// as immutable and returned as they are.

import {
  E,
  PyDict,
  PyFloat,
  PyList,
  PyModule,
  PySet,
  PyTuple,
  callMethod,
  newExceptionType,
  pyDef,
  raise,
  setFrom,
  typeName,
  typeOf,
} from "../values/index.js";
import { Memo, copyObject, deepcopyObject } from "./copy-objects.js";

export { Memo };

interface Copyable {
  $copy?(): unknown;
  $deepcopy?(memo: Memo, deep: (x: unknown, memo: Memo) => unknown): unknown;
}

const ErrorType = newExceptionType("Error", [E.Exception], "copy");

function copy(x: unknown): unknown {
  // A script's subclass of list or dict is copied as its other objects are (copy-objects.ts).
  if (((x instanceof PyList || x instanceof PyDict) && !typeOf(x).user) || (x instanceof PySet && !x.frozen)) return callMethod(x, "copy", []);
  if (x !== null && typeof x === "object") {
    const c = x as Copyable;
    if (typeof c.$copy === "function") return c.$copy();
    if (typeOf(x).name === "deque") return callMethod(x, "copy", []);
  }
  if (x === null || (typeof x !== "object" && typeof x !== "function")) return x;
  const y = copyObject(x);
  return y === undefined ? x : y;
}

export function deepcopy(x: unknown, memo: Memo): unknown {
  // A function goes on (a method binds to its object's copy); a float, the commonest atomic
  // object, skips the tests below.
  if (typeof x !== "object") {
    if (typeof x !== "function") return x;
  } else if (x === null || x instanceof PyFloat) return x;
  let y = memo.get(x);
  if (y !== undefined) return y;
  const scripts = typeOf(x).user;
  if (x instanceof PyList && !scripts) {
    const out = new PyList([]);
    memo.set(x, out);
    for (const v of x.items) out.items.push(deepcopy(v, memo));
    return out;
  }
  if (x instanceof PyTuple) {
    const items = x.items.map((v) => deepcopy(v, memo));
    // A tuple reached again while copying its items was copied by then.
    const again = memo.get(x);
    if (again !== undefined) return again;
    // A namedtuple's copy is one of its class (a JS subclass of PyTuple).
    y = items.every((v, i) => v === x.items[i]) ? x : new (x.constructor as new (items: unknown[]) => PyTuple)(items);
  } else if (x instanceof PyDict && !scripts) {
    const out = x.constructor === PyDict ? new PyDict() : (callMethod(x, "copy", []) as PyDict);
    out.clear();
    memo.set(x, out);
    for (const [k, v] of x.entries()) out.set(deepcopy(k, memo), deepcopy(v, memo));
    return out;
  } else if (x instanceof PySet) {
    y = setFrom(new PyList(x.values().map((v) => deepcopy(v, memo))), x.frozen);
  } else if (typeof (x as Copyable).$deepcopy === "function") {
    y = (x as Copyable).$deepcopy!(memo, deepcopy);
  } else if (typeOf(x).name === "deque") {
    const out = callMethod(x, "copy", []) as { items: unknown[] };
    memo.set(x, out);
    out.items = (x as { items: unknown[] }).items.map((v) => deepcopy(v, memo));
    return out;
  } else {
    y = deepcopyObject(x, memo, deepcopy);
    if (y === undefined) return x;
  }
  memo.set(x, y);
  return y;
}

export function copyModule(): PyModule {
  return new PyModule("copy", {
    copy: pyDef("copy", "x", copy),
    deepcopy: pyDef("deepcopy", "x, memo=None", (x: unknown, memo: unknown) => {
      if (memo !== null && !(memo instanceof PyDict)) raise(E.TypeError, `'${typeName(memo)}' object is not subscriptable`);
      return deepcopy(x, Memo.of(memo));
    }),
    Error: ErrorType,
    error: ErrorType,
  });
}
