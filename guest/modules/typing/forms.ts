// The typing module's objects as plain guest values: special forms (`Any`, `Union`, `Optional`,
// `Literal`, ...), aliases of classes (`List`, `Dict`, `Callable`, ... and their subscriptions),
// TypeVar and ForwardRef, with CPython 3.11's reprs, equality, `|`, subscription errors and
// isinstance behaviour. Class machinery (Generic/Protocol/NamedTuple/TypedDict bases) can
// recognise them with `instanceof TypingForm` / `TypingAlias` and read `name`, `origin`, `args`.

import {
  E,
  GenericAlias,
  PyList,
  PyTuple,
  PyType,
  T,
  UnionType,
  argsKey,
  eq,
  isInstanceOf,
  raise,
  repr,
  subscriptArgs,
  typeArgRepr,
  typeName,
  typeParameters,
  andThen,
  isInstance,
  setUserAttr,
  PyBaseException,
} from "../../values/index.js";

const typingType = (name: string) => new PyType(name, [T.object], "typing");
/** typing.Generic (its subclass hook and subscription: index.ts). */
export const GenericClass = typingType("Generic");
const SpecialFormType = typingType("_SpecialForm");
const AnyMetaType = typingType("_AnyMeta");
const SpecialAliasType = typingType("_SpecialGenericAlias");
const CallableType = typingType("_CallableType");
const TupleType = typingType("_TupleType");
export const LiteralFormType = typingType("_LiteralSpecialForm");
const GenericAliasType = typingType("_GenericAlias");
const UnionAliasType = typingType("_UnionGenericAlias");
const LiteralAliasType = typingType("_LiteralGenericAlias");
const CallableAliasType = typingType("_CallableGenericAlias");
const AnnotatedAliasType = typingType("_AnnotatedAlias");
export const TypeVarType = typingType("TypeVar");
const ForwardRefType = typingType("ForwardRef");

const isEllipsis = (x: unknown) => x !== null && typeof x === "object" && typeName(x) === "ellipsis";

/** typing._type_repr: a class by qualified name, `...`, a function by name, else repr(). */
export function typeRepr(x: unknown): string {
  if (typeof x === "function") return (x as { $name?: string }).$name ?? repr(x);
  return typeArgRepr(x);
}

/** typing._type_check (3.11 is lenient): None becomes NoneType, a str a ForwardRef, a tuple is an error. */
export function typeCheck(arg: unknown, msg: string): unknown {
  if (arg === null) return T.NoneType;
  if (typeof arg === "string") return new ForwardRef(arg);
  if (arg instanceof PyTuple) raise(E.TypeError, `${msg} Got ${repr(arg).slice(0, 100)}.`);
  if (arg instanceof TypingForm && arg.bare) raise(E.TypeError, `Plain ${repr(arg)} is not valid as type argument`);
  return arg;
}

/** Every typing object: a repr, identity-or-value equality, `|` into a Union. */
export abstract class TypingForm {
  /** A special form that is not valid inside another (`Final`, `ClassVar`, unsubscripted). */
  bare = false;

  abstract $repr(): string;

  $binaryOp(op: string, other: unknown, reflected: boolean): unknown {
    if (op !== "BitOr") return undefined;
    const o = typeCheck(other, "Union[arg, ...]: each arg must be a type.");
    return makeTypingUnion(reflected ? [o, this] : [this, o]);
  }

  $getItem(_key: unknown): unknown {
    return raise(E.TypeError, `${this.$repr()} is not subscriptable`);
  }

  $instancecheck(_obj: unknown): boolean {
    return raise(E.TypeError, `${this.$repr()} cannot be used with isinstance()`);
  }

  $call(_pos: unknown[]): unknown {
    return raise(E.TypeError, `Cannot instantiate ${this.$repr()}`);
  }
}

/** `typing.Any`, `typing.Optional`, ...: subscription is the form's own rule. */
export class SpecialForm extends TypingForm {
  constructor(
    readonly name: string,
    private readonly subscript?: (self: SpecialForm, args: unknown[]) => unknown,
  ) {
    super();
  }

  $repr(): string {
    return `typing.${this.name}`;
  }

  override $getItem(key: unknown): unknown {
    if (!this.subscript) return raise(E.TypeError, this.name === "Any" ? "type 'Any' is not subscriptable" : `${this.$repr()} is not subscriptable`);
    return this.subscript(this, key instanceof PyTuple ? key.items : [key]);
  }
}
Object.defineProperty(SpecialForm.prototype, "$type", { value: SpecialFormType });

