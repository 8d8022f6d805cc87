// Builtin generics without an import, as CPython 3.11 has them: `list[int]` (types.GenericAlias),
// `int | None` (types.UnionType), plus the hooks the typing module's objects plug into
// (`classGetItem` for `Generic[T]`, `$instancecheck` for isinstance). Annotations evaluate these.

import { raise, E } from "./exceptions.js";
import { eq } from "./compare.js";
import { hashKey, objectId } from "./hash.js";
import { repr } from "./repr.js";
import { PyList } from "./list.js";
import { PyTuple } from "./tuple.js";
import { PyType, T, isInstance, typeName } from "./type.js";
import { callPy } from "./callable.js";

const GenericAliasType = new PyType("GenericAlias", [T.object], "types");
const UnionTypeType = new PyType("UnionType", [T.object], "types");

/** What `cls[...]` does per type: the builtin containers and `type` make a GenericAlias; typing
 *  (Generic, Protocol) and later user generics register their own. */
const classGetItem = new Map<PyType, (cls: PyType, key: any) => any>();

export function setClassGetItem(type: PyType, fn: (cls: PyType, key: any) => any): void {
  classGetItem.set(type, fn);
}

/** Subscription arguments as CPython passes them: `d[a, b]` is one tuple key. */
export function subscriptArgs(key: any): any[] {
  return key instanceof PyTuple ? key.items : [key];
}

/** One argument inside a generic's repr (genericaliasobject.c ga_repr_item): `...`, a nested
 *  generic's repr, a class by qualified name (builtins unqualified), else repr(). */
export function typeArgRepr(x: any): string {
  if (x !== null && typeof x === "object" && typeName(x) === "ellipsis") return "...";
  if (x instanceof PyType) return x.module === "builtins" ? x.name : `${x.module}.${x.name}`;
  // Callable's argument list: `[int, str]`, its items as arguments.
  if (x instanceof PyList) return `[${x.items.map(typeArgRepr).join(", ")}]`;
  return repr(x);
}

/** typing's _collect_parameters: the type variables `args` hold (a TypeVar answers `$parameters`
 *  with itself, an alias with its own), each once, in order; classes hold none. */
export function typeParameters(args: readonly any[]): unknown[] {
  const out: unknown[] = [];
  for (const a of args) {
    if (a instanceof PyType || typeof a?.$parameters !== "function") continue;
    for (const p of a.$parameters()) if (!out.includes(p)) out.push(p);
  }
  return out;
}

/** A hashable key string for a tuple of arguments (identity for classes, value for the rest). */
export function argsKey(args: readonly any[]): string {
  return args
    .map((a) => {
      const k = hashKey(a);
      return typeof k === "object" || typeof k === "function" ? `o${k === null ? "N" : objectId(k)}` : `${typeof k}${String(k)}`;
    })
    .join(",");
}

/** `list[int]`: calling it calls the origin; it equals another alias of the same origin and args. */
export class GenericAlias {
  constructor(
    readonly origin: PyType,
    readonly args: readonly any[],
  ) {}

  /** As a class's base (`class Names(Registry[str, int])`), CPython's `__mro_entries__`: the origin. */
  $mroEntries(): PyType[] {
    return [this.origin];
  }

  $parameters(): unknown[] {
    return typeParameters(this.args);
  }

  $getAttr(name: string): unknown {
    if (name === "__origin__") return this.origin;
    if (name === "__args__") return new PyTuple(this.args.slice());
    return name === "__parameters__" ? new PyTuple(this.$parameters()) : undefined;
  }

  $repr(): string {
    const args = this.args.length ? this.args.map(typeArgRepr).join(", ") : "()";
    return `${typeArgRepr(this.origin)}[${args}]`;
  }

  $eq(other: unknown): boolean {
    return other instanceof GenericAlias && other.origin === this.origin && argsEqual(this.args, other.args);
  }

  $hashKey(): string {
    return `${objectId(this.origin)}[${argsKey(this.args)}]`;
  }

  $call(pos: any[], kw?: Record<string, any>): any {
    return callPy(this.origin, pos, kw);
  }

  $binaryOp(op: string, other: unknown, reflected: boolean): unknown {
    return unionOp(op, this, other, reflected);
  }

  $instancecheck(): boolean {
    return raise(E.TypeError, "isinstance() argument 2 cannot be a parameterized generic");
  }
}
Object.defineProperty(GenericAlias.prototype, "$type", { value: GenericAliasType });

/** `int | str`: arguments deduplicated in order; equal to a union of the same set of arguments. */
export class UnionType {
  constructor(readonly args: readonly any[]) {}

  $repr(): string {
    return this.args.map((a) => (a === T.NoneType ? "None" : typeArgRepr(a))).join(" | ");
  }

  $eq(other: unknown): boolean {
    return other instanceof UnionType && sameMembers(this.args, other.args);
  }

  $hashKey(): string {
    return argsKey(this.args.map((a) => objectId(a)).sort((x, y) => x - y));
  }

  $binaryOp(op: string, other: unknown, reflected: boolean): unknown {
    return unionOp(op, this, other, reflected);
  }

  $instancecheck(obj: unknown): boolean {
    return this.args.some((t) => {
      if (t instanceof GenericAlias) t.$instancecheck();
      return isInstanceOf(obj, t);
    });
  }
}
Object.defineProperty(UnionType.prototype, "$type", { value: UnionTypeType });

function argsEqual(a: readonly any[], b: readonly any[]): boolean {
  return a.length === b.length && a.every((x, i) => eq(x, b[i]));
}

function sameMembers(a: readonly any[], b: readonly any[]): boolean {
  return a.every((x) => b.some((y) => eq(x, y))) && b.every((y) => a.some((x) => eq(x, y)));
}

/** What `|` accepts on the builtin side (unionobject.c is_unionable). */
function unionable(x: unknown): boolean {
  return x === null || x instanceof PyType || x instanceof GenericAlias || x instanceof UnionType;
}

/** `a | b` for classes and builtin generics; undefined (NotImplemented) for anything else, so the
 *  typing objects' reflected `|` gets its turn. binaryOp calls it when an operand is a class. */
export function unionOp(op: string, self: unknown, other: unknown, reflected: boolean): unknown {
  if (op !== "BitOr" || !unionable(other)) return undefined;
  return makeUnion(reflected ? [other, self] : [self, other]);
}

/** The union of `items`, flattened and deduplicated; a single member is returned as itself. */
export function makeUnion(items: readonly any[]): unknown {
  const args: any[] = [];
  for (const item of items) {
    const t = item === null ? T.NoneType : item;
    for (const a of t instanceof UnionType ? t.args : [t]) if (!args.some((x) => eq(x, a))) args.push(a);
  }
  return args.length === 1 ? args[0] : new UnionType(args);
}

/** isinstance(obj, t) for a class, or an object with `$instancecheck` (typing objects, unions). */
export function isInstanceOf(obj: unknown, t: any): boolean {
  if (t instanceof PyType) return isInstance(obj, t);
  return t.$instancecheck(obj);
}

for (const t of [T.list, T.dict, T.tuple, T.set, T.frozenset, T.type]) {
  setClassGetItem(t, (cls, key) => new GenericAlias(cls, subscriptArgs(key)));
}

// Writable: a class may carry its own `$getItem` (an Enum's `Color["RED"]`).
Object.defineProperty(PyType.prototype, "$getItem", {
  writable: true,
  configurable: true,
  value(this: PyType, key: any): any {
    const fn = classGetItem.get(this);
    if (fn) return fn(this, key);
    return raise(E.TypeError, `type '${this.name}' is not subscriptable`);
  },
});
