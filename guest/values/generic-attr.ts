// object's own attribute access on instances that keep an attribute dict (a script's classes and
// exceptions), as CPython's PyObject_GenericGetAttr / GenericSetAttr: data descriptors first.
import { E, raise } from "./exceptions.js";
import { type PyType, epoch, typeOf } from "./type.js";
import { callPy } from "./callable.js";
import { PyProperty, bindDescriptor } from "./descriptors.js";
import { callSpecial, typeSpecial } from "./special.js";
import { checkSlot, hasSlots } from "./slots.js";

/** `obj.name` for an instance of a script's class: data descriptors (property) first, then the
 *  instance's own attributes, then the class namespace; undefined when absent. */
export function instanceGetAttr(obj: any, attrs: Record<string, any>, name: string): any {
  const t: PyType = typeOf(obj);
  const v = t.lookupCached(name);
  // `undefined` first (most names are no class attribute): instanceof looks up the class's
  // Symbol.hasInstance even for undefined in QuickJS.
  if (v !== undefined && v instanceof PyProperty) return bindDescriptor(v, obj, t);
  const own = attrs[name];
  if (own !== undefined) return own;
  if (v !== undefined && v !== null) return bindDescriptor(v, obj, t);
  if (name === "__class__") return t;
  // Every class namespace holds its `__module__`, so its instances read it.
  if (name === "__module__") return t.module;
  if (v === null) return null;
  const fallback = typeSpecial(t, "__getattr__");
  return fallback === undefined ? undefined : callSpecial(fallback, obj, [name], "__getattr__");
}

/** object.__setattr__: a property's setter, else the instance's own attribute. */
export function plainSetAttr(obj: any, name: string, value: any): boolean {
  const t = typeOf(obj);
  const v = t.lookupCached(name);
  if (v !== undefined && v instanceof PyProperty) {
    if (v.fset === null) raise(E.AttributeError, `${v.label} of '${t.name}' object has no setter`);
    callPy(v.fset, [obj, value]);
    return true;
  }
  const attrs = obj.attrs as Record<string, any> | undefined;
  if (attrs === undefined) return false;
  checkSlot(t, name);
  attrs[name] = value;
  return true;
}

/**
 * Every attribute of instances of `t` (a script's class) is read from and written to the
 * instance's own attributes first, as instanceGetAttr and plainSetAttr come to: no class along
 * its MRO holds a property, none defines `__setattr__`, and `t` has no `__slots__`. Kept while no
 * namespace changes (a class body, a script's `C.x = ...`).
 */
export function plainAttributes(t: PyType): boolean {
  return t.plainAttrsAt === epoch || t.heldAt("plainAttrsAt", hasPlainAttributes);
}

function hasPlainAttributes(t: PyType): boolean {
  let plain = t.user && typeSpecial(t, "__setattr__") === undefined && !hasSlots(t);
  for (let i = 0; plain && i < t.mro.length; i++) {
    for (const v of t.mro[i].methods.values()) {
      if (v instanceof PyProperty) {
        plain = false;
        break;
      }
    }
  }
  return plain;
}
