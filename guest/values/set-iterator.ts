// SetIterator: setiter_iternext, a position in the set's live table (made when iteration
// starts), raising as CPython when the set's size changes mid-iteration.
import { E, raise } from "./exceptions.js";
import { T } from "./type.js";
import { PyIterator, STOP } from "./iterator.js";
import type { PySet } from "./set.js";
import { DUMMY } from "./set-table.js";

export class SetIterator extends PyIterator {
  private readonly size: number;
  private pos = 0;
  constructor(private readonly set: PySet) {
    super(T.set_iterator);
    this.size = set.size;
  }
  next(): any {
    const pos = this.pos;
    if (pos < 0) return STOP;
    const set = this.set;
    if (set.size !== this.size) {
      this.pos = -1;
      raise(E.RuntimeError, "Set changed size during iteration");
    }
    // The table of now: clear() and a later add make a new one, as CPython's iterator sees.
    const keys = set.made().keys;
    for (let s = pos; s < keys.length; s++) {
      const k = keys[s];
      if (k !== undefined && k !== DUMMY) {
        this.pos = s + 1;
        return k;
      }
    }
    this.pos = -1;
    return STOP;
  }
}