export type AliasKind = "generic" | "union" | "literal" | "callable" | "annotated";

/**
 * An alias: unsubscripted (`List`: `args` null, `params` how many it takes, -1 for any number)
 * or subscripted (`List[int]`, `Union[int, str]`, `Literal['a']`; `args` set). `origin` is what
 * typing.get_origin returns.
 */
export class TypingAlias extends TypingForm {
  constructor(
    readonly kind: AliasKind,
    readonly name: string,
    readonly origin: unknown,
    readonly args: readonly unknown[] | null,
    readonly params = 0,
    /** isinstance for the unsubscripted alias (`isinstance(x, List)`). */
    readonly check?: (obj: unknown) => boolean,
  ) {
    super();
  }

  /** As a class's base, CPython's `__mro_entries__`: `Generic[T]`'s and `Protocol[T]`'s origin;
   *  an alias of a class (`List[int]`, `Mapping`) its origin unless a base, and Generic unless a
   *  later base is an alias or a Generic class (_BaseGenericAlias's). */
  $mroEntries(bases: readonly unknown[]): unknown[] | undefined {
    if (this.kind !== "generic") return undefined;
    const origin = this.origin as PyType;
    if (origin.module === "typing") return [origin];
    const later = bases.slice(bases.indexOf(this) + 1);
    const generic = later.some((b) => b instanceof TypingAlias || b instanceof GenericAlias || (b instanceof PyType && b.mro.includes(GenericClass)));
    return [...(bases.includes(origin) ? [] : [origin]), ...(generic ? [] : [GenericClass])];
  }

  $parameters(): unknown[] {
    return this.args === null ? [] : typeParameters(this.args);
  }

  /** A subscripted generic, union or literal alias's `__origin__`, `__args__` and `__parameters__`
   *  (a callable's args are kept in another shape than CPython's); an annotated one's are its
   *  type's, and `__metadata__` the rest (what a script validating by `Annotated[int, Gt(0)]` reads). */
  $getAttr(name: string): unknown {
    if (this.args !== null && this.kind === "annotated") {
      const [tp, ...metadata] = this.args;
      if (name === "__metadata__") return new PyTuple(metadata);
      if (name === "__origin__") return tp;
      return name === "__args__" ? new PyTuple([tp]) : undefined;
    }
    if (this.args === null || this.kind === "callable") return undefined;
    if (name === "__origin__") return this.origin;
    if (name === "__args__") return new PyTuple(this.args.slice());
    return name === "__parameters__" ? new PyTuple(this.$parameters()) : undefined;
  }

  $repr(): string {
    if (this.args === null) return `typing.${this.name}`;
    const args = this.args;
    switch (this.kind) {
      case "union":
        if (args.length === 2 && args.includes(T.NoneType)) return `typing.Optional[${typeRepr(args.find((a) => a !== T.NoneType))}]`;
        break;
      case "literal":
        return `typing.Literal[${args.map((a) => repr(a)).join(", ")}]`;
      case "annotated":
        return `typing.Annotated[${typeRepr(args[0])}, ${args.slice(1).map((a) => repr(a)).join(", ")}]`;
      case "callable": {
        const last = args.length - 1;
        const params = last === 1 && (isEllipsis(args[0]) || takesParams(args[0])) ? typeRepr(args[0]) : `[${args.slice(0, last).map(typeRepr).join(", ")}]`;
        return `typing.Callable[${params}, ${typeRepr(args[last])}]`;
      }
    }
    return `typing.${this.name}[${args.length ? args.map(typeRepr).join(", ") : "()"}]`;
  }

  $eq(other: unknown): boolean {
    if (!(other instanceof TypingAlias) || other.kind !== this.kind || other.name !== this.name) return false;
    if (this.args === null || other.args === null) return this.args === other.args && this.origin === other.origin;
    if (this.kind === "union") return sameMembers(this.args, other.args);
    return this.args.length === other.args.length && this.args.every((a, i) => eq(a, other.args![i]));
  }

  $hashKey(): string {
    const args = this.kind === "union" && this.args ? [...this.args].sort((a, b) => argsKey([a]).localeCompare(argsKey([b]))) : this.args;
    return `${this.kind}:${this.name}:${args === null ? "-" : argsKey(args)}`;
  }

