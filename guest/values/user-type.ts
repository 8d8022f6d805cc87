// Classes a script defines: a PyType whose `methods` map is the class namespace (functions,
// descriptors, plain values), with CPython's attribute lookup on the class, setting and deleting
// attributes on it and its instances (reading an instance's: generic-attr.ts), zero-argument
// super(), and instance creation (`__init__`, exception subclasses).
import { E, PyBaseException, newException, osErrorFields, raise } from "./exceptions.js";
import { PyType, T, descriptorEpoch, epoch, linearize, typeOf } from "./type.js";
import { callPy, callWithSelf, constructType } from "./callable.js";
import { prependItem } from "./arrays.js";
import { PyTuple } from "./tuple.js";
import { PyClassMethod, PyProperty, bindDescriptor, bindsToInstance, boundMethod } from "./descriptors.js";
import { PyInstance } from "./instance.js";
import { instanceGetAttr, plainSetAttr } from "./generic-attr.js";
import { descriptorFree, scriptDelete } from "./script-descriptors.js";
import { NotImplemented } from "./singletons.js";
import { bindScripted, callSpecial, typeSpecial } from "./special.js";
import { builtin, builtinMethodOf, classFact, classMethod, defineMethods } from "./callable.js";
import { builtinExceptionRepr, builtinExceptionStr, repr } from "./repr.js";
import { truthy } from "./protocol.js";
import { hooks } from "./hooks.js";
import { declareSlots, ownSlots } from "./slots.js";
import { setNames, waited } from "./set-names.js";
import { objectId } from "./hash.js";
import { getRecursionLimit, recursionDepth } from "./recursion-limit.js";
import { ScriptDict, ScriptList, isScriptInstance } from "./script-containers.js";

export class UserType extends PyType {
  /** The class body's annotated names in order, with the kind of each annotation ("field",
   *  "classvar", "initvar", "kw_only") and its value (undefined where not evaluated): what
   *  dataclasses and NamedTuple read. */
  annotations: Annotation[] = [];

  /** An exception class: its instances are PyBaseExceptions. */
  readonly isException: boolean;
  /** An OSError class: OSError.__new__ or __init__ parses its arguments (errno, strerror, ...). */
  readonly isOSError: boolean;
  /** dict or list where the class derives from one: its instances are ScriptDicts or ScriptLists. */
  readonly container: PyType | null;
  /** initMethod's answer and the namespace epoch it was found at. */
  private init: any = undefined;
  private initAt = -1;

  constructor(name: string, qualname: string, bases: PyType[], namespace: [string, any][], module = "__main__") {
    super(name, bases, module);
    this.qualname = qualname;
    this.user = true;
    this.isException = this.mro.includes(E.BaseException);
    this.isOSError = this.mro.includes(E.OSError);
    this.container = containerOf(this);
    for (const [k, v] of namespace) {
      // A property learns its name as CPython's __set_name__ tells it, at class creation only.
      if (v instanceof PyProperty) v.setName = k;
      this.methods.set(k, v);
    }
    // `__eq__` without `__hash__` makes instances unhashable, as in CPython.
    if (this.methods.has("__eq__") && !this.methods.has("__hash__")) this.methods.set("__hash__", null);
    this.construct = (pos, kw) => construct(this, pos, kw);
    // The program's `C(...)`: callPy's way for a type, without its tests.
    this.caller = (...pos: any[]) => constructType(this, pos, undefined);
  }

  /** typeSpecial(this, "__init__"), kept while no namespace changes. */
  initMethod(): any {
    if (this.initAt !== epoch) {
      this.init = typeSpecial(this, "__init__");
      this.initAt = epoch;
    }
    return this.init;
  }

  /** `e.name` for an instance of an exception class the script defines. */
  $instanceAttr(obj: PyBaseException, name: string): any {
    return instanceGetAttr(obj, obj.attrs, name);
  }

