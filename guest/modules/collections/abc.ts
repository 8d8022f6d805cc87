// `collections.abc`: the abstract classes as classes a script annotates with (`Iterable[int]`),
// tests with isinstance/issubclass and derives from. The guest's builtin values count as CPython
// registers them (a dict is a Mapping, a list a MutableSequence); a script's class is one by
// deriving from it, or, for the one-method ABCs (Iterable, Sized, Hashable, ...), by defining
// the methods CPython's __subclasshook__ looks for. A class deriving from Mapping,
// MutableMapping, Sequence, MutableSequence or Iterator gets CPython's mixin methods
// (`keys`/`items`/`get`, `pop`/`update`, `index`/`count`, `append`/`extend`, `__iter__`);
// abstract methods are not enforced (a script that runs in CPython defines them). Mapping's
// keys(), items() and values() are the live views below (ChainMap's too).
import {
  E, GenericAlias, NotImplemented, PyDict, PyDictView, PyIterator, PyModule, PySet, PyTuple, PyType, STOP, T, UserType, binaryOp, builtin,
  callPy, contains, eq, makeIterator, getItem, isInstance, isIterable, iter, len, lookupAttr, raise, repr, setClassGetItem, subscriptArgs,
  toArray, typeOf, unpack, type BinaryOpName, type CompareOp,
} from "../../values/index.js";

type Mixins = Record<string, [string, (...args: any[]) => any]>;

/** `self[key]`, or MISSING where it raises KeyError (Mapping's __contains__ and get). */
const MISSING = {};
function lookup(self: any, key: any, missing: PyType): any {
  try {
    return getItem(self, key);
  } catch (e) {
    if (isInstance(e, missing)) return MISSING;
    throw e;
  }
}

const MAPPING: Mixins = {
  __contains__: ["self, key, /", (self, key) => lookup(self, key, E.KeyError) !== MISSING],
  keys: ["self, /", (self) => new MappingView(self, "keys")],
  items: ["self, /", (self) => new MappingView(self, "items")],
  values: ["self, /", (self) => new MappingView(self, "values")],
  get: ["self, key, default=None, /", (self, key, dflt) => {
    const v = lookup(self, key, E.KeyError);
    return v === MISSING ? dflt : v;
  }],
  __eq__: ["self, other, /", (self, other) => (isMapping(other) ? eq(asDict(self), asDict(other)) : NotImplemented)],
};

const isMapping = (x: any) => x instanceof PyDict || typeOf(x).mro.includes(ABCS.Mapping);

function asDict(m: any): PyDict {
  if (m instanceof PyDict) return m;
  const d = new PyDict();
  for (const k of toArray(m)) d.set(k, getItem(m, k));
  return d;
}

const MUTABLE_MAPPING: Mixins = {
  pop: ["self, key, default=<unset>, /", (self, key, dflt) => {
    const v = lookup(self, key, E.KeyError);
    if (v === MISSING) return dflt === undefined ? raise(E.KeyError, key) : dflt;
    callPy(lookupAttr(self, "__delitem__"), [key]);
    return v;
  }],
  popitem: ["self, /", (self) => {
    const it = iter(self);
    const k = it.next();
    if (k === STOP) raise(E.KeyError);
    const v = getItem(self, k);
    callPy(lookupAttr(self, "__delitem__"), [k]);
    return new PyTuple([k, v]);
  }],
  clear: ["self, /", (self) => {
    for (const k of toArray(self)) callPy(lookupAttr(self, "__delitem__"), [k]);
    return null;
  }],
  update: ["self, other=(), /, **kwds", (self, other, kwds) => {
    const set = lookupAttr(self, "__setitem__");
    const pairs: [any, any][] = isMapping(other)
      ? toArray(other).map((k) => [k, getItem(other, k)])
      : lookupAttr(other, "keys") !== undefined
        ? toArray(callPy(lookupAttr(other, "keys"), [])).map((k) => [k, getItem(other, k)])
        : toArray(other).map((p) => toArray(p) as [any, any]);
    for (const [k, v] of pairs) callPy(set, [k, v]);
    if (kwds) for (const [k, v] of kwds.entries()) callPy(set, [k, v]);
    return null;
  }],
  setdefault: ["self, key, default=None, /", (self, key, dflt) => {
    const v = lookup(self, key, E.KeyError);
    if (v !== MISSING) return v;
    callPy(lookupAttr(self, "__setitem__"), [key, dflt]);
    return dflt;
  }],
};

