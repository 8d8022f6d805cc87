// collections.ChainMap as CPython 3.11's collections/__init__.py writes it (a MutableMapping over
// a list of mappings, `maps`): reads search the maps in order (a KeyError from one passes to the
// next), writes and deletions go to the first, `len` and iteration see every key once (in the
// order `dict.update` from the last map to the first gives), and keys(), items() and values()
// are collections.abc's live views.
import {
  E,
  JsIterator,
  PyBaseException,
  PyDict,
  PyList,
  PyType,
  T,
  builtin,
  callMethod,
  classMethod,
  contains,
  defineMethods,
  defineProperties,
  delItem,
  dictUpdate,
  eq,
  hasAttr,
  getItem,
  isSubtype,
  iter,
  newException,
  raise,
  repr,
  setItem,
  toArray,
  truthy,
  typeOf,
  type BinaryOpName,
} from "../../values/index.js";
import { MappingView, registerVirtual } from "./abc.js";

export const ChainMapType = new PyType("ChainMap", [T.object], "collections");
registerVirtual("MutableMapping", ChainMapType);
const IteratorType = new PyType("dict_keyiterator", [T.object]);

const isKeyError = (e: unknown) => e instanceof PyBaseException && isSubtype(e.type, E.KeyError);
const MISSING = Symbol("missing");

export class PyChainMap {
  declare readonly $type: PyType;
  constructor(public maps: PyList) {}

  /** The first map's item for `key` (a KeyError from a map passes to the next), or MISSING. */
  find(key: unknown): unknown {
    for (const m of this.maps.items) {
      try {
        return getItem(m, key);
      } catch (e) {
        if (!isKeyError(e)) throw e;
      }
    }
    return MISSING;
  }

  $getItem(key: unknown): unknown {
    const v = this.find(key);
    if (v === MISSING) throw newException(E.KeyError, [key]);
    return v;
  }

  $setItem(key: unknown, value: unknown): void {
    setItem(this.first(), key, value);
  }

  $delItem(key: unknown): void {
    try {
      delItem(this.first(), key);
    } catch (e) {
      if (isKeyError(e)) raise(E.KeyError, `Key not found in the first mapping: ${repr(key)}`);
      throw e;
    }
  }

  first(): unknown {
    if (this.maps.items.length === 0) raise(E.IndexError, "list index out of range");
    return this.maps.items[0];
  }

  /** Every key once: `dict.update(dict.fromkeys(m))` from the last map to the first. */
  keyDict(): PyDict {
    const d = new PyDict();
    const maps = this.maps.items;
    for (let i = maps.length - 1; i >= 0; i--) for (const k of toArray(iter(maps[i]))) d.set(k, null);
    return d;
  }

  $len(): number {
    return this.keyDict().size;
  }

  $iter(): JsIterator {
    return new JsIterator(this.keyDict().keys(), IteratorType);
  }

  $contains(key: unknown): boolean {
    return this.maps.items.some((m) => contains(m, key));
  }

  $bool(): boolean {
    return this.maps.items.some((m) => truthy(m));
  }

  $repr(): string {
    return `ChainMap(${this.maps.items.map((m) => repr(m)).join(", ")})`;
  }

  /** Mapping.__eq__: the two as dicts of their items, for another mapping; else unequal. */
  $eq(other: unknown): boolean {
    if (!(other instanceof PyDict || other instanceof PyChainMap)) return false;
    return eq(asDict(this), other instanceof PyDict ? other : asDict(other));
  }

  $binaryOp(op: BinaryOpName, other: unknown, reflected: boolean): unknown {
    if (op !== "BitOr" || !(other instanceof PyDict || other instanceof PyChainMap)) return undefined;
    if (reflected) {
      // __ror__: a ChainMap of a copy of the other updated with this one's maps, last first.
      const m = asDict(other);
      for (const child of [...this.maps.items].reverse()) dictUpdate(m, child);
      return new PyChainMap(new PyList([m]));
    }
    const m = copyOf(this);
    update(m, other);
    return m;
  }

  $inplaceOp(op: BinaryOpName, other: unknown): unknown {
    if (op !== "BitOr") return undefined;
    callMethod(this.first(), "update", [other]);
    return this;
  }
}
// `$mapping`: dict(m) and dict.update(m) read it by its keys(), as any mapping (constructors.ts).
Object.defineProperties(PyChainMap.prototype, { $type: { value: ChainMapType }, $hashable: { value: false }, $mapping: { value: true } });

/** dict(mapping). */
function asDict(m: unknown): PyDict {
  const d = new PyDict();
  dictUpdate(d, m);
  return d;
}