  /** `C.name`: the class attribute along the MRO, descriptors bound to the class. */
  $getTypeAttr(name: string): any {
    switch (name) {
      case "__name__":
        return this.name;
      case "__qualname__":
        return this.qualname;
      case "__module__":
        return this.module;
      case "__dict__":
        return hooks.ownDict(this);
      case "__mro__":
      case "__bases__":
      case "__base__":
        return classFact(this, name);
    }
    const v = this.lookup(name);
    if (v === undefined) {
      // `C.__class__` is its metaclass, `type`, as for a builtin class.
      if (name === "__class__") return typeOf(this);
      // A slot's member descriptor, which the namespace vars(C) shows holds (guest/builtins/vars.ts).
      const owner = this.mro.find((b) => ownSlots(b).includes(name));
      return owner === undefined ? undefined : hooks.ownDict(owner).$getItem(name);
    }
    if (typeof v === "function" && v.$params === undefined) {
      // An inherited builtin method (`P.__init__`): the builtin type's own object.
      const inherited = builtinMethodOf(this, name, v);
      if (inherited !== undefined) return inherited;
    }
    return this.descriptorFreeAt === descriptorEpoch || descriptorFree(this) ? bindDescriptor(v, null, this) : bindScripted(v, null, this);
  }
}

/** `class Name(bases): body` once its body has run: `namespace` in binding order. */
export function makeClass(
  name: string,
  qualname: string,
  given: any[],
  kw: Record<string, any> | undefined,
  namespace: [string, any][],
  kinds: [string, string][] = [],
  values: unknown[] = [],
): PyType {
  const annotations = kinds.map(([name, kind], i): Annotation => [name, kind, values[i]]);
  // A base that makes the class itself (typing.NamedTuple, TypedDict): what its metaclass does.
  const factory = given.find((b) => b?.$makeClass !== undefined);
  if (factory !== undefined) return factory.$makeClass({ name, qualname, bases: given, kw: kw ?? {}, namespace: namespace.filter((e) => e[1] !== undefined), annotations });
  // `__mro_entries__`: a base such as `Generic[T]` stands for classes (`List[int]`: list, Generic).
  const bases = given.flatMap((b) => b?.$mroEntries?.(given) ?? [b]);
  for (const b of bases) {
    if (!(b instanceof PyType)) raise(E.TypeError, `bases must be types`);
    // A module's class that takes part in class creation (a subclassHook) may be a base, and a
    // builtin type it mixes in (its data type) beside it.
    if (!b.user && b !== T.object && !CONTAINERS.includes(b) && !b.mro.includes(E.BaseException) && b.subclassHook === null && !bases.some((o) => o?.mro?.some((m: PyType) => m.mixins.includes(b)))) {
      raise(E.TypeError, `subclassing the builtin type '${b.name}' is not available in tool flows; subclass object and keep a ${b.name} in an attribute`);
    }
  }
  const list = bases.length ? (bases as PyType[]) : [T.object];
  checkBases(list);
  const exceptionBases = list.filter((b) => b.mro.includes(E.BaseException));
  if (exceptionBases.length && exceptionBases.length !== list.filter((b) => b !== T.object).length) {
    raise(E.TypeError, "multiple bases have instance lay-out conflict");
  }
  // A dict and a list lay out their instances each their own way: one of them per class.
  if (new Set(list.map(containerOf).filter((c) => c !== null)).size > 1) raise(E.TypeError, "multiple bases have instance lay-out conflict");
  // type_new makes a plain def of `__init_subclass__` a classmethod.
  const own = namespace.filter((e) => e[1] !== undefined).map((e): [string, any] => (e[0] === "__init_subclass__" && isPlainDef(e[1]) ? [e[0], new PyClassMethod(e[1])] : e));
  // __build_class__ keeps the bases as written where a base stood for a class (`Generic[T]`).
  if (given.some((b) => b?.$mroEntries !== undefined)) own.push(["__orig_bases__", new PyTuple(given.slice())]);
  // type() gives every class a `__doc__` of its own: None unless the body set one.
  if (!own.some((e) => e[0] === "__doc__")) own.push(["__doc__", null]);
  const t = new UserType(name, qualname, list, own);
  t.annotations = annotations;
  declareSlots(t);
  // What a metaclass would do for classes of a module's base (enum.Enum turns attributes into members):
  // the nearest hook of each unrelated family (ABC and Generic both, in either order), once
  // (IntFlag's, not also Flag's and Enum's).
  const owners: PyType[] = [];
  for (const b of t.mro) if (b.subclassHook !== null && !owners.some((o) => o.mro.includes(b))) owners.push(b);
  for (const o of owners) o.subclassHook!(t);
  classHooksFollow(t, kw);
  return t;
}

/** A class a base made (`$makeClass`) as type_new makes one: its `__set_name__` and
 *  `__init_subclass__` run (initSubclass) once the class statement holds it. */
export function classHooksFollow(t: PyType, kw: Record<string, any> | undefined): void {
  subclassInits.set(t, kw);
}

