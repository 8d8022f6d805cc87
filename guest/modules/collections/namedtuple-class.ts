// The instances of namedtuple types (collections.namedtuple, a typing.NamedTuple class) and of the
// script's classes deriving from one (`class Point(namedtuple("Point", "x y")): ...`): tuples
// whose type's MRO may hold the script's classes, which give them methods, properties, class
// attributes, `__repr__` and `__str__`, as on any class. A subclass without `__slots__` gives
// its instances attributes of their own (CPython's `__dict__`).

import {
  E, PyDict, PyProperty, PyTuple, PyType, T, UserType, attrDict, bindDescriptor, bindScripted, builtin, callSpecial, checkBases, classHooksFollow,
  descriptorFree, hasAttr, isDataGetter, mustBeStr, plainSetAttr, raise, repr, specialMethod, typeOf, userDelAttr, type ClassStatement,
} from "../../values/index.js";

/** The instances' constructor: a JS class per namedtuple type and subclass of one. */
type NamedTupleClass = new (items: unknown[]) => NamedTupleInstance;

interface NamedTupleInfo {
  fields: string[];
  instances: NamedTupleClass;
}

/** Every namedtuple type and subclass of one: its fields and its instances' JS class. */
const INFO = new WeakMap<PyType, NamedTupleInfo>();

const info = (t: PyType): NamedTupleInfo => INFO.get(t)!;

/** A new instance of `t` (a namedtuple type or a subclass of one) holding `items`. */
export const instanceOf = (t: PyType, items: unknown[]): PyTuple => new (info(t).instances)(items);

class NamedTupleInstance extends PyTuple {
  /** The instance's own attributes, where a class along its MRO has no `__slots__`. */
  attrs: Record<string, unknown> | undefined;

  /** The type's namedtuple `__repr__`, `Point(x=1, y=2)` with the instance's class name. */
  fieldsRepr(): string {
    const t = typeOf(this);
    return `${t.name}(${info(t).fields.map((f, i) => `${f}=${repr(this.items[i])}`).join(", ")})`;
  }

  $repr(): string {
    const m = specialMethod(this, "__repr__");
    return m === undefined || m === REPR ? this.fieldsRepr() : mustBeStr(callSpecial(m, this, [], "__repr__"), "__repr__");
  }

  // tuple has no __str__: object's calls repr().
  $str(): string {
    const m = specialMethod(this, "__str__");
    return m === undefined ? this.$repr() : mustBeStr(callSpecial(m, this, [], "__str__"), "__str__");
  }

  // What the script's classes along the MRO hold (a property or a data descriptor the script
  // wrote before an own attribute, a method, class attribute or other descriptor after it); the
  // namedtuple's fields and methods are found on its type.
  $getAttr(name: string): unknown {
    const t = typeOf(this);
    for (const c of t.mro) {
      if (!c.user) continue;
      const v = c.methods.get(name);
      if (v === undefined) continue;
      const scripted = !descriptorFree(t);
      if (this.attrs !== undefined && name in this.attrs && !(v instanceof PyProperty || (scripted && isDataGetter(v)))) return this.attrs[name];
      return scripted ? bindScripted(v, this, t) : bindDescriptor(v, this, t);
    }
    return this.attrs?.[name];
  }

  /** `__dict__`: a namedtuple's own class has `__slots__ = ()`, a subclass without them gives one. */
  $ownDict(): PyDict | undefined {
    return this.attrs === undefined ? undefined : attrDict(this.attrs);
  }

  // Fields are read-only descriptors (CPython 3.11's wording); a property's setter, else an own
  // attribute where the instance has them.
  $setAttr(name: string, value: unknown): void {
    const t = typeOf(this);
    if (info(t).fields.includes(name)) raise(E.AttributeError, "can't set attribute");
    if (plainSetAttr(this, name, value)) return;
    if (hasAttr(this, name)) raise(E.AttributeError, `'${t.name}' object attribute '${name}' is read-only`);
    raise(E.AttributeError, `'${t.name}' object has no attribute '${name}'`);
  }

