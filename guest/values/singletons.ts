// The builtin singletons besides None: `Ellipsis` (the value of `...`) and `NotImplemented`,
// each the only instance of its type, with CPython's reprs.
import { PyType, T } from "./type.js";

class PySingleton {
  constructor(
    readonly $type: PyType,
    private readonly name: string,
  ) {}
  $repr(): string {
    return this.name;
  }
}

export const Ellipsis = new PySingleton(new PyType("ellipsis", [T.object]), "Ellipsis");
export const NotImplemented = new PySingleton(new PyType("NotImplementedType", [T.object]), "NotImplemented");