/** type_new's errors for a list of bases: one twice, or no MRO CPython's C3 can make. */
export function checkBases(list: PyType[]): void {
  if (new Set(list).size !== list.length) raise(E.TypeError, `duplicate base class ${list.find((b, i) => list.indexOf(b) !== i)!.name}`);
  if (linearize(list) === null) {
    raise(E.TypeError, `Cannot create a consistent method resolution\norder (MRO) for bases ${list.map((b) => b.name).join(", ")}`);
  }
}

/** The builtin types a script's class may derive from beside object and the exceptions. */
const CONTAINERS: readonly PyType[] = [T.dict, T.list];

/** The builtin container a class derives from (its instances' lay-out), or null. */
const containerOf = (b: PyType): PyType | null => b.mro.find((m) => CONTAINERS.includes(m)) ?? null;

/** The class statements' keywords for their __init_subclass__, from makeClass to initSubclass. */
const subclassInits = new WeakMap<PyType, Record<string, any> | undefined>();

const isPlainDef = (v: any) => typeof v === "function" && v.$classmethod !== true && bindsToInstance(v);

/**
 * type_new's last steps, once the class statement's `$cN` holds the class made by makeClass (so
 * that zero-argument super() works in what the hooks call): `__set_name__` (set-names.ts), then
 * the first `__init_subclass__` past it in its MRO (object's takes no keywords), bound to it and
 * called with the statement's keywords. Null, or a promise of null where a hook waits (a def
 * compiled to call tools) and the caller can wait; where it cannot, that hook raises TypeError.
 * A class a base made (`$makeClass`) has none to run unless it asked (classHooksFollow).
 */
export function initSubclass(t: PyType, canWait: boolean): null | Promise<null> {
  if (!subclassInits.has(t)) return null;
  const kw = subclassInits.get(t);
  subclassInits.delete(t);
  const named = setNames(t, canWait);
  return named === null ? runInitSubclass(t, kw, canWait) : named.then(() => runInitSubclass(t, kw, canWait));
}

function runInitSubclass(t: PyType, kw: Record<string, any> | undefined, canWait: boolean): null | Promise<null> {
  const mro = t.mro;
  for (let i = 1; i < mro.length; i++) {
    const v = mro[i].methods.get("__init_subclass__");
    if (v === undefined) continue;
    return waited(callPy(isPlainDef(v) ? boundMethod(t, v) : bindDescriptor(v, null, t), [], kw), canWait, `${t.name}.__init_subclass__`);
  }
  return null;
}

/** What a base that makes the class (`$makeClass`) is given: the class statement's parts. */
export interface ClassStatement {
  name: string;
  qualname: string;
  bases: any[];
  kw: Record<string, any>;
  namespace: [string, any][];
  annotations: Annotation[];
}

/** A class body's `name: annotation` line: the name, what kind of annotation (UserType.annotations), its value. */
export type Annotation = [name: string, kind: string, value: unknown];

function construct(t: UserType, pos: any[], kw: Record<string, any> | undefined): any {
  const init = t.initMethod();
  const isException = t.isException;
  if (init === undefined) {
    if (kw) raise(E.TypeError, isException ? `${t.name}() takes no keyword arguments` : `${t.name}() takes no arguments`);
    if (!isException && pos.length) raise(E.TypeError, `${t.name}() takes no arguments`);
  }
  // OSError.__new__ parses the arguments of a class without an __init__ of its own, and gives one with an __init__ no args.
  const obj = t.container !== null ? (t.container === T.dict ? new ScriptDict(t) : new ScriptList(t)) : !isException ? new PyInstance(t) : !t.isOSError ? new PyBaseException(t, pos) : init === undefined ? newException(t, pos) : new PyBaseException(t, []);
  if (init === undefined) return obj;
  // Without keywords, a function's call with obj first, no [obj, ...pos] array (an iterator
  // walk in QuickJS) or callPy between; a def's None taken before the instanceof (~75 ns).
  const r = kw === undefined && typeof init === "function" ? callWithSelf(init, obj, pos) : init instanceof PyType ? callTypeInit(init, prependItem(obj, pos), kw) : callPy(init, prependItem(obj, pos), kw);
  if (r === null) return obj;
  if (r instanceof Promise) return r.then((v) => initDone(v, obj));
  return initDone(r, obj);
}

// Class-valued `__init__`s being called: a cycle of them (`A.__init__ = A`) recurses through C
// calls only in CPython, which stop at the recursion limit with their own message.
let typeInits = 0;