/** Sequence's items by index until IndexError, read as the walk steps (its __iter__ generator). */
function* sequenceItems(self: any): Generator<any> {
  for (let i = 0; ; i++) {
    const v = lookup(self, i, E.IndexError);
    if (v === MISSING) return;
    yield v;
  }
}

/** Its items from `len(self) - 1` down, read as the walk steps (its __reversed__ generator). */
function* itemsBackwards(self: any): Generator<any> {
  for (let i = Number(len(self)) - 1; i >= 0; i--) yield getItem(self, i);
}

const SEQUENCE: Mixins = {
  __iter__: ["self, /", (self) => makeIterator(sequenceItems(self), "generator")],
  __contains__: ["self, value, /", (self, value) => {
    for (const v of sequenceItems(self)) if (v === value || eq(v, value)) return true;
    return false;
  }],
  __reversed__: ["self, /", (self) => makeIterator(itemsBackwards(self), "generator")],
  index: ["self, value, start=0, stop=None, /", (self, value, start, stop) => {
    // CPython's: negative bounds count from len(self); the walk stops at `stop` or IndexError.
    let i = start < 0 ? Math.max(Number(len(self)) + start, 0) : start;
    const to = stop === null ? Infinity : stop < 0 ? stop + Number(len(self)) : stop;
    for (; i < to; i++) {
      const v = lookup(self, i, E.IndexError);
      if (v === MISSING) break;
      if (v === value || eq(v, value)) return i;
    }
    return raise(E.ValueError);
  }],
  count: ["self, value, /", (self, value) => {
    let n = 0;
    for (const v of sequenceItems(self)) if (v === value || eq(v, value)) n++;
    return n;
  }],
};

const MUTABLE_SEQUENCE: Mixins = {
  append: ["self, value, /", (self, value) => (callPy(lookupAttr(self, "insert"), [len(self), value]), null)],
  extend: ["self, values, /", (self, values) => {
    const items = values === self ? [...sequenceItems(self)] : toArray(values);
    for (const v of items) callPy(lookupAttr(self, "append"), [v]);
    return null;
  }],
  pop: ["self, index=-1, /", (self, index) => {
    const v = getItem(self, index);
    callPy(lookupAttr(self, "__delitem__"), [index]);
    return v;
  }],
  remove: ["self, value, /", (self, value) => (callPy(lookupAttr(self, "__delitem__"), [callPy(lookupAttr(self, "index"), [value])]), null)],
  reverse: ["self, /", (self) => {
    const n = Number(len(self));
    const set = lookupAttr(self, "__setitem__");
    for (let i = 0; i < Math.floor(n / 2); i++) {
      const a = getItem(self, i);
      const b = getItem(self, n - 1 - i);
      callPy(set, [i, b]);
      callPy(set, [n - 1 - i, a]);
    }
    return null;
  }],
  __iadd__: ["self, values, /", (self, values) => (callPy(lookupAttr(self, "extend"), [values]), self)],
};

const SET: Mixins = {
  isdisjoint: ["self, other, /", (self, other) => {
    for (const v of toArray(other)) if (contains(self, v)) return false;
    return true;
  }],
};

const ITERATOR: Mixins = {
  __iter__: ["self, /", (self) => self],
};

interface Spec {
  bases: string[];
  /** Builtin types CPython registers (their subclasses too). */
  registered: PyType[];
  /** The methods CPython's __subclasshook__ looks for on a class that does not derive from it; null: none. */
  hook: string[] | null;
  mixins?: Mixins;
}

