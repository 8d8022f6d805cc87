// Descriptors a script writes: a class attribute whose type, a script's class, defines `__get__`
// (a non-data descriptor) or `__set__`/`__delete__` (a data descriptor) takes part in attribute
// access as CPython's object.__getattribute__, __setattr__, __delattr__ and type.__getattribute__
// make it. Whether a class holds any is a fact kept per class, so the accesses of one that holds
// none test one field more.
import { E, raise } from "./exceptions.js";
import { type PyType, descriptorEpoch } from "./type.js";
import { callSpecial, typeSpecial } from "./special.js";

/** No class along `t`'s MRO holds a descriptor the script wrote. Attribute access tests
 *  `t.descriptorFreeAt === descriptorEpoch` itself first: a call costs ~40 ns in QuickJS. */
export function descriptorFree(t: PyType): boolean {
  return t.descriptorFreeAt === descriptorEpoch || t.heldAt("descriptorFreeAt", holdsNone, descriptorEpoch);
}

function holdsNone(t: PyType): boolean {
  for (const c of t.mro) for (const v of c.methods.values()) if (isScriptDescriptor(v)) return false;
  return true;
}

/** `v`'s type is a script's class that defines `__get__`, `__set__` or `__delete__`. */
export function isScriptDescriptor(v: any): boolean {
  return method(v, "__get__") !== undefined || isData(v);
}

/** Special method `name` of `v`'s type when that is a script's class. */
function method(v: any, name: string): any {
  const t: PyType | undefined = v?.$type;
  return t?.user === true ? typeSpecial(t, name) : undefined;
}

/** `v` (a class attribute) is a data descriptor the script wrote: it answers writes and deletions. */
export function isData(v: any): boolean {
  return method(v, "__set__") !== undefined || method(v, "__delete__") !== undefined;
}

/** `v` (a class attribute) is a data descriptor with a `__get__`: it answers reads through an
 *  instance before the instance's own attributes. */
export function isDataGetter(v: any): boolean {
  return isData(v) && method(v, "__get__") !== undefined;
}

/** `obj.name = value` where the class attribute `v` is a data descriptor: its `__set__`
 *  (CPython's AttributeError where it has only `__delete__`). False when `v` is none. */
export function scriptSet(v: any, obj: any, value: any): boolean {
  return access(v, "__set__", [obj, value]);
}

/** `del obj.name` where the class attribute `v` is a data descriptor: its `__delete__`. */
export function scriptDelete(v: any, obj: any): boolean {
  return access(v, "__delete__", [obj]);
}

function access(v: any, name: string, args: any[]): boolean {
  const m = method(v, name);
  if (m !== undefined) {
    callSpecial(m, v, args, name);
    return true;
  }
  if (isData(v)) raise(E.AttributeError, name);
  return false;
}
