// Argument checks for `for i in range(...)` compiled as a counting loop: the same TypeError and
// ValueError as calling range() itself.

import { E, isInt, normInt, raise, typeOf } from "../values/index.js";

/** A range bound: an int (bools count as ints), as a JS number when it fits. */
export function rangeInt(x: any): number | bigint {
  if (typeof x === "number") return x;
  if (typeof x === "boolean") return x ? 1 : 0;
  if (isInt(x)) return normInt(x);
  return raise(E.TypeError, `'${typeOf(x).name}' object cannot be interpreted as an integer`);
}

export function rangeStep(x: any): number | bigint {
  const step = rangeInt(x);
  if (step === 0) raise(E.ValueError, "range() arg 3 must not be zero");
  return step;
}