const SEQ_TYPES = [T.list, T.tuple, T.str, T.range, T.bytes];
// The builtins whose methods CPython's one-method hooks find (the guest's types list no dunders).
const COLLECTIONS = [...SEQ_TYPES, T.dict, T.set, T.frozenset, T.dict_keys, T.dict_values, T.dict_items];
const ITERATORS = [T.generator, ...Object.entries(T).filter(([name]) => name.endsWith("iterator")).map(([, t]) => t)];
// The builtins that set __hash__ to None (any other is hashable).
const UNHASHABLE = [T.list, T.dict, T.set, T.dict_keys, T.dict_items];
const SPECS: Record<string, Spec> = {
  Hashable: { bases: [], registered: [], hook: ["__hash__"] },
  Awaitable: { bases: [], registered: [T.coroutine], hook: ["__await__"] },
  Coroutine: { bases: ["Awaitable"], registered: [T.coroutine], hook: null },
  AsyncIterable: { bases: [], registered: [], hook: ["__aiter__"] },
  AsyncIterator: { bases: ["AsyncIterable"], registered: [], hook: ["__aiter__", "__anext__"] },
  AsyncGenerator: { bases: ["AsyncIterator"], registered: [], hook: null },
  Iterable: { bases: [], registered: [...COLLECTIONS, ...ITERATORS], hook: ["__iter__"] },
  Iterator: { bases: ["Iterable"], registered: ITERATORS, hook: ["__iter__", "__next__"], mixins: ITERATOR },
  Reversible: { bases: ["Iterable"], registered: [...SEQ_TYPES, T.dict, T.dict_keys, T.dict_values, T.dict_items], hook: ["__reversed__", "__iter__"] },
  Generator: { bases: ["Iterator"], registered: [T.generator], hook: null },
  Sized: { bases: [], registered: COLLECTIONS, hook: ["__len__"] },
  Container: { bases: [], registered: COLLECTIONS, hook: ["__contains__"] },
  Collection: { bases: ["Sized", "Iterable", "Container"], registered: COLLECTIONS, hook: ["__len__", "__iter__", "__contains__"] },
  Callable: { bases: [], registered: [T.function, T.type], hook: ["__call__"] },
  Set: { bases: ["Collection"], registered: [T.set, T.frozenset, T.dict_keys, T.dict_items], hook: null, mixins: SET },
  MutableSet: { bases: ["Set"], registered: [T.set], hook: null },
  Mapping: { bases: ["Collection"], registered: [T.dict], hook: null, mixins: MAPPING },
  MutableMapping: { bases: ["Mapping"], registered: [T.dict], hook: null, mixins: MUTABLE_MAPPING },
  MappingView: { bases: ["Sized"], registered: [T.dict_keys, T.dict_values, T.dict_items], hook: null },
  KeysView: { bases: ["MappingView", "Set"], registered: [T.dict_keys], hook: null },
  ItemsView: { bases: ["MappingView", "Set"], registered: [T.dict_items], hook: null },
  ValuesView: { bases: ["MappingView", "Collection"], registered: [T.dict_values], hook: null },
  Sequence: { bases: ["Reversible", "Collection"], registered: SEQ_TYPES, hook: null, mixins: SEQUENCE },
  MutableSequence: { bases: ["Sequence"], registered: [T.list], hook: null, mixins: MUTABLE_SEQUENCE },
};

/** The ABCs by name, made once. */
export const ABCS: Record<string, UserType> = {};
for (const [name, spec] of Object.entries(SPECS)) {
  const t = new UserType(name, name, spec.bases.map((b) => ABCS[b]), [], "collections.abc");
  for (const [method, [params, fn]] of Object.entries(spec.mixins ?? {})) t.methods.set(method, builtin(`${name}.${method}`, params, fn));
  setClassGetItem(t, (self, key) => new GenericAlias(self, subscriptArgs(key)));
  ABCS[name] = t;
}

/** `abc.register(cls)` for a module's builtin type (CPython's deque is registered as a
 *  MutableSequence; its ChainMap derives from MutableMapping, which the guest's type does not). */
export function registerVirtual(abcName: "MutableMapping" | "MutableSequence", cls: PyType): void {
  SPECS[abcName].registered.push(cls);
}

/** Every ABC a class counts as, beyond its MRO: the registered builtins' and the hooks'. */
function virtualOf(abc: PyType, cls: PyType): boolean {
  const spec = SPECS[abc.name];
  if (abc.name === "Hashable" && !cls.user) return !cls.mro.some((m) => UNHASHABLE.includes(m));
  // A class of the script that derives from a builtin (an exception class) is no list or dict.
  if (!cls.user && cls.mro.some((m) => spec.registered.includes(m))) return true;
  // Registered ABCs count for their bases (a list is a Sequence, so Reversible and Collection).
  for (const [name, other] of Object.entries(SPECS)) {
    if (other !== spec && ABCS[name].mro.includes(abc) && !cls.user && cls.mro.some((m) => other.registered.includes(m))) return true;
  }
  return cls.user && spec.hook !== null && spec.hook.every((m) => cls.lookup(m) !== undefined && cls.lookup(m) !== null);
}

for (const abc of Object.values(ABCS)) {
  abc.virtualCheck = {
    subclass: (cls) => virtualOf(abc, cls),
    instance: (x) => virtualOf(abc, typeOf(x)) || valueIs(abc, x),
  };
}

