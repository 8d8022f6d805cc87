// dataclasses' Field objects and the field list of a class: its bases' fields, then its own
// annotations in order (ClassVar skipped, InitVar kept apart, KW_ONLY switching the rest).
import {
  E, PyDict, PyList, PySet, PyType, annotationShown, findAttr, mappingProxy, raise, repr, setName, str, typeOf, type Annotation, type MappingProxy, type UserType,
} from "../../values/index.js";

/** dataclasses.MISSING: no default. */
export const MISSING = { $repr: () => "<dataclasses._MISSING_TYPE object>" };
export const KW_ONLY = { $repr: () => "<dataclasses._KW_ONLY_TYPE object>" };

export const FieldType = new PyType("Field", [], "dataclasses");

export class Field {
  name = "";
  /** The annotation's value (None where it was not evaluated). */
  type: unknown = null;
  /** "field" or "initvar" (an init-only parameter passed to __post_init__). */
  kind = "field";
  readonly metadata: MappingProxy;
  constructor(
    public dflt: any,
    readonly factory: any,
    readonly init: boolean,
    readonly repr: boolean,
    readonly hash: any,
    readonly compare: boolean,
    metadata: unknown,
    public kwOnly: any,
  ) {
    this.metadata = mappingProxy(metadata ?? new PyDict());
  }
  get $type(): PyType {
    return FieldType;
  }
  $getAttr(name: string): any {
    switch (name) {
      case "name": return this.name;
      case "default": return this.dflt;
      case "default_factory": return this.factory;
      case "init": return this.init;
      case "repr": return this.repr;
      case "hash": return this.hash;
      case "compare": return this.compare;
      case "kw_only": return this.kwOnly;
      case "type": return this.type;
      case "metadata": return this.metadata;
    }
    return undefined;
  }
  /** Field.__set_name__: the default's own, where its type has one. */
  $setName(owner: PyType, name: string): any {
    return setName(this.dflt, owner, name);
  }
  $repr(): string {
    const d = (v: any) => (v === MISSING ? "<dataclasses._MISSING_TYPE object>" : repr(v));
    const kind = this.kind === "initvar" ? "_FIELD_INITVAR" : "_FIELD";
    return `Field(name=${repr(this.name)},type=${repr(this.type)},default=${d(this.dflt)},default_factory=${d(this.factory)},init=${d(this.init)},repr=${d(this.repr)},hash=${repr(this.hash)},compare=${d(this.compare)},metadata=${repr(this.metadata)},kw_only=${d(this.kwOnly)},_field_type=${kind})`;
  }
}

/** The fields a dataclass keeps on its type (CPython's `__dataclass_fields__`). */
export const FIELDS = new WeakMap<PyType, Field[]>();

const isMutableDefault = (v: any) => v instanceof PyList || v instanceof PyDict || v instanceof PySet;

/** The class body's annotations: recorded from its `x: T` lines, or read from a `__annotations__`
 *  dict the body assigned itself (each a field: CPython would see a ClassVar or InitVar there only
 *  through the module's own binding of that name, which this module cannot read). */
function annotationsOf(cls: UserType): Annotation[] {
  const own = cls.methods.get("__annotations__");
  if (cls.annotations.length || !(own instanceof PyDict)) return cls.annotations;
  return [...own.entries()].map(([name, value]) => [str(name), "field", value]);
}

/** `getattr(cls, name, MISSING)` as _process_class reads a field's default (undefined for
 *  MISSING): an inherited class attribute too, and a descriptor's `__get__(None, cls)`. */
function classDefault(cls: UserType, name: string): any {
  const v = findAttr(cls, name);
  if (v instanceof Promise) {
    v.catch(() => undefined);
    raise(E.TypeError, `${typeOf(cls.lookup(name)).name}.__get__() calls a tool, and dataclass() cannot wait for it`);
  }
  return v;
}

/** Collects the fields of `cls` (bases first) and sets each class attribute to its default. */
export function collectFields(cls: UserType, kwOnlyDefault: boolean): Field[] {
  const byName = new Map<string, Field>();
  for (const base of cls.mro.slice(1).reverse()) for (const f of FIELDS.get(base) ?? []) byName.set(f.name, f);
  let kwOnly = kwOnlyDefault;
  for (const [name, kind, type] of annotationsOf(cls)) {
    if (kind === "classvar") continue;
    if (kind === "kw_only") {
      kwOnly = true;
      continue;
    }
    const value = classDefault(cls, name);
    let f: Field;
    if (value instanceof Field) {
      f = value;
      if (f.kwOnly === MISSING) f.kwOnly = kwOnly;
    } else f = new Field(value === undefined ? MISSING : value, MISSING, true, true, null, true, null, kwOnly);
    f.name = name;
    f.type = annotationShown(type) ?? null;
    f.kind = kind;
    if (f.dflt !== MISSING && isMutableDefault(f.dflt)) {
      raise(E.ValueError, `mutable default <class '${typeOf(f.dflt).name}'> for field ${name} is not allowed: use default_factory`);
    }
    // A Field class attribute becomes its default, or goes (CPython deletes a Field without one);
    // another (a descriptor whose __get__ gave the default) stays.
    if (cls.methods.get(name) instanceof Field) {
      if (f.dflt === MISSING) cls.methods.delete(name);
      else cls.methods.set(name, f.dflt);
    }
    if (kind === "initvar" && byName.has(name)) byName.delete(name);
    byName.set(name, f);
  }
  return [...byName.values()];
}
