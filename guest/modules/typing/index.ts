// The `typing` module: every name a script imports from it, as values with CPython 3.11's reprs
// (forms.ts, aliases.ts). Annotations are only evaluated, never checked, as in CPython; the
// helpers (cast, overload, get_origin, ...) behave as typing.py's. `Generic` and `Protocol` are
// classes subscripted into aliases; class statements that use them are the class machinery's.

import {
  E,
  EMPTY_TUPLE,
  GenericAlias,
  PyDict,
  PyList,
  PyModule,
  PyTuple,
  PyType,
  T,
  UnionType,
  builtin,
  declareSlots,
  pyDef,
  raise,
  repr,
  setClassGetItem,
  subscriptArgs,
  toArray,
  truthy,
  typeName,
  typeOf,
  typeParameters,
  findAttr,
  type Annotation,
  type ClassStatement,
  type PyFunction,
} from "../../values/index.js";
import { namedtuple } from "../collections/namedtuple.js";
import { typingAliases } from "./aliases.js";
import { formHints, namedTupleClass, typedDictClass, typedDictType } from "./class-forms.js";
import {
  ANY,
  ForwardRef,
  GenericClass,
  LiteralFormType,
  SpecialForm,
  TypeVar,
  TypeVarType,
  ParamSpec,
  ParamSpecType,
  concatenate,
  TypingAlias,
  UNION,
  UserGenericAlias,
  singleTypeForm,
  typeCheck,
} from "./forms.js";
import { markProtocol, runtimeCheckable } from "./protocols.js";
import { getTypeHints } from "./type-hints.js";


/** Generic.__init_subclass__'s `__parameters__`: the type variables of the bases as written
 *  (`__orig_bases__`), or those of its `Generic[...]` base, which must list them all. */
function genericParameters(cls: PyType): unknown[] {
  const orig: PyTuple | undefined = cls.methods.get("__orig_bases__");
  if ((orig?.items ?? cls.bases).includes(GenericClass)) raise(E.TypeError, "Cannot inherit from plain Generic");
  if (orig === undefined) return [];
  const tvars = typeParameters(orig.items);
  // One at most: a second is a duplicate base (CPython drops all but the last; see python-subset.md).
  const generic = orig.items.find((b) => b instanceof TypingAlias && b.origin === GenericClass) as TypingAlias | undefined;
  if (generic === undefined) return tvars;
  const gvars = generic.$parameters();
  const missing = tvars.filter((t) => !gvars.includes(t));
  if (missing.length) raise(E.TypeError, `Some type variables (${missing.map(repr).join(", ")}) are not listed in Generic[${gvars.map(repr).join(", ")}]`);
  return gvars;
}

/** `Box[int]` of a script's generic class, as typing's _generic_class_getitem checks it. */
function genericClassGetItem(cls: PyType, key: unknown): UserGenericAlias {
  const params = (findAttr(cls, "__parameters__") as PyTuple | undefined)?.items ?? [];
  if (params.length === 0) raise(E.TypeError, `${repr(cls)} is not a generic class`);
  const args = subscriptArgs(key);
  if (args.length !== params.length) {
    raise(E.TypeError, `Too ${args.length > params.length ? "many" : "few"} arguments for ${repr(cls)}; actual ${args.length}, expected ${params.length}`);
  }
  return new UserGenericAlias(cls, args);
}
const ProtocolClass = new PyType("Protocol", [GenericClass], "typing");
const AnnotatedClass = new PyType("Annotated", [T.object], "typing");
const NewTypeClass = new PyType("NewType", [T.object], "typing");

for (const cls of [GenericClass, ProtocolClass]) {
  // `__slots__ = ()`, as typing.py's: a slotted subclass's instances stay slotted.
  cls.methods.set("__slots__", EMPTY_TUPLE);
  declareSlots(cls);
  // A script's class may derive from them (typing's own __init_subclass__ checks are not made);
  // `Box[int]` is then an alias that constructs a Box.
  cls.subclassHook = (sub: PyType) => {
    sub.methods.set("__parameters__", new PyTuple(genericParameters(sub)));
    setClassGetItem(sub, genericClassGetItem);
    markProtocol(sub, ProtocolClass);
  };
  setClassGetItem(cls, (self, key) => {
    const args = subscriptArgs(key);
    if (args.length === 0) raise(E.TypeError, `Parameter list to ${self.name}[...] cannot be empty`);
    if (!args.every((a) => a instanceof TypeVar)) {
      raise(E.TypeError, `Parameters to ${self.name}[...] must all be type variables or parameter specification variables.`);
    }
    return new TypingAlias("generic", self.name, self, args);
  });
}

