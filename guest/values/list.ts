// PyList: the mutable Python list, a wrapper around a JS array that the list owns.
import { T } from "./type.js";

export class PyList {
  constructor(public items: any[] = []) {}
}
Object.defineProperty(PyList.prototype, "$type", { value: T.list });
