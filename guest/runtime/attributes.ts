// Attribute assignment and deletion: the subset has no classes, so every builtin value refuses
// them with CPython's AttributeError wording.

import { E, hasAttr, raise, typeOf } from "../values/index.js";

function refuse(obj: any, name: string): never {
  const t = typeOf(obj).name;
  if (hasAttr(obj, name)) raise(E.AttributeError, `'${t}' object attribute '${name}' is read-only`);
  raise(E.AttributeError, `'${t}' object has no attribute '${name}'`);
}

export function setAttr(obj: any, name: string, _value: any): void {
  refuse(obj, name);
}

export function delAttr(obj: any, name: string): void {
  refuse(obj, name);
}
