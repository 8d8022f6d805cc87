// The `dataclasses` module: @dataclass and @dataclass(...) generate __init__, __repr__, __eq__,
// ordering, __hash__, frozen __setattr__/__delattr__ and __match_args__ as CPython 3.11 does;
// field(), fields(), asdict(), astuple(), replace(), is_dataclass(), FrozenInstanceError.
import {
  E, NotImplemented, T, classHooksFollow, declareSlots, hasAttr, initSubclass, inheritedSlots, PyDict, PyList, PyModule, PyTuple, PyType, builtin, callPy, newException, newExceptionType,
  plainAttributes, plainSetAttr, prependItem, pyDef, pyHash, raise, repr, richCompare, seqEq, typeOf, userSetAttr, type CompareOp, type UserType,
} from "../../values/index.js";
import { Memo, deepcopyFromScript } from "../copy.js";
import { FIELDS, Field, KW_ONLY, MISSING, collectFields } from "./fields.js";
import { InitVarType } from "./initvar.js";
import { DataclassParams } from "./params.js";

const FrozenInstanceError = newExceptionType("FrozenInstanceError", [E.AttributeError], "dataclasses");

interface Options {
  init: boolean; repr: boolean; eq: boolean; order: boolean; unsafe_hash: boolean; frozen: boolean;
  match_args: boolean; kw_only: boolean; slots: boolean;
}

const fieldsOf = (cls: PyType) => (FIELDS.get(cls) ?? []).filter((f) => f.kind === "field");
/** The fields' values in order (an own attribute read directly where it is set and not None). */
function valuesOf(self: any, fs: Field[]): any[] {
  const attrs = self.attrs;
  const out = new Array(fs.length);
  for (let i = 0; i < fs.length; i++) {
    const name = fs[i]!.name;
    out[i] = attrs?.[name] ?? callPyAttr(self, name);
  }
  return out;
}

function callPyAttr(self: any, name: string): any {
  const v = self.$getAttr?.(name);
  if (v === undefined) raise(E.AttributeError, `'${typeOf(self).name}' object has no attribute '${name}'`);
  return v;
}

function setMethod(cls: PyType, name: string, fn: any, overwrite: boolean): void {
  if (!overwrite && cls.methods.has(name)) return;
  fn.$name = name;
  fn.$qualname = `${cls.qualname}.${name}`;
  cls.methods.set(name, fn);
}

function makeInit(cls: PyType, fields: Field[], frozen: boolean): any {
  const params = fields.filter((f) => f.init);
  const std = params.filter((f) => !f.kwOnly);
  const kw = params.filter((f) => f.kwOnly);
  let seenDefault = false;
  for (const f of std) {
    const has = f.dflt !== MISSING || f.factory !== MISSING;
    if (!has && seenDefault) raise(E.TypeError, `non-default argument '${f.name}' follows default argument`);
    seenDefault ||= has;
  }
  const text = (f: Field) => (f.dflt !== MISSING || f.factory !== MISSING ? `${f.name}=?` : f.name);
  const sig = ["__dataclass_self__", ...std.map(text), ...(kw.length ? ["*", ...kw.map(text)] : [])].join(", ");
  const order = [...std, ...kw];
  // Each field's argument's place among the parameters (-1: not a parameter).
  const place = fields.map((f) => order.indexOf(f));
  const init = pyDef(`${cls.qualname}.__init__`, sig, (self: any, ...args: any[]) => {
    const initVars: any[] = [];
    const t = typeOf(self);
    // Stores to the instance's own attributes where setattr comes to that.
    const plain = !frozen && plainAttributes(t);
    const store = (f: Field, v: any) => {
      if (f.kind === "initvar") initVars.push(v);
      else if (frozen) plainSetAttr(self, f.name, v);
      else if (plain) self.attrs[f.name] = v;
      else userSetAttr(self, f.name, v);
    };
    // From field `i` on; a default_factory that calls a tool hands back a promise, and the fields
    // after it wait for it, in order, as CPython's generated __init__ runs them.
    const from = (i: number): any => {
      for (; i < fields.length; i++) {
        const f = fields[i]!;
        let v = place[i]! >= 0 ? args[place[i]!] : undefined;
        if (v === undefined) {
          if (f.factory !== MISSING) v = callPy(f.factory, []);
          else if (f.dflt !== MISSING) v = f.dflt;
          else continue;
        }
        if (v instanceof Promise) {
          const next = i + 1;
          return v.then((settled) => (store(f, settled), from(next)));
        }
        store(f, v);
      }
      const post = t.lookupCached("__post_init__");
      if (post === undefined) return null;
      return callPy(post, prependItem(self, initVars));
    };
    return from(0);
  });
  // A factory that calls a tool makes the class's construction answer a promise: a caller that
  // steps it (`map(Row, ks)`) must know to wait (PyType.$async reads its __init__'s).
  // (A class as the factory: its $async says whether its construction may.)
  if (fields.some((f) => f.factory !== MISSING && (f.factory as { $async?: boolean }).$async === true)) init.$async = true;
  return init;
}