function callTypeInit(init: PyType, args: any[], kw: Record<string, any> | undefined): any {
  if (typeInits + recursionDepth() >= getRecursionLimit()) raise(E.RecursionError, "maximum recursion depth exceeded while calling a Python object");
  typeInits++;
  try {
    return callPy(init, args, kw);
  } finally {
    typeInits--;
  }
}

function initDone(r: any, obj: any): any {
  if (r !== null) raise(E.TypeError, `__init__() should return None, not '${typeOf(r).name}'`);
  return obj;
}

/** `obj.name = value` for a module's Python-level class (logging's, json's JSONEncoder):
 *  through a script's `__setattr__` or property where it has one, else CPython's AttributeError. */
export function setUserAttr(obj: any, name: string, value: any): void {
  if (!userSetAttr(obj, name, value)) raise(E.AttributeError, `'${typeOf(obj).tpName}' object has no attribute '${name}'`);
}

/** `obj.name = value` on an instance of a script's class (or `C.name = value` on the class). */
export function userSetAttr(obj: any, name: string, value: any): boolean {
  if (obj instanceof UserType) {
    obj.methods.set(name, value);
    return true;
  }
  if (typeof obj === "function" && obj.$type === undefined) {
    if (name === "__doc__") {
      obj.$doc = value;
      return true;
    }
    if (name === "__name__" || name === "__qualname__") {
      if (typeof value !== "string") raise(E.TypeError, `${name === "__name__" ? "__name__" : "__qualname__"} must be set to a string object`);
      if (name === "__name__") obj.$name = value;
      else obj.$qualname = value;
      return true;
    }
    (obj.$attrs ??= Object.create(null))[name] = value;
    return true;
  }
  const t = typeOf(obj);
  if (!t.user) {
    // Builtin exceptions take attributes too (`e.code = 3`).
    if (!(obj instanceof PyBaseException)) return false;
    obj.attrs[name] = value;
    return true;
  }
  const custom = typeSpecial(t, "__setattr__");
  if (custom !== undefined) {
    callSpecial(custom, obj, [name, value], "__setattr__");
    return true;
  }
  return plainSetAttr(obj, name, value);
}

/** `del obj.name` on an instance of a script's class (or on the class). */
export function userDelAttr(obj: any, name: string): boolean {
  if (obj instanceof UserType) {
    if (!obj.methods.has(name)) raise(E.AttributeError, `type object '${obj.name}' has no attribute '${name}'`);
    obj.methods.delete(name);
    return true;
  }
  const t = typeOf(obj);
  if (!t.user) return false;
  const custom = typeSpecial(t, "__delattr__");
  if (custom !== undefined) {
    callSpecial(custom, obj, [name], "__delattr__");
    return true;
  }
  plainDelAttr(obj, name);
  return true;
}

/** object.__delattr__ on an instance of a script's class: a property's deleter, a descriptor's
 *  `__delete__`, else the instance's own attribute. */
function plainDelAttr(obj: any, name: string): void {
  const t = typeOf(obj);
  const v = t.lookup(name);
  if (v instanceof PyProperty) {
    if (v.fdel === null) raise(E.AttributeError, `${v.label} of '${t.name}' object has no deleter`);
    callSpecial(v.fdel, obj, [], name);
    return;
  }
  if (v !== undefined && t.descriptorFreeAt !== descriptorEpoch && !descriptorFree(t) && scriptDelete(v, obj)) return;
  const attrs = obj.attrs as Record<string, any>;
  if (attrs[name] === undefined) raise(E.AttributeError, `'${t.name}' object has no attribute '${name}'`);
  delete attrs[name];
}

/** super() inside a method of `cls` whose first argument is `self` (an instance, or a class in a classmethod). */
export class PySuper {
  constructor(
    readonly cls: PyType,
    readonly self: any,
  ) {}
  get $type(): PyType {
    return SUPER;
  }
  $getAttr(name: string): any {
    const start = this.self instanceof PyType && this.self.mro.includes(this.cls) ? this.self : typeOf(this.self);
    const mro = start.mro;
    for (let i = mro.indexOf(this.cls) + 1; i < mro.length; i++) {
      const v = mro[i].methods.get(name);
      if (v === undefined) continue;
      // super(C, cls) binds to cls as C.attr would; super(C, obj) to obj.
      const self = this.self instanceof PyType && start === this.self ? null : this.self;
      return descriptorFree(start) ? bindDescriptor(v, self, start) : bindScripted(v, self, start);
    }
    return undefined;
  }
  $repr(): string {
    return `<super: <class '${this.cls.name}'>, <${typeOf(this.self).name} object>>`;
  }
}
const SUPER = new PyType("super", [T.object]);