/** The guest's values whose Python type says nothing of the protocol (a module's iterators, its dict kinds). */
function valueIs(abc: PyType, x: any): boolean {
  if (typeOf(x).user) return false;
  switch (abc.name) {
    case "Iterable":
      return isIterable(x);
    case "Iterator":
      return x instanceof PyIterator;
    case "Callable":
      return typeof x === "function" || x instanceof PyType;
    default:
      return false;
  }
}

const VIEW_NAMES = { keys: "KeysView", items: "ItemsView", values: "ValuesView" } as const;

/**
 * KeysView, ItemsView and ValuesView over a mapping, as collections.abc writes them: live (each
 * walk reads the mapping through its own `__iter__` and `__getitem__`), and for keys and items a
 * Set whose operators and comparisons are the Set mixins' (`&` walks the other operand, `-` and
 * `|` this one first: the resulting set's order is CPython's).
 */
export class MappingView {
  constructor(
    readonly mapping: any,
    readonly kind: keyof typeof VIEW_NAMES,
  ) {}
  get $type(): PyType {
    return ABCS[VIEW_NAMES[this.kind]];
  }
  $len(): number {
    return len(this.mapping);
  }
  private *walk(): Generator<any> {
    const m = this.mapping;
    const it = iter(m);
    for (let k = it.next(); k !== STOP; k = it.next()) yield this.kind === "keys" ? k : this.kind === "values" ? getItem(m, k) : new PyTuple([k, getItem(m, k)]);
  }
  $iter(): PyIterator {
    return makeIterator(this.walk(), "generator");
  }
  $contains(x: unknown): boolean {
    const m = this.mapping;
    if (this.kind === "keys") return contains(m, x);
    if (this.kind === "values") {
      for (const v of this.walk()) if (v === x || eq(v, x)) return true;
      return false;
    }
    const [k, v] = unpack(x, 2);
    const found = lookup(m, k, E.KeyError);
    return found !== MISSING && (found === v || eq(found, v));
  }
  $repr(): string {
    return `${VIEW_NAMES[this.kind]}(${repr(this.mapping)})`;
  }

  /** Set's `==`: another Set of the same size holding each of these (a ValuesView is no Set). */
  $eq(other: unknown): boolean {
    if (this.kind === "values") return this === other;
    return isSet(other) && len(this) === len(other) && this.within(other);
  }

  private within(other: unknown): boolean {
    for (const x of this.walk()) if (!contains(other, x)) return false;
    return true;
  }

  /** Set's `<`, `<=`, `>`, `>=` with another Set (undefined: NotImplemented). */
  $order(other: unknown, op: CompareOp): boolean | undefined {
    if (this.kind === "values" || !isSet(other)) return undefined;
    const [a, b] = [len(this), len(other)];
    if (op === "Lt" || op === "LtE") return (op === "Lt" ? a < b : a <= b) && this.within(other);
    if (op !== "Gt" && op !== "GtE") return undefined;
    if (op === "Gt" ? a <= b : a < b) return false;
    for (const x of toArray(other)) if (!this.$contains(x)) return false;
    return true;
  }

  /** Set's `& | - ^` (and reflected) with any iterable, as a set (the views' `_from_iterable`). */
  $binaryOp(op: BinaryOpName, other: unknown, reflected: boolean): unknown {
    if (this.kind === "values" || !(op === "BitAnd" || op === "BitOr" || op === "Sub" || op === "BitXor") || !isIterable(other)) return undefined;
    if (op === "BitAnd") return new PySet(toArray(other).filter((x) => this.$contains(x)));
    if (op === "BitOr") return new PySet([...this.walk(), ...toArray(other)]);
    const theirs = isSet(other) ? other : new PySet(toArray(other));
    const mine = () => new PySet([...this.walk()].filter((x) => !contains(theirs, x)));
    const others = () => new PySet(toArray(theirs).filter((x) => !this.$contains(x)));
    if (op === "Sub") return reflected ? others() : mine();
    return binaryOp("BitOr", mine(), others());
  }
}

/** isinstance(x, collections.abc.Set). */
function isSet(x: unknown): boolean {
  return x instanceof PySet || (x instanceof PyDictView && x.kind !== "values") || (x instanceof MappingView && x.kind !== "values") || typeOf(x).mro.includes(ABCS.Set);
}

export function collectionsAbcModule(): PyModule {
  return new PyModule("collections.abc", { ...ABCS });
}
