// PyTuple: the immutable Python tuple; `items` never changes after construction.
import { T } from "./type.js";
import { SEQ } from "./type-marks.js";

export class PyTuple {
  constructor(readonly items: any[]) {}
}
Object.defineProperties(PyTuple.prototype, { $type: { value: T.tuple }, $seq: { value: SEQ } });

export const EMPTY_TUPLE = new PyTuple([]);

/** A new tuple of `items`, or CPython's one empty tuple (`() is tuple([]) is ()[1:]`). */
export const tupleOf = (items: any[]): PyTuple => (items.length === 0 ? EMPTY_TUPLE : new PyTuple(items));