// Instances being printed: a dataclass met again inside itself prints as `...` (reprlib.recursive_repr).
const printing = new Set<any>();

// The generated methods read the fields of the class the decorator made them for, as CPython's
// do (a subclass without the decorator shows and compares its base's fields).
function makeRepr(cls: PyType): any {
  const fs = fieldsOf(cls).filter((f) => f.repr);
  return builtin("__repr__", "self, /", (self: any) => {
    if (printing.has(self)) return "...";
    printing.add(self);
    try {
      return `${typeOf(self).qualname}(${fs.map((f) => `${f.name}=${repr(callPyAttr(self, f.name))}`).join(", ")})`;
    } finally {
      printing.delete(self);
    }
  });
}

function compareMethod(op: CompareOp, cls: PyType): any {
  const fs = fieldsOf(cls).filter((f) => f.compare);
  return builtin(op, "self, other, /", (self: any, other: any) => {
    if (typeOf(other) !== typeOf(self)) return NotImplemented;
    // CPython compares the two tuples of fields: for `==`, their items in turn.
    const a = valuesOf(self, fs);
    const b = valuesOf(other, fs);
    return op === "Eq" ? seqEq(a, b) : richCompare(new PyTuple(a), new PyTuple(b), op);
  });
}

const ORDER: [string, CompareOp][] = [["__lt__", "Lt"], ["__le__", "LtE"], ["__gt__", "Gt"], ["__ge__", "GtE"]];

// Whether each dataclass is frozen: a subclass must agree with its dataclass bases.
const FROZEN = new WeakMap<PyType, boolean>();

function checkFrozenBases(cls: PyType, frozen: boolean): void {
  const bases = cls.mro.slice(1).filter((b) => FROZEN.has(b));
  if (bases.length === 0) return;
  const anyFrozen = bases.some((b) => FROZEN.get(b));
  if (anyFrozen && !frozen) raise(E.TypeError, "cannot inherit non-frozen dataclass from a frozen one");
  if (!anyFrozen && frozen) raise(E.TypeError, "cannot inherit frozen dataclass from a non-frozen one");
}

