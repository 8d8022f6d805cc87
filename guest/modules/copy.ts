// The `copy` module: copy (each container's own copy, so defaultdict/Counter/deque keep their
// kind) and deepcopy (with a memo, so shared and cyclic structure is copied once, as CPython's).
// Other objects may supply `$copy()` / `$deepcopy(memo)`; the script's instances, exceptions and
// methods are copied as CPython's reductions copy them (copy-objects.ts); the rest are treated
// as immutable and returned as they are. deepcopy counts the frames CPython's copy.py would be
// at (frames.ts), so a structure too deep for CPython raises its RecursionError here too.

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
import { Memo, copyObject, deepcopyObject, type Deep } from "./copy-objects.js";
import { frames } from "./copy-frames.js";

export { Memo };

interface Copyable {
  $copy?(): unknown;
  $deepcopy?(memo: Memo, deep: Deep): unknown;
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

/** deepcopy(x, memo) as the copy.py frame at CPython depth `d` runs it. */
/** How a reduction (_reconstruct at d + 1) copies its parts: at d + 2, its args from a generator
 *  expression there (d + 3). Made only where a reduction needs it, not per element. */
function partsAt(d: number): Deep {
  return (v, m, inGenerator) => (inGenerator ? (frames.push(d + 2), deepcopy(v, m, d + 3)) : deepcopy(v, m, d + 2));
}

export function deepcopy(x: unknown, memo: Memo, d: number): unknown {
  frames.push(d);
  frames.call(d);
  // A function goes on (a method binds to its object's copy); a float, the commonest atomic
  // object, skips the tests below.
  if (typeof x !== "object") {
    if (typeof x !== "function") return x;
  } else if (x === null || x instanceof PyFloat) return x;
  let y = memo.get(x);
  if (y !== undefined) return y;
  const scripts = typeOf(x).user;
  if (x instanceof PyList && !scripts) {
    frames.call(d + 1);
    const out = new PyList([]);
    memo.set(x, out);
    for (const v of x.items) out.items.push(deepcopy(v, memo, d + 2));
    return out;
  }
  if (x instanceof PyTuple) {
    // _deepcopy_tuple's list comprehension is a frame of its own.
    frames.push(d + 2);
    const items = x.items.map((v) => deepcopy(v, memo, d + 3));
    // A tuple reached again while copying its items was copied by then.
    const again = memo.get(x);
    if (again !== undefined) return again;
    // A namedtuple's copy is one of its class (a JS subclass of PyTuple).
    y = items.every((v, i) => v === x.items[i]) ? x : new (x.constructor as new (items: unknown[]) => PyTuple)(items);
  } else if (x instanceof PyDict && !scripts) {
    const out = x.constructor === PyDict ? new PyDict() : (callMethod(x, "copy", []) as PyDict);
    out.clear();
    frames.call(d + 1);
    memo.set(x, out);
    for (const [k, v] of x.entries()) out.set(deepcopy(k, memo, d + 2), deepcopy(v, memo, d + 2));
    return out;
  } else if (x instanceof PySet) {
    // set.__reduce_ex__: (set, ([items],)); _reconstruct copies that list from its generator
    // expression (a list frame at d + 4), whose items come at d + 5.
    frames.reducedList(d);
    y = setFrom(new PyList(x.values().map((v) => deepcopy(v, memo, d + 5))), x.frozen);
  } else if (typeof (x as Copyable).$deepcopy === "function") {
    y = (x as Copyable).$deepcopy!(memo, partsAt(d));
  } else if (typeOf(x).name === "deque") {
    const out = callMethod(x, "copy", []) as { items: unknown[] };
    memo.set(x, out);
    out.items = (x as { items: unknown[] }).items.map((v) => deepcopy(v, memo, d + 2));
    return out;
  } else {
    y = frames.outside(d, () => deepcopyObject(x, memo, partsAt(d)));
    if (y === undefined) return x;
  }
  memo.set(x, y);
  return y;
}

/** copy.deepcopy called by the script (or by dataclasses.asdict on its behalf). */
export function deepcopyFromScript(x: unknown, memo: Memo): unknown {
  return frames.from(() => deepcopy(x, memo, frames.entry()));
}

export function copyModule(): PyModule {
  return new PyModule("copy", {
    copy: pyDef("copy", "x", copy),
    deepcopy: pyDef("deepcopy", "x, memo=None", (x: unknown, memo: unknown) => {
      if (memo !== null && !(memo instanceof PyDict)) raise(E.TypeError, `'${typeName(memo)}' object is not subscriptable`);
      return deepcopyFromScript(x, Memo.of(memo));
    }),
    Error: ErrorType,
    error: ErrorType,
  });
}