function self(x: unknown, method: string): PyChainMap {
  if (x instanceof PyChainMap) return x;
  return raise(E.TypeError, `descriptor '${method}' for 'ChainMap' objects doesn't apply to a '${typeOf(x).name}' object`);
}

/** `ChainMap(maps[0].copy(), *maps[1:])`. */
function copyOf(m: PyChainMap): PyChainMap {
  const [first, ...rest] = m.maps.items;
  return new PyChainMap(new PyList([callMethod(first, "copy", []), ...rest]));
}

/** MutableMapping.update's argument: a mapping's items, an object's keys(), else pairs. */
function update(m: PyChainMap, other: unknown): void {
  if (other instanceof PyDict || other instanceof PyChainMap) {
    for (const k of toArray(iter(other))) m.$setItem(k, getItem(other, k));
  } else if (hasAttr(other, "keys")) {
    for (const k of toArray(iter(callMethod(other, "keys", [])))) m.$setItem(k, getItem(other, k));
  } else {
    for (const pair of toArray(iter(other))) {
      const [k, v] = toArray(iter(pair));
      m.$setItem(k, v);
    }
  }
}

ChainMapType.construct = (pos, kw) => {
  if (kw && Object.keys(kw).length) raise(E.TypeError, `ChainMap.__init__() got an unexpected keyword argument '${Object.keys(kw)[0]}'`);
  return new PyChainMap(new PyList(pos.length ? [...pos] : [new PyDict()]));
};

defineMethods(ChainMapType, {
  get: builtin("get", "self, key, default=None, /", (s: unknown, key: unknown, dflt: unknown) => {
    const m = self(s, "get");
    return m.$contains(key) ? m.$getItem(key) : dflt;
  }),
  keys: builtin("keys", "self, /", (s: unknown) => new MappingView(self(s, "keys"), "keys")),
  items: builtin("items", "self, /", (s: unknown) => new MappingView(self(s, "items"), "items")),
  values: builtin("values", "self, /", (s: unknown) => new MappingView(self(s, "values"), "values")),
  copy: builtin("copy", "self, /", (s: unknown) => copyOf(self(s, "copy"))),
  __copy__: builtin("__copy__", "self, /", (s: unknown) => copyOf(self(s, "__copy__"))),
  new_child: builtin("new_child", "self, m=None, **kwargs", (s: unknown, child: unknown, kw: PyDict | null) => {
    const m = self(s, "new_child");
    let first = child;
    if (first === null) first = kw ?? new PyDict();
    else if (kw !== null && kw.size) callMethod(first, "update", [kw]);
    return new PyChainMap(new PyList([first, ...m.maps.items]));
  }),
  pop: builtin("pop", "self, key, *args", (s: unknown, key: unknown, args: unknown[]) => {
    const m = self(s, "pop");
    try {
      return callMethod(m.first(), "pop", [key, ...args]);
    } catch (e) {
      if (isKeyError(e)) raise(E.KeyError, `Key not found in the first mapping: ${repr(key)}`);
      throw e;
    }
  }),
  popitem: builtin("popitem", "self, /", (s: unknown) => {
    try {
      return callMethod(self(s, "popitem").first(), "popitem", []);
    } catch (e) {
      if (isKeyError(e)) raise(E.KeyError, "No keys found in the first mapping.");
      throw e;
    }
  }),
  clear: builtin("clear", "self, /", (s: unknown) => callMethod(self(s, "clear").first(), "clear", [])),
  setdefault: builtin("setdefault", "self, key, default=None, /", (s: unknown, key: unknown, dflt: unknown) => {
    const m = self(s, "setdefault");
    const v = m.find(key);
    if (v !== MISSING) return v;
    m.$setItem(key, dflt);
    return dflt;
  }),
  update: builtin("update", "self, other=(), /, **kwds", (s: unknown, other: unknown, kw: PyDict | null) => {
    const m = self(s, "update");
    update(m, other);
    if (kw !== null) update(m, kw);
    return null;
  }),
  fromkeys: classMethod(
    builtin("fromkeys", "cls, iterable, *args", (_cls: unknown, iterable: unknown, args: unknown[]) => {
      const d = new PyDict();
      for (const k of toArray(iter(iterable))) d.set(k, args.length ? args[0] : null);
      return new PyChainMap(new PyList([d]));
    }),
  ),
});
defineProperties(ChainMapType, {
  maps: (m: PyChainMap) => m.maps,
  parents: (m: PyChainMap) => new PyChainMap(new PyList(m.maps.items.slice(1))),
});
