// Attribute assignment and deletion: the subset has no classes, so every builtin value refuses
// them with CPython's AttributeError wording.

import { E, hasAttr, raise, typeOf } from "../values/index.js";

function refuse(obj: any, name: string): never {
  const t = typeOf(obj).name;
  if (hasAttr(obj, name)) raise(E.AttributeError, `'${t}' object attribute '${name}' is read-only`);
  raise(E.AttributeError, `'${t}' object has no attribute '${name}'`);
}

// Module objects with settable attributes (types.SimpleNamespace) supply `$setAttr`/`$delAttr`.
export function setAttr(obj: any, name: string, value: any): void {
  if (typeof obj?.$setAttr === "function") obj.$setAttr(name, value);
  else refuse(obj, name);
}

export function delAttr(obj: any, name: string): void {
  if (typeof obj?.$delAttr === "function") obj.$delAttr(name);
  else refuse(obj, name);
}