  override $getItem(key: unknown): unknown {
    if (this.args !== null || this.params === 0) return raise(E.TypeError, `${this.$repr()} is not a generic class`);
    if (this.kind === "callable") return callableOf(this, key);
    const items = subscriptArgs(key);
    // `Tuple[()]` is the empty tuple type.
    const raw = this.params < 0 && key instanceof PyTuple && key.items.length === 0 ? [] : items;
    if (this.params > 0 && raw.length !== this.params) {
      const which = raw.length > this.params ? "many" : "few";
      raise(E.TypeError, `Too ${which} arguments for ${this.$repr()}; actual ${raw.length}, expected ${this.params}`);
    }
    const args = raw.map((a) => (isEllipsis(a) ? a : typeCheck(a, "Parameters to generic types must be types.")));
    return new TypingAlias("generic", this.name, this.origin, args, 0);
  }

  override $instancecheck(obj: unknown): boolean {
    if (this.kind === "union" && this.args) {
      return this.args.some((a) => {
        if (a instanceof TypingForm || a instanceof GenericAlias) return (a as { $instancecheck(o: unknown): boolean }).$instancecheck(obj);
        return isInstanceOf(obj, a);
      });
    }
    if (this.args !== null || !this.check) raise(E.TypeError, "Subscripted generics cannot be used with class and instance checks");
    return this.check!(obj);
  }

  override $call(): unknown {
    if (this.kind !== "generic" && this.kind !== "callable") return raise(E.TypeError, `Cannot instantiate typing.${this.name}`);
    if (this.args === null && this.origin instanceof PyType && this.origin.module === "builtins") {
      return raise(E.TypeError, `Type ${this.name} cannot be instantiated; use ${this.origin.name}() instead`);
    }
    return raise(E.TypeError, `Type ${this.name} cannot be instantiated`);
  }
}
Object.defineProperty(TypingAlias.prototype, "$type", {
  get(this: TypingAlias) {
    if (this.args === null) return this.kind === "callable" ? CallableType : this.params < 0 ? TupleType : SpecialAliasType;
    return { union: UnionAliasType, literal: LiteralAliasType, callable: CallableAliasType, annotated: AnnotatedAliasType, generic: GenericAliasType }[this.kind];
  },
});

function sameMembers(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((x) => b.some((y) => eq(x, y)));
}

function callableOf(self: TypingAlias, key: unknown): TypingAlias {
  const usage = "Callable must be used as Callable[[arg, ...], result].";
  if (!(key instanceof PyTuple) || key.items.length !== 2) return raise(E.TypeError, usage);
  const [params, result] = key.items;
  let args: unknown[];
  if (isEllipsis(params) || takesParams(params)) args = [params];
  else if (params instanceof PyList) args = params.items.map((p) => typeCheck(p, "Callable[[arg, ...], result]: each arg must be a type."));
  else return raise(E.TypeError, `Callable[args, result]: args must be a list. Got ${repr(params).slice(0, 100)}`);
  return new TypingAlias("callable", self.name, self.origin, [...args, typeCheck(result, "Callable[args, result]: result must be a type.")]);
}

/** The members of a union (`Union[A, B]`, `A | B`), or null for anything else. */
export function unionMembers(t: unknown): readonly unknown[] | null {
  return t instanceof TypingAlias && t.kind === "union" && t.args ? t.args : t instanceof UnionType ? t.args : null;
}

/** typing.Union[...] of already-checked members: flattened, deduplicated, one member returned as itself. */
export function makeTypingUnion(items: readonly unknown[]): unknown {
  const args: unknown[] = [];
  for (const item of items) {
    const t = item === null ? T.NoneType : item;
    const members = unionMembers(t) ?? [t];
    for (const m of members) if (!args.some((a) => eq(a, m))) args.push(m);
  }
  if (args.length === 1) return args[0];
  return new TypingAlias("union", "Union", UNION, args);
}

export const UNION: SpecialForm = new SpecialForm("Union", (_self, params) => {
  if (params.length === 0) raise(E.TypeError, "Cannot take a Union of no types.");
  return makeTypingUnion(params.map((p) => typeCheck(p, "Union[arg, ...]: each arg must be a type.")));
});

/** A form taking exactly one type (`Optional`, `Final`, `ClassVar`, ...). */
export function singleTypeForm(name: string, wrap?: (arg: unknown) => unknown): SpecialForm {
  const form: SpecialForm = new SpecialForm(name, (self, params) => {
    const message = name === "Optional" ? `${self.$repr()} requires a single type.` : `${self.$repr()} accepts only single type.`;
    const arg = typeCheck(params.length === 1 ? params[0] : new PyTuple(params), message);
    return wrap ? wrap(arg) : new TypingAlias("generic", name, form, [arg]);
  });
  return form;
}

