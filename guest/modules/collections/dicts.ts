// collections.defaultdict (a dict that fills missing keys from default_factory) and
// collections.OrderedDict (move_to_end, popitem(last=)), both dict subclasses with CPython's reprs.

import {
  E,
  PyDict,
  PyDictView,
  PyTuple,
  PyType,
  T,
  builtin,
  callCannotWait,
  classMethod,
  defineMethods,
  defineProperties,
  dictUpdate,
  eq,
  newException,
  repr,
  raise,
  toArray,
  truthy,
} from "../../values/index.js";
import { sameItems } from "./counter.js";

export const DefaultDictType = new PyType("defaultdict", [T.dict], "collections");
export const OrderedDictType = new PyType("OrderedDict", [T.dict], "collections");
DefaultDictType.tpName = "collections.defaultdict";
OrderedDictType.tpName = "collections.OrderedDict";

function isCallable(f: unknown): boolean {
  return typeof f === "function" || f instanceof PyType || (f !== null && typeof f === "object" && typeof (f as { $call?: unknown }).$call === "function");
}

/** dict(...)'s arguments: at most one positional source plus keywords. */
function fill(d: PyDict, pos: unknown[], kw: Record<string, unknown> | undefined, tooMany: string): void {
  if (pos.length > 1) raise(E.TypeError, `${tooMany}, got ${pos.length}`);
  const kwargs = kw ? PyDict.from(Object.entries(kw)) : undefined;
  dictUpdate(d, pos[0], kwargs);
}

function entriesRepr(d: PyDict): string {
  return "{" + [...d.entries()].map(([k, v]) => `${repr(k)}: ${repr(v)}`).join(", ") + "}";
}

export class PyDefaultDict extends PyDict {
  constructor(public factory: unknown) {
    super();
  }

  $missing(key: unknown): unknown {
    if (this.factory === null) throw newException(E.KeyError, [key]);
    const v = callCannotWait(this.factory, [], () => "defaultdict's default_factory calls a tool, and a subscript cannot wait for it; set the key first");
    this.set(key, v);
    return v;
  }

  $repr(): string {
    return `defaultdict(${repr(this.factory)}, ${entriesRepr(this)})`;
  }

  /** default_factory may be replaced by anything (CPython checks callability only in the
   *  constructor); deleting it leaves None. */
  $setAttr(name: string, value: unknown): boolean {
    if (name !== "default_factory") return false;
    this.factory = value;
    return true;
  }

  $delAttr(name: string): boolean {
    return this.$setAttr(name, null);
  }
}
Object.defineProperty(PyDefaultDict.prototype, "$type", { value: DefaultDictType });

DefaultDictType.construct = (pos, kw) => {
  const factory = pos.length ? pos[0] : null;
  if (factory !== null && !isCallable(factory)) raise(E.TypeError, "first argument must be callable or None");
  const d = new PyDefaultDict(factory);
  fill(d, pos.slice(1), kw, "dict expected at most 1 argument");
  return d;
};

defineMethods(DefaultDictType, {
  __missing__: builtin("__missing__", "self, key, /", (self: PyDefaultDict, key: unknown) => self.$missing(key)),
  copy: builtin("copy", "self, /", (self: PyDefaultDict) => {
    const d = new PyDefaultDict(self.factory);
    for (const [k, v] of self.entries()) d.set(k, v);
    return d;
  }),
});
defineMethods(DefaultDictType, {
  fromkeys: classMethod(builtin("fromkeys", "cls, iterable, value=None, /", (_cls: unknown, it: unknown, v: unknown) => fromkeys(new PyDefaultDict(null), it, v))),
});
defineProperties(DefaultDictType, { default_factory: (self: PyDefaultDict) => self.factory });

export class PyOrderedDict extends PyDict {
  /** Between OrderedDicts order matters too; against any other dict, dict equality. */
  $eq(other: unknown): boolean {
    if (!(other instanceof PyDict) || !sameItems(this, other)) return false;
    if (!(other instanceof PyOrderedDict)) return true;
    const theirs = [...other.keys()];
    return [...this.keys()].every((k, i) => eq(k, theirs[i]));
  }

  $repr(): string {
    if (this.size === 0) return "OrderedDict()";
    return `OrderedDict([${[...this.entries()].map(([k, v]) => `(${repr(k)}, ${repr(v)})`).join(", ")}])`;
  }
}
Object.defineProperty(PyOrderedDict.prototype, "$type", { value: OrderedDictType });

/** An OrderedDict's views are CPython's dict view subclasses: `odict_keys(['a'])`. */
const ODICT_VIEW_TYPES = {
  keys: new PyType("odict_keys", [T.dict_keys]),
  values: new PyType("odict_values", [T.dict_values]),
  items: new PyType("odict_items", [T.dict_items]),
};

class OrderedDictView extends PyDictView {
  override get $type(): PyType {
    return ODICT_VIEW_TYPES[this.kind];
  }
}

OrderedDictType.construct = (pos, kw) => {
  const d = new PyOrderedDict();
  fill(d, pos, kw, "expected at most 1 arguments");
  return d;
};

defineMethods(OrderedDictType, {
  keys: builtin("keys", "self, /", (self: PyOrderedDict) => new OrderedDictView(self, "keys")),
  values: builtin("values", "self, /", (self: PyOrderedDict) => new OrderedDictView(self, "values")),
  items: builtin("items", "self, /", (self: PyOrderedDict) => new OrderedDictView(self, "items")),
  move_to_end: builtin("move_to_end", "self, /, key, last=True", (self: PyOrderedDict, key: unknown, last: unknown) => {
    const e = self.entry(key);
    if (e === undefined) throw newException(E.KeyError, [key]);
    const v = e.v;
    const k = e.k;
    self.delete(key);
    if (truthy(last)) self.set(k, v);
    else {
      const rest = [...self.entries()];
      self.clear();
      self.set(k, v);
      for (const [rk, rv] of rest) self.set(rk, rv);
    }
    return null;
  }),
  popitem: builtin("popitem", "self, /, last=True", (self: PyOrderedDict, last: unknown) => {
    if (self.size === 0) throw newException(E.KeyError, ["dictionary is empty"]);
    const entries = [...self.entries()];
    const [k, v] = truthy(last) ? entries[entries.length - 1] : entries[0];
    self.delete(k);
    return new PyTuple([k, v]);
  }),
  copy: builtin("copy", "self, /", (self: PyOrderedDict) => {
    const d = new PyOrderedDict();
    for (const [k, v] of self.entries()) d.set(k, v);
    return d;
  }),
  fromkeys: classMethod(builtin("fromkeys", "cls, iterable, value=None, /", (_cls: unknown, it: unknown, v: unknown) => fromkeys(new PyOrderedDict(), it, v))),
});

/** dict.fromkeys builds an instance of the class it is called on. */
function fromkeys<D extends PyDict>(d: D, iterable: unknown, value: unknown): D {
  for (const k of toArray(iterable)) d.set(k, value);
  return d;
}
