// DictIterator: iteration over a dict's keys, values or items with CPython's checks for a dict
// changed mid-iteration.
import { E, raise } from "./exceptions.js";
import { type PyType } from "./type.js";
import { PyTuple } from "./tuple.js";
import { PyIterator, STOP } from "./iterator.js";
import type { DictViewKind, PyDict } from "./dict.js";

/** Iterates a dict's keys, values or items, raising as CPython when its size or keys change
 *  mid-iteration. */
export class DictIterator extends PyIterator {
  private readonly vals: Map<any, any>;
  private readonly it: Iterator<any>;
  private readonly size: number;
  private left: number;
  private done = false;
  constructor(
    private readonly dict: PyDict,
    private readonly kind: DictViewKind,
    type: PyType,
  ) {
    super(type);
    const vals = (this.vals = dict.vals);
    this.it = kind === "values" ? vals.values() : kind === "keys" ? vals.keys() : vals.entries();
    this.size = vals.size;
    this.left = vals.size;
  }
  next(): any {
    if (this.done) return STOP;
    if (this.vals.size !== this.size) {
      this.done = true;
      raise(E.RuntimeError, "dictionary changed size during iteration");
    }
    const r = this.it.next();
    if (r.done) {
      this.done = true;
      return STOP;
    }
    // Same size but more entries than it started with: keys were deleted and added.
    if (this.left-- === 0) {
      this.done = true;
      raise(E.RuntimeError, "dictionary keys changed during iteration");
    }
    const kind = this.kind;
    if (kind === "keys") return this.dict.origKeys === null ? r.value : this.dict.keyOf(r.value);
    if (kind === "values") return r.value;
    return new PyTuple([this.dict.keyOf(r.value[0]), r.value[1]]);
  }
}
