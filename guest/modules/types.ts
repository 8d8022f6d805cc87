// The `types` module: SimpleNamespace (attributes set, read and deleted by the script; repr
// `namespace(a=1)`, equality by attributes, unhashable) and the builtin types it names.

import {
  DT,
  E,
  GenericAlias,
  MappingProxyType,
  PyDict,
  PyModule,
  PyType,
  T,
  UnionType,
  eq,
  mapDict,
  raise,
  repr,
  typeOf,
} from "../values/index.js";
import type { Memo } from "./copy.js";

// tp_name is "types.SimpleNamespace": CPython's messages say so.
const SimpleNamespaceType = new PyType("types.SimpleNamespace", [T.object]);

/** The namespaces whose repr is being built: a cycle shows as `namespace(...)`. */
const inRepr = new Set<object>();

export class SimpleNamespace {
  readonly attrs = new Map<string, unknown>();
  readonly $hashable = false;
  private dict: PyDict | null = null;

  /** vars(ns): the live dict of its attributes. */
  $ownDict(): PyDict {
    return (this.dict ??= mapDict(this.attrs));
  }

  $getAttr(name: string): unknown {
    return this.attrs.get(name);
  }

  $setAttr(name: string, value: unknown): void {
    this.attrs.set(name, value);
  }

  $delAttr(name: string): void {
    if (!this.attrs.delete(name)) raise(E.AttributeError, `'types.SimpleNamespace' object has no attribute '${name}'`);
  }

  $repr(): string {
    if (inRepr.has(this)) return "namespace(...)";
    inRepr.add(this);
    try {
      return `namespace(${[...this.attrs].map(([k, v]) => `${k}=${repr(v)}`).join(", ")})`;
    } finally {
      inRepr.delete(this);
    }
  }

  $eq(other: unknown): boolean {
    if (!(other instanceof SimpleNamespace) || other.attrs.size !== this.attrs.size) return false;
    for (const [k, v] of this.attrs) if (!other.attrs.has(k) || !eq(v, other.attrs.get(k))) return false;
    return true;
  }

  $copy(): SimpleNamespace {
    const out = new SimpleNamespace();
    for (const [k, v] of this.attrs) out.attrs.set(k, v);
    return out;
  }

  $deepcopy(memo: Memo, deep: (x: unknown, memo: Memo) => unknown): SimpleNamespace {
    const out = new SimpleNamespace();
    memo.set(this, out);
    for (const [k, v] of this.attrs) out.attrs.set(k, deep(v, memo));
    return out;
  }
}
Object.defineProperty(SimpleNamespace.prototype, "$type", { value: SimpleNamespaceType });

SimpleNamespaceType.construct = (pos, kw) => {
  if (pos.length) raise(E.TypeError, "no positional arguments expected");
  const ns = new SimpleNamespace();
  for (const [k, v] of Object.entries(kw ?? {})) ns.attrs.set(k, v);
  return ns;
};

export function typesModule(): PyModule {
  return new PyModule("types", {
    SimpleNamespace: SimpleNamespaceType,
    GenericAlias: typeOf(new GenericAlias(T.list, [T.int])),
    UnionType: typeOf(new UnionType([T.int, T.str])),
    NoneType: T.NoneType,
    FunctionType: T.function,
    MethodType: DT.method,
    LambdaType: T.function,
    BuiltinFunctionType: T.builtin_function_or_method,
    BuiltinMethodType: T.builtin_function_or_method,
    GeneratorType: T.generator,
    CoroutineType: T.coroutine,
    ModuleType: T.module,
    MappingProxyType,
  });
}