  $delAttr(name: string): boolean {
    const t = typeOf(this);
    if (info(t).fields.includes(name)) raise(E.AttributeError, "can't delete attribute");
    if (this.attrs === undefined && !(t.lookup(name) instanceof PyProperty)) raise(E.AttributeError, `'${t.name}' object has no attribute '${name}'`);
    return userDelAttr(this, name);
  }
}

/** The namedtuple's `__repr__` in its type's namespace (`super().__repr__()` reaches it). */
const REPR = builtin("__repr__", "self, /", (self: unknown) => (self instanceof NamedTupleInstance ? self.fieldsRepr() : repr(self)));

/** Makes `type` (a direct subclass of tuple) a namedtuple type of `fields`: its instances' class, its `__repr__`. */
export function namedTupleInstances(type: PyType, fields: string[]): void {
  const Cls = class extends NamedTupleInstance {};
  Object.defineProperty(Cls.prototype, "$type", { value: type });
  register(type, { fields, instances: Cls });
  if (!type.methods.has("__repr__")) type.methods.set("__repr__", REPR);
  // CPython's namedtuple classes have no instance attributes of their own.
  type.methods.set("__slots__", new PyTuple([]));
}

function register(type: PyType, i: NamedTupleInfo): void {
  INFO.set(type, i);
  // A class statement deriving from it makes a subclass (user-type.ts makeClass).
  Object.defineProperty(type, "$makeClass", { value: namedTupleSubclass, configurable: true });
}

/** Special methods the instances take from a class body (their text); others are refused. */
const TAKEN_DUNDERS = new Set(["__repr__", "__str__", "__doc__", "__slots__"]);

/** Refuses a class body's special method that a namedtuple's instances (tuples) would not run. */
export function refuseDunders(own: Iterable<[string, unknown]>, what: string): void {
  for (const [k] of own) {
    if (k.startsWith("__") && k.endsWith("__") && !TAKEN_DUNDERS.has(k)) {
      raise(E.TypeError, `${k} on ${what} is not available in tool flows; use a method, or a @dataclass(frozen=True)`);
    }
  }
}

/** `class Point(namedtuple("Point", "x y")): ...` (or deriving from a typing.NamedTuple class). */
function namedTupleSubclass(c: ClassStatement): PyType {
  const extra = Object.keys(c.kw)[0];
  if (extra !== undefined) raise(E.TypeError, `${c.name}.__init_subclass__() takes no keyword arguments`);
  for (const b of c.bases) if (!(b instanceof PyType)) raise(E.TypeError, "bases must be types");
  const bases = c.bases as PyType[];
  // One namedtuple base; the others the script's classes without instance state of their kind.
  const base = bases.find((b) => INFO.has(b))!;
  if (bases.some((b) => b !== base && b !== T.object && (!b.user || INFO.has(b) || b.mro.includes(E.BaseException)))) {
    raise(E.TypeError, "multiple bases have instance lay-out conflict");
  }
  checkBases(bases);
  const own = c.namespace.some(([k]) => k === "__doc__") ? c.namespace : [...c.namespace, ["__doc__", null] as [string, unknown]];
  const slots = own.find(([k]) => k === "__slots__")?.[1];
  if (slots !== undefined && (typeof slots === "string" || (slots as { items?: unknown[] }).items?.length !== 0)) {
    raise(E.TypeError, `nonempty __slots__ not supported for subtype of '${base.name}'`);
  }
  const type = new UserType(c.name, c.qualname, bases, own);
  type.annotations = c.annotations;
  for (const k of type.mro) if (k.user && !INFO.has(k)) refuseDunders(k === type ? own : k.methods, "a namedtuple subclass");
  const hasDict = type.mro.some((k) => k !== T.object && k !== T.tuple && !k.methods.has("__slots__"));
  const Cls = class extends info(base).instances {
    constructor(items: unknown[]) {
      super(items);
      if (hasDict) this.attrs = Object.create(null);
    }
  };
  Object.defineProperty(Cls.prototype, "$type", { value: type });
  register(type, { fields: info(base).fields, instances: Cls });
  // The namedtuple's __new__ makes the instance (its argument errors name the namedtuple).
  type.construct = (pos, kw) => new Cls(base.construct!(pos, kw).items);
  // A class statement: type_new's __set_name__ and __init_subclass__ follow.
  classHooksFollow(type, c.kw);
  return type;
}
