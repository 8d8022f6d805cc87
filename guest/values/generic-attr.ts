// object's own attribute access on instances that keep an attribute dict (a script's classes and
// exceptions), as CPython's PyObject_GenericGetAttr / GenericSetAttr: data descriptors first.
import { E, PyBaseException, raise } from "./exceptions.js";
import { type PyType, descriptorEpoch, epoch, typeOf } from "./type.js";
import { hooks } from "./hooks.js";
import { PyProperty, bindDescriptor } from "./descriptors.js";
import { bindScripted, callSpecial, typeSpecial } from "./special.js";
import { checkSlot, hasSlots } from "./slots.js";
import { descriptorFree, isData, isDataGetter, scriptSet } from "./script-descriptors.js";

/** `obj.name` for an instance of a script's class: data descriptors (property, the script's)
 *  first, then the instance's own attributes, then the class namespace; undefined when absent.
 *  An AttributeError on the way goes to the class's `__getattr__`, as CPython's. */
export function instanceGetAttr(obj: any, attrs: Record<string, any>, name: string): any {
  const t: PyType = typeOf(obj);
  const v = t.lookupCached(name);
  let scripted = false;
  try {
    // `undefined` first (most names are no class attribute): instanceof looks up the class's
    // Symbol.hasInstance even for undefined in QuickJS.
    if (v !== undefined) {
      if (v instanceof PyProperty) return bindDescriptor(v, obj, t);
      scripted = t.descriptorFreeAt !== descriptorEpoch && !descriptorFree(t);
      if (scripted && isDataGetter(v)) return bindScripted(v, obj, t);
    }
    const own = attrs[name];
    if (own !== undefined) return own;
    if (v !== undefined && v !== null) return scripted ? bindScripted(v, obj, t) : bindDescriptor(v, obj, t);
  } catch (e) {
    return orGetattr(e, obj, t, name);
  }
  if (name === "__class__") return t;
  // Every class namespace holds its `__module__`, so its instances read it.
  if (name === "__module__") return t.module;
  // Found before `__getattr__`, as CPython's `__dict__` descriptor on the class.
  if (name === "__dict__") {
    const d = hooks.ownDict(obj);
    if (d !== undefined) return d;
  }
  if (v === null) return null;
  const fallback = typeSpecial(t, "__getattr__");
  if (fallback === undefined) return undefined;
  // A builtin base's data descriptors (an exception's args, OSError's filename) come before it.
  const builtin = t.lookupProperty(name);
  return builtin !== undefined ? builtin(obj) : callSpecial(fallback, obj, [name], "__getattr__");
}

/** A descriptor's AttributeError (thrown `e`) answered by the class's `__getattr__`, which
 *  CPython calls when `__getattribute__` raises it; anything else thrown on. */
function orGetattr(e: unknown, obj: any, t: PyType, name: string): any {
  const fallback = e instanceof PyBaseException && e.type.mro.includes(E.AttributeError) ? typeSpecial(t, "__getattr__") : undefined;
  if (fallback === undefined) throw e;
  return callSpecial(fallback, obj, [name], "__getattr__");
}

/** object.__setattr__: a data descriptor's (a property's setter, the script's `__set__`), else
 *  the instance's own attribute. */
export function plainSetAttr(obj: any, name: string, value: any): boolean {
  const t = typeOf(obj);
  const v = t.lookupCached(name);
  if (v !== undefined && v instanceof PyProperty) {
    if (v.fset === null) raise(E.AttributeError, `${v.label} of '${t.name}' object has no setter`);
    callSpecial(v.fset, obj, [value], name);
    return true;
  }
  if (v !== undefined && t.descriptorFreeAt !== descriptorEpoch && !descriptorFree(t) && scriptSet(v, obj, value)) return true;
  const attrs = obj.attrs as Record<string, any> | undefined;
  if (attrs === undefined) return false;
  checkSlot(t, name);
  attrs[name] = value;
  return true;
}

/**
 * Every attribute of instances of `t` (a script's class) is read from and written to the
 * instance's own attributes first, as instanceGetAttr and plainSetAttr come to: no class along
 * its MRO holds a property or a data descriptor the script wrote, none defines `__setattr__`,
 * and `t` has no `__slots__`. Kept while no namespace changes (a class body, a script's
 * `C.x = ...`).
 */
export function plainAttributes(t: PyType): boolean {
  return t.plainAttrsAt === epoch || t.heldAt("plainAttrsAt", hasPlainAttributes, epoch);
}

function hasPlainAttributes(t: PyType): boolean {
  let plain = t.user && typeSpecial(t, "__setattr__") === undefined && !hasSlots(t);
  const scripts = t.descriptorFreeAt !== descriptorEpoch && !descriptorFree(t);
  for (let i = 0; plain && i < t.mro.length; i++) {
    for (const v of t.mro[i].methods.values()) {
      if (v instanceof PyProperty || (scripts && isData(v))) {
        plain = false;
        break;
      }
    }
  }
  return plain;
}
