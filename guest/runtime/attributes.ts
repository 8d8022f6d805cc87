// Attribute assignment and deletion: instances and classes the script defines store them (a
// property's setter, a custom __setattr__); every builtin value refuses them with CPython's
// AttributeError wording.

import { builtins } from "../builtins/index.js";
import { dropOwnDict, replaceOwnDict } from "../builtins/vars.js";
import { E, PyInstance, PyType, builtin, getAttr, hasAttr, plainAttributes, raise, typeOf, userDelAttr, userSetAttr } from "../values/index.js";

// A subclass's own attribute hook (an enum member's name, value and mixin's methods) has its say.
const PLAIN_GET = PyInstance.prototype.$getAttr;

function refuse(obj: any, name: string): never {
  if (obj instanceof PyType) raise(E.TypeError, `cannot set '${name}' attribute of immutable type '${obj.name}'`);
  const t = typeOf(obj).tpName;
  if (hasAttr(obj, name)) raise(E.AttributeError, `'${t}' object attribute '${name}' is read-only`);
  raise(E.AttributeError, `'${t}' object has no attribute '${name}'`);
}

/**
 * `obj.name` in a script (the program's `$getAttr`): an instance of a script's class asks its own
 * hook first, as getAttr's lookup would after testing for a module, a type and a function (half
 * the time of `self.x`); what the hook does not find takes getAttr's whole way.
 */
export function scriptGetAttr(obj: any, name: string): any {
  // An attribute of its own, where its class has no property to come first: no class lookup.
  // Only a PyInstance has PyInstance's hook (tested first: an instanceof costs ~75 ns in QuickJS).
  if (obj !== null && obj.$getAttr === PLAIN_GET) {
    const own = obj.attrs[name];
    if (own !== undefined && plainAttributes(obj.$type)) return own;
  }
  if (obj instanceof PyInstance) {
    const v = obj.$getAttr(name);
    if (v !== undefined) return v;
  }
  return getAttr(obj, name);
}

// Module objects with settable attributes (types.SimpleNamespace, defaultdict's default_factory)
// supply `$setAttr`/`$delAttr`, which return false for a name they leave to CPython's refusal;
// instances of a script's classes go through their type (user-type.ts).
export function setAttr(obj: any, name: string, value: any): void {
  // A script's instance whose class has no property, __setattr__ or __slots__: its own attribute.
  if (obj instanceof PyInstance && (obj as { $setAttr?: unknown }).$setAttr === undefined && plainAttributes(obj.$type)) {
    obj.attrs[name] = value;
    return;
  }
  if (typeof obj?.$setAttr === "function" && obj.$setAttr(name, value) !== false) return;
  if (!userSetAttr(obj, name, value)) refuse(obj, name);
}

export function delAttr(obj: any, name: string): void {
  if (name === "__dict__" && dropOwnDict(obj)) return;
  if (typeof obj?.$delAttr === "function" && obj.$delAttr(name) !== false) return;
  if (!userDelAttr(obj, name)) refuse(obj, name);
}

/** setattr(obj, name, value), and the program's `obj.__dict__ = value`, which replaces every
 *  attribute of an object that keeps a dict (a name setAttr's fast way does not test for). */
export function setAttrNamed(obj: any, name: string, value: any): void {
  if (name !== "__dict__" || !replaceOwnDict(obj, value)) setAttr(obj, name, value);
}

function attrName(name: any): string {
  if (typeof name !== "string") raise(E.TypeError, `attribute name must be string, not '${typeOf(name).name}'`);
  return name;
}

// The builtins go through the same protocol as `x.a = v` and `del x.a`.
builtins.setattr = builtin("setattr", "obj, name, value, /", (o: any, n: any, v: any) => (setAttrNamed(o, attrName(n), v), null));
builtins.delattr = builtin("delattr", "obj, name, /", (o: any, n: any) => (delAttr(o, attrName(n)), null));
