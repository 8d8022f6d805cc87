// PyTuple: the immutable Python tuple; `items` never changes after construction.
import { T } from "./type.js";

export class PyTuple {
  constructor(readonly items: any[]) {}
}
Object.defineProperty(PyTuple.prototype, "$type", { value: T.tuple });

export const EMPTY_TUPLE = new PyTuple([]);
