// PyTuple: the immutable Python tuple; `items` never changes after construction.
import { T } from "./type.js";

export class PyTuple {
  constructor(readonly items: any[]) {}
}
Object.defineProperty(PyTuple.prototype, "$type", { value: T.tuple });

export const EMPTY_TUPLE = new PyTuple([]);

/** A new tuple of `items`, or CPython's one empty tuple (`() is tuple([]) is ()[1:]`). */
export const tupleOf = (items: any[]): PyTuple => (items.length === 0 ? EMPTY_TUPLE : new PyTuple(items));