setClassGetItem(AnnotatedClass, (_self, key) => {
  const args = subscriptArgs(key);
  if (!(key instanceof PyTuple) || args.length < 2) {
    raise(E.TypeError, "Annotated[...] should be used with at least two arguments (a type and an annotation).");
  }
  const origin = typeCheck(args[0], "Annotated[t, ...]: t must be a type.");
  // Annotated[Annotated[int, a], b] is Annotated[int, a, b].
  if (origin instanceof TypingAlias && origin.kind === "annotated") return new TypingAlias("annotated", "Annotated", AnnotatedClass, [...origin.args!, ...args.slice(1)]);
  return new TypingAlias("annotated", "Annotated", AnnotatedClass, [origin, ...args.slice(1)]);
});

const LITERAL: SpecialForm = new SpecialForm("Literal", (self, params) => {
  // Literal[1, True] keeps both: members are equal only with the same type.
  const args: unknown[] = [];
  for (const p of params) if (!args.some((a) => a === p || (typeof a === typeof p && repr(a) === repr(p)))) args.push(p);
  return new TypingAlias("literal", "Literal", self, args);
});
Object.defineProperty(LITERAL, "$type", { value: LiteralFormType });

function typeVar(name: unknown, constraints: unknown[], _bound: unknown, covariant: unknown, contravariant: unknown): TypeVar {
  if (typeof name !== "string") raise(E.TypeError, "TypeVar name must be a string");
  if (covariant === true && contravariant === true) raise(E.ValueError, "Bivariant types are not supported.");
  if (constraints.length === 1) raise(E.TypeError, "A single constraint is not allowed");
  return new TypeVar(name as string, covariant === true ? "+" : contravariant === true ? "-" : "~");
}
TypeVarType.construct = (pos, kw) => typeVarFn.$kw!(pos, kw ?? {});
ParamSpecType.construct = (pos, kw) => paramSpecFn.$kw!(pos, kw ?? {});
const paramSpecFn = builtin("ParamSpec", "name, *, bound=None, covariant=False, contravariant=False", (name: unknown, _b: unknown, co: unknown, contra: unknown) => {
  // typing.py builds the repr's text first: `'~' + name`.
  if (typeof name !== "string") raise(E.TypeError, `can only concatenate str (not "${typeName(name)}") to str`);
  return new ParamSpec(name as string, co === true ? "+" : contra === true ? "-" : "~");
});
const typeVarFn = builtin("TypeVar", "name, *constraints, bound=None, covariant=False, contravariant=False", typeVar);

function getOrigin(tp: unknown): unknown {
  if (tp instanceof TypingAlias) return tp.kind === "union" ? (tp.args ? UNION : null) : tp.origin;
  if (tp instanceof GenericAlias) return tp.origin;
  if (tp instanceof UnionType) return typeOf(tp);
  if (tp === GenericClass || tp === ProtocolClass) return tp;
  return null;
}

function getArgs(tp: unknown): PyTuple {
  if (tp instanceof TypingAlias && tp.args) {
    if (tp.kind === "callable") {
      const params = tp.args.slice(0, -1);
      const first = params.length === 1 && !(params[0] instanceof PyType) && !(params[0] instanceof TypingAlias) ? params[0] : new PyList(params);
      return new PyTuple([first, tp.args[tp.args.length - 1]]);
    }
    return new PyTuple(tp.args.slice());
  }
  if (tp instanceof GenericAlias || tp instanceof UnionType) return new PyTuple(tp.args.slice());
  return new PyTuple([]);
}

const OVERLOAD_MESSAGE =
  "You should not call an overloaded function. A series of @overload-decorated functions outside a stub module should always be followed by an implementation that is not @overload-ed.";

/** typing.NamedTuple("P", [("x", int), ...]): a namedtuple whose fields are the pairs' names. */
function namedTuple(typename: unknown, fields: unknown): PyType {
  const pairs = fields === null ? [] : toArray(fields).map((p) => toArray(p));
  for (const p of pairs) if (p.length !== 2) raise(E.TypeError, "NamedTuple('Name', [(f0, t0), (f1, t1), ...]); each t must be a type");
  const type = namedtuple(typename, new PyList(pairs.map((p) => p[0])), false, null, "__main__");
  formHints.set(type, pairs.map(([name, t]) => [String(name), "field", t]));
  return type;
}

