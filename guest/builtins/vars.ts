// `obj.__dict__` and vars(obj): an instance's, an exception's, a script function's and a module's
// attribute dict (live: attr-dict.ts), a script class's namespace as a mappingproxy; none for a
// slotted instance or a builtin value, which have no `__dict__` in CPython either, nor for a
// builtin type (CPython's is a mappingproxy of its slots: here it would be the runtime's).
import {
  E, MappingProxy, PyBaseException, PyDict, PyModule, PyType, T, attrDict, builtin, findAttr, hasSlots, hooks, isScriptInstance, ownSlots, raise, recordOf, typeName,
  type UserType,
} from "../values/index.js";

/** `obj.__dict__`, or undefined where it has none. Other objects with one supply `$ownDict()`. */
export function ownDict(obj: any): any {
  if (isScriptInstance(obj)) return hasSlots(obj.$type) ? undefined : attrDict(obj.attrs);
  if (obj instanceof PyBaseException || obj instanceof PyModule) return attrDict(obj.attrs);
  // A builtin type's namespace is the runtime's, which flows never read (test/limits).
  if (obj instanceof PyType) return obj.user ? new MappingProxy(classNamespace(obj)) : undefined;
  if (typeof obj === "function") {
    // A bound method reads its function's; a builtin function has none.
    if (obj.$self !== undefined) return obj.$func === undefined ? undefined : ownDict(obj.$func);
    return obj.$params === undefined ? undefined : attrDict((obj.$attrs ??= Object.create(null)));
  }
  return typeof obj?.$ownDict === "function" ? obj.$ownDict() : undefined;
}
hooks.ownDict = ownDict;

/** A class's namespace as CPython's type_new leaves it: `__module__`, `__annotations__`, the
 *  body's names, its slots' member descriptors, the `__dict__` and `__weakref__` descriptors of a
 *  class that adds them, then a `__doc__` of None where the body has none (the runtime's
 *  namespace holds that last). */
export function classNamespace(t: PyType): PyDict {
  const d = new PyDict();
  d.set("__module__", t.module);
  const annotations = (t as UserType).annotations;
  if (annotations?.length) d.set("__annotations__", PyDict.from(annotations.map(([name, , value]) => [name, value])));
  const added = [...ownSlots(t).map((name) => new AttributeDescriptor(name, t, MEMBER)), ...addedDescriptors(t)];
  for (const [k, v] of t.methods) {
    if (v === undefined) continue;
    if (k === "__doc__" && v === null) added.splice(0).forEach((a) => d.set(a.name, a));
    d.set(k, v);
  }
  for (const a of added) d.set(a.name, a);
  return d;
}

const GETSET = new PyType("getset_descriptor", [T.object]);
const MEMBER = new PyType("member_descriptor", [T.object]);

/** Instances' `__dict__` or `__weakref__` (a getset descriptor), or a slot (a member
 *  descriptor), as the class that gives them holds it. */
class AttributeDescriptor {
  constructor(
    readonly name: string,
    readonly owner: PyType,
    readonly $type: PyType = GETSET,
  ) {}
  $repr(): string {
    return `<${this.$type === GETSET ? "attribute" : "member"} '${this.name}' of '${this.owner.name}' objects>`;
  }
}

/** The descriptors a script's class without `__slots__` adds where no base gives its instances
 *  a dict (an exception base does) or weak references (neither does a slotted class). */
function addedDescriptors(t: PyType): AttributeDescriptor[] {
  if (!t.user || hasSlots(t)) return [];
  const noDict = (b: PyType) => b === T.object || hasSlots(b);
  const out: AttributeDescriptor[] = [];
  if (t.bases.every(noDict)) out.push(new AttributeDescriptor("__dict__", t));
  if (t.bases.every((b) => noDict(b) || b.mro.includes(E.BaseException))) out.push(new AttributeDescriptor("__weakref__", t));
  return out;
}

/** `obj.__dict__ = value` (a script's instance, exception or function): every attribute at once,
 *  `value` the live dict from now on. False where `obj` keeps no such dict. */
export function replaceOwnDict(obj: any, value: any): boolean {
  if (obj instanceof PyType) raise(E.AttributeError, "attribute '__dict__' of 'type' objects is not writable");
  const plain = (isScriptInstance(obj) && !hasSlots(obj.$type)) || obj instanceof PyBaseException;
  const fn = typeof obj === "function" && ownDict(obj) !== undefined;
  if (!plain && !fn) return false;
  if (!(value instanceof PyDict)) raise(E.TypeError, `__dict__ must be set to a dictionary, not a '${typeName(value)}'`);
  if (plain) obj.attrs = recordOf(value);
  else obj.$attrs = recordOf(value);
  return true;
}

/** `del obj.__dict__` on a script's instance: its attributes start again from none (the old dict
 *  lets go of it). False for any other object. */
export function dropOwnDict(obj: any): boolean {
  if (!isScriptInstance(obj) || hasSlots(obj.$type)) return false;
  obj.attrs = Object.create(null);
  return true;
}

/** vars(object): its `__dict__`; vars() without one (the locals) is refused at compile time. */
export const vars = builtin("vars", "object, /", (obj: any) => {
  const d = findAttr(obj, "__dict__");
  return d === undefined ? raise(E.TypeError, "vars() argument must have __dict__ attribute") : d;
});
