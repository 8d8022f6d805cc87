// PyList: the mutable Python list, a wrapper around a JS array that the list owns.
import { T } from "./type.js";
import { SEQ } from "./type-marks.js";

export class PyList {
  constructor(public items: any[] = []) {}
}
// Unhashable: hash.ts reads $hashable.
Object.defineProperties(PyList.prototype, { $type: { value: T.list }, $hashable: { value: false }, $seq: { value: SEQ } });