export function superOf(cls: any, self: any): PySuper {
  if (cls === undefined) raise(E.RuntimeError, "super(): __class__ cell not found");
  if (self === undefined) raise(E.RuntimeError, "super(): no arguments");
  if (!(self instanceof PyType ? self.mro.includes(cls) : typeOf(self).mro.includes(cls))) {
    raise(E.TypeError, "super(type, obj): obj must be an instance or subtype of type");
  }
  return new PySuper(cls, self);
}

// object's and BaseException's own methods, for super() and explicit `object.__init__(self)`;
// flagged so that special-method lookup treats them as "not defined by the script".
function defaults(type: PyType, table: Record<string, (...a: any[]) => any>, params: Record<string, string>): void {
  const made: Record<string, any> = {};
  for (const name of Object.keys(table)) {
    const f = builtin(`${type.name}.${name}`, params[name] ?? "self, /", table[name]);
    (f as any).$objectDefault = true;
    made[name] = f;
  }
  defineMethods(type, made);
}

defaults(
  T.object,
  {
    __init__: (self: any, args: any[]) => {
      if (args.length) raise(E.TypeError, "object.__init__() takes exactly one argument (the instance to initialize)");
      return null;
    },
    __repr__: (self: any) => (isScriptInstance(self) ? `<${self.$type.module}.${self.$type.qualname} object>` : repr(self)),
    __str__: (self: any) => repr(self),
    __eq__: (self: any, other: any) => (self === other ? true : NotImplemented),
    // object.__ne__ inverts the type's __eq__ unless that is NotImplemented.
    __ne__: (self: any, other: any) => {
      const r = callPy(typeOf(self).lookup("__eq__"), [self, other]);
      return r === NotImplemented ? r : !truthy(r);
    },
    // object's orderings answer NotImplemented: `hasattr(x, "__lt__")` holds for every value.
    __lt__: () => NotImplemented,
    __le__: () => NotImplemented,
    __gt__: () => NotImplemented,
    __ge__: () => NotImplemented,
    __hash__: (self: any) => objectId(self),
    __setattr__: (self: any, name: any, value: any) => {
      if (!plainSetAttr(self, name, value)) raise(E.AttributeError, `'${typeOf(self).name}' object attribute '${name}' is read-only`);
      return null;
    },
    __delattr__: (self: any, name: any) => {
      if (!typeOf(self).user) raise(E.AttributeError, `'${typeOf(self).name}' object has no attribute '${name}'`);
      plainDelAttr(self, name);
      return null;
    },
    __format__: (self: any, spec: any) => {
      if (spec !== "") raise(E.TypeError, `unsupported format string passed to ${typeOf(self).name}.__format__`);
      return self instanceof PyInstance ? self.$str() : repr(self);
    },
  },
  {
    __init__: "self, /, *args", __eq__: "self, value, /", __ne__: "self, value, /", __lt__: "self, value, /", __le__: "self, value, /",
    __gt__: "self, value, /", __ge__: "self, value, /", __setattr__: "self, name, value, /", __delattr__: "self, name, /", __format__: "self, format_spec, /" },
);
// A classmethod: bound to the class a class statement makes (initSubclass) or names.
T.object.methods.set(
  "__init_subclass__",
  classMethod(
    builtin("__init_subclass__", "cls, /, *args, **kwargs", (cls: PyType, args: any[], kw: { size: number } | null) => {
      if (args.length) raise(E.TypeError, `${cls.name}.__init_subclass__() takes no arguments (${args.length} given)`);
      if (kw !== null && kw.size > 0) raise(E.TypeError, `${cls.name}.__init_subclass__() takes no keyword arguments`);
      return null;
    }),
  ),
);
defaults(
  E.BaseException,
  {
    __init__: (self: PyBaseException, args: any[]) => {
      self.args = new PyTuple(args);
      return null;
    },
    __str__: (self: PyBaseException) => builtinExceptionStr(self),
    __repr__: (self: PyBaseException) => builtinExceptionRepr(self),
  },
  { __init__: "self, /, *args" },
);
// OSError.__init__ parses its arguments again, for a class whose own __init__ calls it.
defaults(
  E.OSError,
  {
    __init__: (self: PyBaseException, args: any[]) => {
      self.args = new PyTuple(args);
      osErrorFields(self, args);
      return null;
    },
  },
  { __init__: "self, /, *args" },
);
