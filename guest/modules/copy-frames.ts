// The frames CPython's copy.py would be at while deepcopy walks a structure, so a structure too
// deep for CPython's recursion limit raises its RecursionError here too, at the same depth and
// with the same message: a Python frame pushed past the limit says "maximum recursion depth
// exceeded"; a C call (id(x), memo[...]) from a frame at the limit adds "while calling a Python
// object". deepcopy (copy.ts) at depth d calls id(x); _deepcopy_list/_deepcopy_dict run at
// d + 1 and copy items at d + 2; _deepcopy_tuple's comprehension is at d + 2 and copies at
// d + 3; a reduction's _reconstruct runs at d + 1 and copies its state at d + 2, its args from
// a generator expression at d + 2 (so at d + 3).

import { E, getRecursionLimit, raise, recursionDepth } from "../values/index.js";

let limit = 1000;
/** copy.py's frames the emitted code does not count, while a script's method runs inside a
 *  deepcopy (its `__deepcopy__`, `__reduce_ex__`, `__setstate__`). */
let extra = 0;

export const frames = {
  /** A C call from the frame at depth d. */
  call(d: number): void {
    if (d >= limit) raise(E.RecursionError, "maximum recursion depth exceeded while calling a Python object");
  },

  /** A Python frame pushed at depth d. */
  push(d: number): void {
    if (d > limit) raise(E.RecursionError, "maximum recursion depth exceeded");
  },

  /** A set's reduction at d, `(set, ([items],))`: _reconstruct's generator expression at d + 2
   *  copies the list at d + 3 (_deepcopy_list at d + 4), whose items come at d + 5. */
  reducedList(d: number): void {
    frames.push(d + 2);
    frames.push(d + 3);
    frames.call(d + 3);
    frames.call(d + 4);
  },

  /** The depth of a copy.deepcopy frame the script calls: recursionDepth() is the caller's
   *  frame depth plus one, as sys.setrecursionlimit counts it. */
  entry(): number {
    return recursionDepth() + extra;
  },

  /** A copy.deepcopy call from the script: the limit as sys.setrecursionlimit left it. */
  from<T>(run: () => T): T {
    limit = getRecursionLimit();
    return run();
  },

  /** Runs what may call the script's methods from the deepcopy frame at depth d: a deepcopy they
   *  call starts below copy.py's frames. */
  outside<T>(d: number, run: () => T): T {
    const saved = extra;
    extra = d + 1 - recursionDepth();
    try {
      return run();
    } finally {
      extra = saved;
    }
  },
};
