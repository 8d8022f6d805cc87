// PyType: Python type objects (name, bases, C3 MRO, method tables) and `T`, the builtin types;
// typeOf/isInstance/isSubtype read a value's type without importing the value classes.

export type Constructor = (pos: any[], kw?: Record<string, any>) => any;

/** Per name some type's lookupCached has answered: bumped whenever a namespace sets or deletes
 *  it, so only that name's answers are asked again (a class attribute a script increments, such
 *  as a counter its instances read, leaves every other answer kept). */
const versions: Record<string, number> = Object.create(null);

/** Bumped by every change to any namespace: an answer about a whole class (PyType.heldAt) holds
 *  while it stays the same. Read-only outside this module (a callers' test of a held answer
 *  reads it without a call). */
export let epoch = 0;

/** Bumped when a namespace takes a value of a script's class, or a function as `__get__`,
 *  `__set__` or `__delete__` (what can make a class attribute a descriptor the script wrote):
 *  the facts of script-descriptors.ts hold while it stays the same, through a script's other
 *  changes to its classes (a counter `C.n += 1`). A value's going makes no descriptor: the fact
 *  errs safe. */
export let descriptorEpoch = 0;

const DESCRIPTOR_METHODS: ReadonlySet<string> = new Set(["__get__", "__set__", "__delete__"]);

function makesDescriptor(key: string, value: any): boolean {
  return typeof value === "function" ? DESCRIPTOR_METHODS.has(key) : value?.$type?.user === true;
}

function changed(name: string): void {
  epoch++;
  const v = versions[name];
  if (v !== undefined) versions[name] = v + 1;
}

/** A type's namespace: a Map that notes each change to a name. */
class Namespace extends Map<string, any> {
  override set(key: string, value: any): this {
    changed(key);
    // A number (a counter `C.n += 1`) is tested for no more than its typeof (~20 ns in QuickJS).
    if (typeof value !== "number" && makesDescriptor(key, value)) descriptorEpoch++;
    return super.set(key, value);
  }

  override delete(key: string): boolean {
    changed(key);
    return super.delete(key);
  }
}

/** What a call of a script's class runs (a dataclass's `__init__` calls `__post_init__`). */
const CONSTRUCTION = ["__new__", "__init__", "__post_init__"];

export class PyType {
  readonly mro: PyType[];
  /** Methods registered with defineMethods, looked up along the MRO. */
  readonly methods: Map<string, any> = new Namespace();
  /** lookupCached's answers, each with the version of its name it was found at. */
  private lookups: Record<string, { value: any; version: number }> | null = null;
  /** Read-only attributes computed from the instance (defineProperties). */
  readonly properties = new Map<string, (self: any) => any>();
  /** What calling the type does (`int("3")`); set by constructors.ts or newExceptionType. */
  construct: Constructor | null = null;
  /** `__qualname__`: the name for builtins, `Outer.Inner` or `f.<locals>.C` for classes a script defines. */
  qualname: string;
  /** A class the script defined (guest/values/user-type.ts): its `methods` hold the class namespace. */
  user = false;
  /** generic-attr.ts's plainAttributes answer: the namespace epoch it was found true at, or
   *  `-epoch - 2` for false; -1 before it is asked (see heldAt). */
  plainAttrsAt = -1;
  /** instance.ts's identityEq answer, as plainAttrsAt. */
  identityEqAt = -1;
  /** script-descriptors.ts's descriptorFree answer, as plainAttrsAt but at descriptorEpoch. */
  descriptorFreeAt = -1;
  /** What repr() calls the type: `<class 'C'>`, or `<enum 'Color'>` for enum classes. */
  kind = "class";
  /** Set on the base classes of modules whose subclasses need a metaclass's work (enum.Enum). */
  subclassHook: ((t: any) => void) | null = null;
  /** Builtin types a class may list as bases beside this one, its data type (enum.Enum's int and str: `class Color(str, Enum)`). */
  mixins: readonly PyType[] = [];
  /** An abstract class's __instancecheck__ and __subclasscheck__ beyond the MRO (collections.abc's: a dict is a Mapping). */
  virtualCheck: { instance(x: unknown): boolean; subclass(t: PyType): boolean } | null = null;
  /** The JS function the program calls the type through (guest/runtime/functions.ts's callable), once made. */
  caller: ((...args: any[]) => any) | null = null;
  /** Why isinstance/issubclass refuse this type (TypedDict types), or null. */
  checkRefusal: string | null = null;
  /** CPython's tp_name, which its error messages use: a C type of a module is named with it
   *  (`'collections.deque' object has no attribute 'x'`). */
  tpName: string;

  constructor(
    readonly name: string,
    readonly bases: PyType[] = [],
    /** `__module__`; only non-builtins show it in repr (`<class 'json.decoder.JSONDecodeError'>`). */
    readonly module = "builtins",
  ) {
    const tail = linearize(bases);
    if (tail === null) throw new Error(`Cannot create a consistent method resolution order for ${name}`);
    this.mro = [this, ...tail];
    this.qualname = name;
    this.tpName = name;
  }

  /** Finds a method along the MRO; undefined when no class defines it. */
  // Indexed loops: every method call looks up here, and QuickJS's for-of allocates an iterator.
  lookup(name: string): any {
    const mro = this.mro;
    for (let i = 0; i < mro.length; i++) {
      const m = mro[i].methods.get(name);
      if (m !== undefined) return m;
    }
    return undefined;
  }

