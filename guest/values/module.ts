// PyModule: an imported module object (json, re, math, ...) with its attribute map.
import { T } from "./type.js";

export class PyModule {
  constructor(
    readonly name: string,
    readonly attrs: Record<string, any>,
  ) {}
}
Object.defineProperty(PyModule.prototype, "$type", { value: T.module });
