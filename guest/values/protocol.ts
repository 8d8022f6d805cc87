// Truth value and len() of every guest value, as CPython's __bool__/__len__ of the builtins.
import { E, raise } from "./exceptions.js";
import { typeName } from "./type.js";
import { PyFloat } from "./float.js";
import { PyDictView } from "./dict.js";
import { PySet } from "./set.js";
import { PyRange } from "./range.js";
import { PyBytes } from "./bytes.js";
import { strLen } from "./str.js";
import { DICT, SEQ } from "./type-marks.js";
import type { Int } from "./int.js";

/** bool(x). Objects may supply `$bool()` or `$len()`. */
export function truthy(x: any): boolean {
  // Objects first: the emitted code tests bools and ints itself before it calls this.
  if (typeof x === "object") return x !== null && objectTruth(x);
  switch (typeof x) {
    case "string":
      return x.length !== 0;
    case "boolean":
      return x;
    case "number":
      return x !== 0;
    case "bigint":
      return x !== 0n;
    case "undefined":
      return false;
  }
  return true;
}

// The commonest kinds first (each instanceof walks a prototype chain in QuickJS); no class that
// defines $bool is any of the builtin ones tested here, so its place in the order changes nothing.
function objectTruth(x: any): boolean {
  // By the marks (a list or tuple, a dict): a script's subclass of list or dict has none (its `$bool` answers).
  if (x.$seq === SEQ) return x.items.length !== 0;
  if (x.$dict === DICT) return x.size !== 0;
  if (x instanceof PyFloat) return x.v !== 0;
  if (typeof x.$bool === "function") return x.$bool();
  if (x instanceof PySet) return x.size !== 0;
  if (x instanceof PyRange) return x.length != 0;
  if (x instanceof PyBytes) return x.b.length !== 0;
  if (x instanceof PyDictView) return x.dict.size !== 0;
  if (typeof x.$len === "function") return x.$len() !== 0;
  return true;
}

/** The builtin len(x): exact for a range longer than 2**53 (a bigint, up to sys.maxsize).
 *  TypeError "object of type 'int' has no len()". Objects may supply `$len()`. */
export function lenInt(x: any): Int {
  if (typeof x === "string") return strLen(x);
  if (x?.$seq === SEQ) return x.items.length;
  if (x?.$dict === DICT || x instanceof PySet) return x.size;
  if (x instanceof PyRange) return x.len();
  if (x instanceof PyBytes) return x.b.length;
  if (x instanceof PyDictView) return x.dict.size;
  if (x !== null && typeof x === "object" && typeof x.$len === "function") return x.$len();
  return raise(E.TypeError, `object of type '${typeName(x)}' has no len()`);
}

/** len(x) for the runtime's own use: a range longer than 2**53 is an OverflowError here
 *  (CPython's ssize_t conversion, past 2**63 - 1, for the builtin: lenInt). */
export function len(x: any): number {
  const n = lenInt(x);
  return typeof n === "bigint" ? raise(E.OverflowError, "Python int too large to convert to C ssize_t") : n;
}