  /** A yes/no fact about this class, `fact(this)`, kept in `field` while `now`, a counter of the
   *  changes it can depend on (`epoch`: any namespace's), stays the same. `now` is no default
   *  parameter: its test costs ~50 ns a call in QuickJS. */
  heldAt(field: "plainAttrsAt" | "identityEqAt" | "descriptorFreeAt", fact: (t: PyType) => boolean, now: number): boolean {
    const at = this[field];
    if (at === now) return true;
    if (at === -now - 2) return false;
    const held = fact(this);
    this[field] = held ? now : -now - 2;
    return held;
  }

  /** lookup(name), kept until any namespace sets or deletes `name` (the reads of a script's
   *  instances: its attributes, methods and special methods). */
  lookupCached(name: string): any {
    const lookups = (this.lookups ??= Object.create(null) as Record<string, { value: any; version: number }>);
    const kept = lookups[name];
    const version = versions[name];
    if (kept !== undefined && kept.version === version) return kept.value;
    if (version === undefined) versions[name] = 0;
    const value = this.lookup(name);
    lookups[name] = { value, version: versions[name] };
    return value;
  }

  /** A call of this class of the script's may answer a promise: its construction runs a method
   *  compiled to wait for a tool. map, filter, re.sub and functools then take their async path. */
  get $async(): boolean {
    return this.user && CONSTRUCTION.some((name) => this.lookupCached(name)?.$async === true);
  }

  lookupProperty(name: string): ((self: any) => any) | undefined {
    const mro = this.mro;
    for (let i = 0; i < mro.length; i++) {
      const p = mro[i].properties.get(name);
      if (p !== undefined) return p;
    }
    return undefined;
  }
}

/** The C3 linearisation of `bases` as CPython computes it (a new type's MRO after itself), or
 *  null when none exists (classes check first and raise CPython's TypeError). */
export function linearize(bases: PyType[]): PyType[] | null {
  // One base: its own MRO (the merge below takes time quadratic in its length).
  if (bases.length === 1) return bases[0].mro.slice();
  const seqs = bases.map((b) => b.mro.slice()).concat([bases.slice()]);
  const out: PyType[] = [];
  for (;;) {
    const live = seqs.filter((s) => s.length > 0);
    if (live.length === 0) return out;
    const head = live.map((s) => s[0]).find((c) => !live.some((s) => s.indexOf(c) > 0));
    if (head === undefined) return null;
    out.push(head);
    for (const s of live) if (s[0] === head) s.shift();
  }
}

const object = new PyType("object");
const mk = (name: string, base: PyType = object) => new PyType(name, [base]);
const int = mk("int");

/** The builtin types by Python name. */
export const T = {
  object,
  type: mk("type"),
  int,
  bool: mk("bool", int),
  float: mk("float"),
  str: mk("str"),
  bytes: mk("bytes"),
  bytearray: mk("bytearray"),
  list: mk("list"),
  tuple: mk("tuple"),
  dict: mk("dict"),
  set: mk("set"),
  frozenset: mk("frozenset"),
  range: mk("range"),
  slice: mk("slice"),
  NoneType: mk("NoneType"),
  function: mk("function"),
  builtin_function_or_method: mk("builtin_function_or_method"),
  module: mk("module"),
  list_iterator: mk("list_iterator"),
  list_reverseiterator: mk("list_reverseiterator"),
  tuple_iterator: mk("tuple_iterator"),
  str_ascii_iterator: mk("str_ascii_iterator"),
  str_iterator: mk("str_iterator"),
  bytes_iterator: mk("bytes_iterator"),
  bytearray_iterator: mk("bytearray_iterator"),
  range_iterator: mk("range_iterator"),
  longrange_iterator: mk("longrange_iterator"),
  set_iterator: mk("set_iterator"),
  dict_keys: mk("dict_keys"),
  dict_values: mk("dict_values"),
  dict_items: mk("dict_items"),
  dict_keyiterator: mk("dict_keyiterator"),
  dict_valueiterator: mk("dict_valueiterator"),
  dict_itemiterator: mk("dict_itemiterator"),
  generator: mk("generator"),
  async_generator: mk("async_generator"),
  coroutine: mk("coroutine"),
  map: mk("map"),
  filter: mk("filter"),
  zip: mk("zip"),
  enumerate: mk("enumerate"),
  reversed: mk("reversed"),
  iterator: mk("iterator"),
} as const;

/** The Python type of any guest value. */
export function typeOf(x: any): PyType {
  // Objects first (each typeof compare is a string compare in QuickJS, ~60 ns): the runtime asks
  // most often about containers and instances.
  const k = typeof x;
  if (k === "object") return x === null ? T.NoneType : (x.$type ?? T.object);
  if (k === "string") return T.str;
  if (k === "number" || k === "bigint") return T.int;
  if (k === "boolean") return T.bool;
  if (k === "function") return x.$type ?? T.function;
  return T.NoneType;
}

export function isSubtype(a: PyType, b: PyType): boolean {
  return a === b || a.mro.includes(b);
}

export function isInstance(x: any, t: PyType): boolean {
  // isSubtype's test inline: a call less (~0.1 us in QuickJS) in isinstance() and the runtime's checks.
  const a = typeOf(x);
  return a === t || a.mro.includes(t);
}

/** The name CPython prints in messages such as "'int' object is not iterable". */
/** The type's name as CPython's error messages show it (tp_name). */
export function typeName(x: any): string {
  return typeOf(x).tpName;
}

/** How CPython's argument parsing names a wrong argument's type: `must be str, not None`. */
export function argTypeName(x: any): string {
  return x === null ? "None" : typeOf(x).name;
}

Object.defineProperty(PyType.prototype, "$type", { value: T.type });
