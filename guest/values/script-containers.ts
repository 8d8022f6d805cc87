// Instances of a script's subclass of dict or list (`class D(dict)`): real PyDicts and PyLists,
// so every builtin that takes a dict or list (json.dumps, dict(d), `**d`, sorted, the dict's
// and list's own methods) reads their items as CPython's C code does, bypassing the subclass's
// overrides; their type is the script's class, and they keep attributes in `attrs`. What the
// syntax does with them (`d[k]`, `k in d`, `len`, iteration, repr, `==`, `+`) goes through the
// special methods their class finds by its MRO, as for any instance of a script's class: the
// class's own where it overrides, else dict's or list's (guest/builtins/container-dunders.ts),
// which work on the plain container that `plainOf` gives.
import { PyDict } from "./dict.js";
import { PyList } from "./list.js";
import { PyInstance } from "./instance.js";
import { T, type PyType } from "./type.js";
import { E, newException } from "./exceptions.js";
import { callSpecial, typeSpecial } from "./special.js";

export class ScriptDict extends PyDict {
  declare readonly $type: PyType;
  attrs: Record<string, any> = Object.create(null);
  /** The plain dict over this one's entries (plainOf), made when first asked for. */
  plain: PyDict | null = null;
  declare $getItem: (key: any) => any;
  constructor(t: PyType) {
    super();
    // PyDict's prototype holds a read-only `$type`: an assignment would not shadow it.
    Object.defineProperty(this, "$type", { value: t });
  }
}

export class ScriptList extends PyList {
  declare readonly $type: PyType;
  attrs: Record<string, any> = Object.create(null);
  /** The plain list over this one's items (plainOf), made when first asked for. */
  plain: PyList | null = null;
  constructor(t: PyType) {
    super([]);
    Object.defineProperty(this, "$type", { value: t });
  }
}

// A script's instance's hooks (instance.ts), which find the special methods on the class. The
// prototypes' marks are cleared: the emitted code's and the protocols' fast paths for an exact
// dict or list (type-marks.ts) must not take these, whose class may override what they do.
for (const cls of [ScriptDict, ScriptList]) {
  for (const name of Object.getOwnPropertyNames(PyInstance.prototype)) {
    if (name !== "constructor") Object.defineProperty(cls.prototype, name, Object.getOwnPropertyDescriptor(PyInstance.prototype, name)!);
  }
  Object.defineProperties(cls.prototype, { $dict: { value: undefined }, $seq: { value: undefined } });
}

/** `d[k]`: the class's `__getitem__`; dict's own is inline, so that a `__missing__` that calls
 *  a tool is called as the operation's own special method (special.ts), which it can wait for. */
ScriptDict.prototype.$getItem = function (this: ScriptDict, key: any): any {
  const m = typeSpecial(this.$type, "__getitem__");
  if (m !== T.dict.methods.get("__getitem__")) return callSpecial(m, this, [key], "__getitem__");
  return ownItem(this, key);
};

/** dict's own `d[k]` on an instance of a subclass: the item, else what `__missing__` says. */
export function ownItem(d: ScriptDict, key: any): any {
  const v = d.get(key);
  return v !== undefined ? v : missingItem(d, key);
}

/** dict_subscript for an absent key: the class's `__missing__`, else KeyError. */
function missingItem(d: ScriptDict, key: any): any {
  const missing = typeSpecial(d.$type, "__missing__");
  if (missing !== undefined) return callSpecial(missing, d, [key], "__missing__");
  throw newException(E.KeyError, [key]);
}

/** `x` as a plain dict or list: itself, or for an instance of a script's subclass, a dict or list
 *  that shares its items (reading and changing them), on which the builtin operations do what
 *  dict's and list's own do, whatever the subclass overrides. */
export function plainOf<X>(x: X): X {
  if (x instanceof ScriptDict) return (x.plain ??= sharedDict(x)) as X;
  if (x instanceof ScriptList) return (x.plain ??= sharedList(x)) as X;
  return x;
}

function sharedDict(d: ScriptDict): PyDict {
  const p = Object.create(PyDict.prototype);
  Object.defineProperties(p, {
    vals: { get: () => d.vals },
    origKeys: { get: () => d.origKeys, set: (v) => (d.origKeys = v) },
  });
  return p;
}

function sharedList(l: ScriptList): PyList {
  const p = Object.create(PyList.prototype);
  Object.defineProperty(p, "items", { get: () => l.items, set: (v) => (l.items = v) });
  return p;
}

/** An instance of a script's class, with its attributes in `attrs`: a PyInstance, or a dict or
 *  list of a subclass. */
export const isScriptInstance = (x: unknown): x is PyInstance | ScriptDict | ScriptList => x instanceof PyInstance || x instanceof ScriptDict || x instanceof ScriptList;