function process(cls: any, o: Options): PyType {
  // CPython's first step reads cls.__module__: anything but a class fails there.
  if (!(cls instanceof PyType)) raise(E.AttributeError, `'${typeOf(cls).name}' object has no attribute '__module__'`);
  if (!cls.user) raise(E.TypeError, `cannot make the builtin type '${cls.name}' a dataclass`);
  checkFrozenBases(cls, o.frozen);
  const fields = collectFields(cls as UserType, o.kw_only);
  FIELDS.set(cls, fields);
  FROZEN.set(cls, o.frozen);
  // CPython's order (the class's `__dict__` shows it).
  cls.methods.set("__dataclass_params__", new DataclassParams(o));
  cls.methods.set("__dataclass_fields__", PyDict.from(fields.map((f) => [f.name, f])));
  const own = new Set(cls.methods.keys());
  // A class that defines its own __init__ keeps it (CPython's _set_new_attribute).
  if (o.init) setMethod(cls, "__init__", makeInit(cls, fields, o.frozen), false);
  if (o.repr) setMethod(cls, "__repr__", makeRepr(cls), false);
  if (o.eq) setMethod(cls, "__eq__", compareMethod("Eq", cls), false);
  if (o.order) {
    if (!o.eq) raise(E.ValueError, "eq must be true if order is true");
    for (const [name, op] of ORDER) {
      if (own.has(name)) raise(E.TypeError, `Cannot overwrite attribute ${name} in class ${cls.name}. Consider using functools.total_ordering`);
      setMethod(cls, name, compareMethod(op, cls), true);
    }
  }
  // A `__hash__ = None` beside an `__eq__` is the one `type` inserts: not the author's own.
  const ownHash = own.has("__hash__") && !(cls.methods.get("__hash__") === null && own.has("__eq__"));
  const hashed = fieldsOf(cls).filter((f) => (f.hash === null ? f.compare : f.hash));
  const hashFn = builtin("__hash__", "self, /", (self: any) => pyHash(new PyTuple(valuesOf(self, hashed))));
  if (o.unsafe_hash) {
    if (ownHash) raise(E.TypeError, `Cannot overwrite attribute __hash__ in class ${cls.name}`);
    setMethod(cls, "__hash__", hashFn, true);
  } else if (o.eq && o.frozen && !ownHash) setMethod(cls, "__hash__", hashFn, true);
  else if (o.eq && !ownHash) cls.methods.set("__hash__", null);
  if (o.frozen) frozenMethods(cls, fields);
  if (o.match_args && !own.has("__match_args__")) {
    cls.methods.set("__match_args__", new PyTuple(fields.filter((f) => f.init && !f.kwOnly).map((f) => f.name)));
  }
  if (o.slots) slotted(cls, fields);
  return cls;
}

/** slots=True: the fields become `__slots__` and their defaults leave the class namespace (CPython
 *  makes a new class; this one is changed in place, which no script can tell apart but for
 *  type_new's `__set_name__` and `__init_subclass__`, which run again, without keywords). */
function slotted(cls: PyType, fields: Field[]): void {
  if (cls.methods.has("__slots__")) raise(E.TypeError, `${cls.name} already specifies __slots__`);
  for (const f of fields) cls.methods.delete(f.name);
  const inherited = inheritedSlots(cls);
  cls.methods.set("__slots__", new PyTuple(fields.map((f) => f.name).filter((n) => !inherited.has(n))));
  declareSlots(cls);
  classHooksFollow(cls, undefined);
  initSubclass(cls, false);
}

function frozenMethods(cls: PyType, fields: Field[]): void {
  const names = new Set(fields.map((f) => f.name));
  const frozen = (self: any, name: string) => typeOf(self) === cls || names.has(name);
  setMethod(cls, "__setattr__", builtin("__setattr__", "self, name, value, /", (self: any, name: string, value: any) => {
    if (frozen(self, name)) throw newException(FrozenInstanceError, [`cannot assign to field '${name}'`]);
    plainSetAttr(self, name, value);
    return null;
  }), true);
  setMethod(cls, "__delattr__", builtin("__delattr__", "self, name, /", (self: any, name: string) => {
    if (frozen(self, name)) throw newException(FrozenInstanceError, [`cannot delete field '${name}'`]);
    delete self.attrs[name];
    return null;
  }), true);
}

// Python functions in CPython: their argument errors are worded as for a `def`.
const dataclass = pyDef(
  "dataclass",
  "cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False, frozen=False, match_args=True, kw_only=False, slots=False, weakref_slot=False",
  (cls: any, init: boolean, repr: boolean, eq: boolean, order: boolean, unsafe_hash: boolean, frozen: boolean, match_args: boolean, kw_only: boolean, slots: boolean) => {
    const o: Options = { init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots };
    if (cls === null) return pyDef("dataclass.<locals>.wrap", "cls", (c: any) => process(c, o));
    return process(cls, o);
  },
);

const field = pyDef(
  "field",
  "*, default=?, default_factory=?, init=True, repr=True, hash=None, compare=True, metadata=None, kw_only=?",
  (dflt: any, factory: any, init: boolean, repr: boolean, hash: any, compare: boolean, metadata: any, kwOnly: any) => {
    if (dflt !== undefined && factory !== undefined) raise(E.ValueError, "cannot specify both default and default_factory");
    // An absent argument is undefined; None (null) is a value like any other.
    const given = (v: any) => (v === undefined ? MISSING : v);
    return new Field(given(dflt), given(factory), init, repr, hash, compare, metadata, given(kwOnly));
  },
);

