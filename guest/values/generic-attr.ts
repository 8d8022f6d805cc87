// object's own attribute access on instances that keep an attribute dict (a script's classes and
// exceptions), as CPython's PyObject_GenericGetAttr / GenericSetAttr: data descriptors first.
import { E, raise } from "./exceptions.js";
import { type PyType, namespaceEpoch, typeOf } from "./type.js";
import { callPy } from "./callable.js";
import { PyProperty, bindDescriptor } from "./descriptors.js";
import { callSpecial, typeSpecial } from "./special.js";
import { checkSlot } from "./slots.js";

/** `obj.name` for an instance of a script's class: data descriptors (property) first, then the
 *  instance's own attributes, then the class namespace; undefined when absent. */
export function instanceGetAttr(obj: any, attrs: Record<string, any>, name: string): any {
  const t: PyType = typeOf(obj);
  // The instance's own attribute where no class along the MRO has a property of that name:
  // what the lookup below comes to, without walking the MRO.
  const own = attrs[name];
  if (own !== undefined && !mayHoldProperty(t, name)) return own;
  const v = t.lookup(name);
  if (v instanceof PyProperty) return bindDescriptor(v, obj, t);
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
  const v = mayHoldProperty(t, name) ? t.lookup(name) : undefined;
  if (v instanceof PyProperty) {
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

/** Whether some class along `t`'s MRO has a property named `name` (a superset of where lookup
 *  finds one): the names are gathered once per type and kept until a property is set or removed
 *  anywhere (namespaceEpoch). */
function mayHoldProperty(t: PyType, name: string): boolean {
  if (t.propertiesAt !== namespaceEpoch) {
    const names: Record<string, true> = Object.create(null);
    for (const c of t.mro) c.methods.forEach((v, k) => {
      if (v instanceof PyProperty) names[k] = true;
    });
    t.propertyNames = names;
    t.propertiesAt = namespaceEpoch;
  }
  return t.propertyNames![name] === true;
}