/** typing.TypedDict("T", {"a": int}): a class whose instances are plain dicts. */
function typedDict(typename: unknown, fields: unknown, total: unknown): PyType {
  if (typeof typename !== "string") raise(E.TypeError, "TypedDict() argument 1 must be str");
  if (fields !== null && !(fields instanceof PyDict)) raise(E.TypeError, "TypedDict takes a dict as the second argument");
  const own: Annotation[] = fields === null ? [] : [...(fields as PyDict).entries()].map(([k, t]) => [String(k), "field", t]);
  return typedDictType(typename as string, typename as string, own, truthy(total));
}

/** A base that makes the class (`class P(NamedTuple)`): typing's metaclass. */
function classMaker(f: PyFunction, make: (c: ClassStatement) => PyType): PyFunction {
  Object.defineProperty(f, "$makeClass", { value: make });
  return f;
}

function newType(name: unknown, _tp: unknown): PyFunction {
  const f = builtin(String(name), "x, /", (x: unknown) => x);
  Object.defineProperty(f, "$repr", { value: () => `__main__.${String(name)}` });
  return f;
}
NewTypeClass.construct = (pos, kw) => newTypeFn.$kw!(pos, kw ?? {});
const newTypeFn = pyDef("NewType", "name, tp", newType);

const identity = (name: string, param: string) => pyDef(name, param, (x: unknown) => x);

export function typingModule(): PyModule {
  const namedTupleFn: PyFunction = classMaker(pyDef("NamedTuple", "typename, fields=None, /", namedTuple), (c) => namedTupleClass(namedTupleFn, c));
  const final = singleTypeForm("Final");
  const classVar = singleTypeForm("ClassVar");
  final.bare = classVar.bare = true;
  return new PyModule("typing", {
    ...typingAliases(),
    Any: ANY,
    Union: UNION,
    Optional: singleTypeForm("Optional", (arg) => UNION.$getItem(new PyTuple([arg, null]))),
    Literal: LITERAL,
    Final: final,
    ClassVar: classVar,
    TypeGuard: singleTypeForm("TypeGuard"),
    Required: singleTypeForm("Required"),
    NotRequired: singleTypeForm("NotRequired"),
    Annotated: AnnotatedClass,
    NoReturn: new SpecialForm("NoReturn"),
    Never: new SpecialForm("Never"),
    Self: new SpecialForm("Self"),
    LiteralString: new SpecialForm("LiteralString"),
    TypeAlias: new SpecialForm("TypeAlias"),
    Generic: GenericClass,
    Protocol: ProtocolClass,
    TypeVar: TypeVarType,
    ParamSpec: ParamSpecType,
    Concatenate: new SpecialForm("Concatenate", concatenate),
    AnyStr: new TypeVar("AnyStr", "~"),
    Text: T.str,
    ForwardRef: pyDef("ForwardRef", "arg", (arg: unknown) => new ForwardRef(String(arg))),
    NewType: NewTypeClass,
    NamedTuple: namedTupleFn,
    TypedDict: classMaker(pyDef("TypedDict", "typename, fields=None, /, *, total=True", typedDict), typedDictClass),
    TYPE_CHECKING: false,
    cast: pyDef("cast", "typ, val", (_t: unknown, v: unknown) => v),
    assert_type: pyDef("assert_type", "val, typ, /", (v: unknown) => v),
    reveal_type: pyDef("reveal_type", "obj, /", (v: unknown) => v),
    assert_never: pyDef("assert_never", "arg, /", (v: unknown) =>
      raise(E.AssertionError, `Expected code to be unreachable, but got: ${repr(v).slice(0, 100)}`),
    ),
    overload: pyDef("overload", "func", () => pyDef("_overload_dummy", "*args, **kwds", () => raise(E.NotImplementedError, OVERLOAD_MESSAGE))),
    final: identity("final", "f"),
    no_type_check: identity("no_type_check", "arg"),
    runtime_checkable: pyDef("runtime_checkable", "cls", runtimeCheckable),
    get_origin: pyDef("get_origin", "tp", getOrigin),
    get_type_hints: pyDef("get_type_hints", "obj, globalns=None, localns=None, include_extras=False", getTypeHints),
    get_args: pyDef("get_args", "tp", getArgs),
  });
}