/** The dataclass whose fields `x` (a class or an instance) has: its own class or the nearest
 *  along its MRO (a subclass without the decorator inherits `__dataclass_fields__`). */
function dataclassOf(x: any): PyType | null {
  const t = x instanceof PyType ? x : typeOf(x);
  for (const c of t.mro) if (FIELDS.has(c)) return c;
  return null;
}

/** dataclasses' _asdict_inner and _astuple_inner: a dataclass instance becomes what `factory`
 *  makes of its fields' (name, value) pairs (asdict) or values (astuple); lists, tuples and dicts
 *  are rebuilt as their own types (a namedtuple from its items); anything else is deep-copied. */
function convert(v: any, asDict: boolean, factory: any): any {
  const t = dataclassOf(v);
  if (t !== null && !(v instanceof PyType)) {
    const fs = fieldsOf(t);
    const inner = (f: Field) => convert(callPyAttr(v, f.name), asDict, factory);
    if (!asDict) return factory === undefined ? new PyTuple(fs.map(inner)) : callPy(factory, [new PyList(fs.map(inner))]);
    if (factory !== undefined) return callPy(factory, [new PyList(fs.map((f) => new PyTuple([f.name, inner(f)])))]);
    const d = new PyDict();
    for (const f of fs) d.set(f.name, inner(f));
    return d;
  }
  const each = (items: any[]) => items.map((x) => convert(x, asDict, factory));
  if (v instanceof PyList || v instanceof PyTuple) {
    const vt = typeOf(v);
    if (vt === T.list) return new PyList(each(v.items));
    if (vt === T.tuple) return new PyTuple(each(v.items));
    if (v instanceof PyTuple && hasAttr(v, "_fields")) return callPy(vt, each(v.items));
    return callPy(vt, [new PyList(each(v.items))]);
  }
  if (v instanceof PyDict) {
    const pairs = [...v.entries()].map(([k, x]) => [convert(k, asDict, factory), convert(x, asDict, factory)]);
    if (typeOf(v) === T.dict) return PyDict.from(pairs as [any, any][]);
    return callPy(typeOf(v), [new PyList(pairs.map((p) => new PyTuple(p)))]);
  }
  return deepcopyFromScript(v, new Memo());
}

function mustBeInstance(x: any, fn: string): void {
  if (dataclassOf(x) === null || x instanceof PyType) raise(E.TypeError, `${fn}() should be called on dataclass instances`);
}

function replace(obj: any, changes: PyDict): any {
  mustBeInstance(obj, "replace");
  const kw: Record<string, any> = Object.create(null);
  for (const [k, v] of changes.entries()) kw[k] = v;
  for (const f of FIELDS.get(dataclassOf(obj)!)!) {
    if (!f.init) {
      if (f.name in kw) raise(E.ValueError, `field ${f.name} is declared with init=False, it cannot be specified with replace()`);
      continue;
    }
    if (!(f.name in kw)) {
      if (f.kind === "initvar" && f.dflt === MISSING) raise(E.ValueError, `InitVar '${f.name}' must be specified with replace()`);
      if (f.kind === "field") kw[f.name] = callPyAttr(obj, f.name);
    }
  }
  return callPy(typeOf(obj), [], kw);
}

export function dataclassesModule(): PyModule {
  return new PyModule("dataclasses", {
    dataclass,
    field,
    fields: builtin("fields", "class_or_instance", (x: any) => {
      const t = dataclassOf(x);
      if (t === null) raise(E.TypeError, "must be called with a dataclass type or instance");
      return new PyTuple(fieldsOf(t));
    }),
    asdict: builtin("asdict", "obj, *, dict_factory=?", (obj: any, factory: any) => (mustBeInstance(obj, "asdict"), convert(obj, true, factory))),
    astuple: builtin("astuple", "obj, *, tuple_factory=?", (obj: any, factory: any) => (mustBeInstance(obj, "astuple"), convert(obj, false, factory))),
    replace: builtin("replace", "obj, /, **changes", replace),
    is_dataclass: builtin("is_dataclass", "obj", (x: any) => dataclassOf(x) !== null),
    FrozenInstanceError,
    MISSING,
    KW_ONLY,
    InitVar: InitVarType,
    Field: builtin("Field", "*args, **kwargs", () => raise(E.TypeError, "use dataclasses.field()")),
  });
}
