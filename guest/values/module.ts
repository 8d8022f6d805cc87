// PyModule: an imported module object (json, re, math, ...) with its attribute map.
import { T } from "./type.js";

export class PyModule {
  constructor(
    readonly name: string,
    readonly attrs: Record<string, any>,
  ) {}
}
Object.defineProperty(PyModule.prototype, "$type", { value: T.module });

// One instance per name: `import re` twice (or `from re import x`) sees the same module object.
const made = new Map<string, PyModule>();

/** `make`, called at most once for `name`; used by the module tables (guest/modules). */
export function moduleOnce(name: string, make: () => PyModule): () => PyModule {
  return () => {
    let m = made.get(name);
    if (m === undefined) made.set(name, (m = make()));
    return m;
  };
}
