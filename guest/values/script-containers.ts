// Instances of a script's subclass of dict or list (`class D(dict)`): real PyDicts and PyLists
// whose type is the script's class, with attributes in `attrs`. The builtins read them as
// CPython's C code does: dict's and list's own methods, `==` and `+` their items, bypassing the
// subclass's overrides, as `dict(d)` and `**d` do unless the class overrides `__iter__`
// (mergesEntries); `list(l)` and the like through iteration and the length hint (extendingItems).
// What the syntax does with them (`d[k]`, `k in d`, `len`, iteration, repr, `==`, `+`) goes
// through the special methods their class finds by its MRO, as for any instance of a script's
// class: the class's own where it overrides, else dict's or list's
// (guest/builtins/container-dunders.ts), which work on the plain container `plainOf` gives.
import { PyDict } from "./dict.js";
import { PyList } from "./list.js";
import { PyInstance } from "./instance.js";
import { T, isInstance, type PyType } from "./type.js";
import { E, PyBaseException, newException } from "./exceptions.js";
import { len } from "./protocol.js";
import { callSpecial, typeSpecial } from "./special.js";
import { isAsyncCallable } from "./callable.js";
import { DICT } from "./type-marks.js";

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

/** dict_merge's test (`dict(d)`, `update`, `{**d}`, `f(**d)`, `d.copy()`, `|`): a dict's entries
 *  are copied as they are unless its class overrides `__iter__`; then its keys() is listed and
 *  each key read with `[]` (mappingItems). */
export function mergesEntries(d: PyDict): boolean {
  return (d as { $dict?: object }).$dict === DICT || !(d instanceof ScriptDict) || typeSpecial(d.$type, "__iter__") === T.dict.methods.get("__iter__");
}

/** PyObject_LengthHint of a subclass's instance (extendingItems): its class's `__len__` where
 *  it overrides dict's or list's. A TypeError from it is ignored, as there, unless the method
 *  calls tools (its refusal to wait must be seen). */
function lengthHint(this: ScriptDict | ScriptList): void {
  const m = typeSpecial(this.$type, "__len__");
  if (m === (this instanceof ScriptDict ? T.dict : T.list).methods.get("__len__")) return;
  try {
    len(this);
  } catch (e) {
    if (!(e instanceof PyBaseException && isInstance(e, E.TypeError)) || isAsyncCallable(m)) throw e;
  }
}
Object.defineProperty(ScriptDict.prototype, "$lengthHint", { value: lengthHint });
Object.defineProperty(ScriptList.prototype, "$lengthHint", { value: lengthHint });

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