/** `TypeVar("T")`: repr `~T`, `+T` covariant, `-T` contravariant. */
export class TypeVar extends TypingForm {
  constructor(
    readonly name: string,
    readonly variance: "~" | "+" | "-",
  ) {
    super();
  }

  $repr(): string {
    return `${this.variance}${this.name}`;
  }

  $getAttr(name: string): unknown {
    return name === "__name__" ? this.name : undefined;
  }

  $parameters(): unknown[] {
    return [this];
  }

  override $instancecheck(): boolean {
    return raise(E.TypeError, "isinstance() arg 2 must be a type, a tuple of types, or a union");
  }
}
Object.defineProperty(TypeVar.prototype, "$type", { value: TypeVarType });

export const ParamSpecType = typingType("ParamSpec");
const ParamSpecArgsType = typingType("ParamSpecArgs");
const ParamSpecKwargsType = typingType("ParamSpecKwargs");

/** `P = ParamSpec("P")`: a callable's parameters in `Callable[P, R]`, with `P.args` and `P.kwargs`. */
export class ParamSpec extends TypeVar {
  override $getAttr(name: string): unknown {
    return name === "args" || name === "kwargs" ? new ParamSpecPart(this, name) : super.$getAttr(name);
  }
}
Object.defineProperty(ParamSpec.prototype, "$type", { value: ParamSpecType });

/** `P.args` / `P.kwargs`, the annotations of a wrapper's `*args` and `**kwargs`. */
class ParamSpecPart extends TypingForm {
  constructor(
    readonly origin: ParamSpec,
    readonly part: "args" | "kwargs",
  ) {
    super();
  }

  $repr(): string {
    return `${this.origin.name}.${this.part}`;
  }

  $getAttr(name: string): unknown {
    return name === "__origin__" ? this.origin : undefined;
  }

  $eq(other: unknown): boolean {
    return other instanceof ParamSpecPart && other.origin === this.origin && other.part === this.part;
  }
}
Object.defineProperty(ParamSpecPart.prototype, "$type", {
  get(this: ParamSpecPart) {
    return this.part === "args" ? ParamSpecArgsType : ParamSpecKwargsType;
  },
});

/** `Concatenate[int, P]`: parameters put before a ParamSpec's, the last argument. */
export function concatenate(self: SpecialForm, args: unknown[]): TypingAlias {
  if (args.length === 0) raise(E.TypeError, "Cannot take a Concatenate of no types.");
  const last = args[args.length - 1];
  if (!(last instanceof ParamSpec) && !isEllipsis(last)) raise(E.TypeError, "The last parameter to Concatenate should be a ParamSpec variable or ellipsis.");
  return new TypingAlias("generic", "Concatenate", self, args.map((a) => (isEllipsis(a) ? a : typeCheck(a, "Concatenate[arg, ...]: each arg must be a type."))), 0);
}
const takesParams = (x: unknown) => x instanceof ParamSpec || (x instanceof TypingAlias && x.name === "Concatenate" && x.args !== null);

/** A string inside a type expression (`List["Node"]`), kept unevaluated. */
export class ForwardRef extends TypingForm {
  constructor(readonly arg: string) {
    super();
  }

  $repr(): string {
    return `ForwardRef(${repr(this.arg)})`;
  }

  $eq(other: unknown): boolean {
    return other instanceof ForwardRef && other.arg === this.arg;
  }

  $hashKey(): string {
    return this.arg;
  }
}
Object.defineProperty(ForwardRef.prototype, "$type", { value: ForwardRefType });

/** `typing.Any`: a class in 3.11, shown as `typing.Any`. */
/** `Box[int]` of a script's Generic class: typing's _GenericAlias, which refuses isinstance as
 *  typing's own subscripted aliases do. */
export class UserGenericAlias extends GenericAlias {
  override $instancecheck(): boolean {
    return raise(E.TypeError, "Subscripted generics cannot be used with class and instance checks");
  }

  /** `Box[int]()`: the instance, which notes the alias as `__orig_class__` where it takes the
   *  attribute (3.11's _GenericAlias.__call__ passes over an AttributeError, as of a slotted one). */
  override $call(pos: any[], kw?: Record<string, any>): any {
    return andThen(super.$call(pos, kw), (made: unknown) => {
      try {
        setUserAttr(made, "__orig_class__", this);
      } catch (e) {
        if (!(e instanceof PyBaseException && isInstance(e, E.AttributeError))) throw e;
      }
      return made;
    });
  }
}
Object.defineProperty(UserGenericAlias.prototype, "$type", { value: GenericAliasType });

export const ANY = new SpecialForm("Any");
Object.defineProperty(ANY, "$type", { value: AnyMetaType });
