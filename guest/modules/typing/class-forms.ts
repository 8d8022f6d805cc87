// The class forms of typing.NamedTuple and TypedDict: `class P(NamedTuple): x: int; y: int = 0`
// makes a namedtuple from the annotated names (the other names of the body become its methods
// and class attributes) and `class Movie(TypedDict, total=False)` a class whose instances are
// plain dicts, as typing's NamedTupleMeta and _TypedDictMeta do, with their errors.

import {
  E,
  PySet,
  PyType,
  T,
  UserType,
  raise,
  type Annotation,
  type ClassStatement,
} from "../../values/index.js";
import { makeNamedTuple, validate } from "../collections/namedtuple.js";
import { refuseDunders } from "../collections/namedtuple-class.js";

/** The annotations typing.get_type_hints reads on a class that is no UserType: a functional
 *  NamedTuple's, a TypedDict's (its bases' first, as _TypedDictMeta merges them into its own). */
export const formHints = new WeakMap<PyType, Annotation[]>();

/** What typing's NamedTupleMeta may not replace. */
const PROHIBITED = new Set(["__new__", "__init__", "__slots__", "__getnewargs__", "_fields", "_field_defaults", "_make", "_replace", "_asdict", "_source"]);

function noKeywords(meta: string, kw: Record<string, any>, allowed: string[] = []): void {
  const extra = Object.keys(kw).find((k) => !allowed.includes(k));
  if (extra !== undefined) raise(E.TypeError, `${meta}.__new__() got an unexpected keyword argument '${extra}'`);
}

/** `class P(NamedTuple): ...`: a direct subclass of tuple. */
export function namedTupleClass(self: unknown, c: ClassStatement): PyType {
  noKeywords("NamedTupleMeta", c.kw);
  if (c.bases.some((b) => b !== self)) raise(E.TypeError, "can only inherit from a NamedTuple type and Generic");
  const ns = new Map(c.namespace);
  const fields = c.annotations.map((a) => a[0]);
  validate(c.name, fields, false);
  const defaulted: string[] = [];
  for (const f of fields) {
    if (ns.has(f)) defaulted.push(f);
    else if (defaulted.length) {
      raise(E.TypeError, `Non-default namedtuple field ${f} cannot follow default field${defaulted.length > 1 ? "s" : ""} ${defaulted.join(", ")}`);
    }
  }
  const own = c.namespace.filter(([k]) => !fields.includes(k));
  const type = new UserType(c.name, c.qualname, [T.tuple], own);
  // Names set on the namedtuple afterwards: `__eq__` alone leaves tuple's hash.
  if (!ns.has("__hash__")) type.methods.delete("__hash__");
  makeNamedTuple(type, fields, defaulted.map((f) => ns.get(f)));
  type.annotations = c.annotations;
  const prohibited = own.find(([k]) => PROHIBITED.has(k));
  if (prohibited) raise(E.AttributeError, `Cannot overwrite NamedTuple attribute ${prohibited[0]}`);
  // Its instances are tuples: only the special methods that shape their text are taken.
  refuseDunders(own, "a NamedTuple class");
  return type;
}

/** A TypedDict type: calling it makes a dict; its keys are read from `__required_keys__` etc. */
export function typedDictType(name: string, qualname: string, own: Annotation[], total: boolean, bases: PyType[] = []): PyType {
  const cls = new PyType(name, [T.dict], "__main__");
  cls.qualname = qualname;
  cls.construct = (pos, kw) => T.dict.construct!(pos, kw);
  const required = new Set<string>();
  const optional = new Set<string>();
  for (const b of bases) {
    for (const k of keySet(b, "__required_keys__")) required.add(k);
    for (const k of keySet(b, "__optional_keys__")) optional.add(k);
  }
  for (const [k] of own) (total ? required : optional).add(k);
  const hints = new Map<string, Annotation>();
  for (const a of [...bases.flatMap((b) => formHints.get(b) ?? []), ...own]) hints.set(a[0], a);
  formHints.set(cls, [...hints.values()]);
  cls.methods.set("__required_keys__", new PySet([...required], true));
  cls.methods.set("__optional_keys__", new PySet([...optional], true));
  cls.methods.set("__total__", total);
  Object.defineProperty(cls, "$makeClass", { value: (c: ClassStatement) => typedDictClass(c) });
  cls.checkRefusal = "TypedDict does not support instance and class checks";
  return cls;
}

function keySet(t: PyType, name: string): string[] {
  const s = t.methods.get(name);
  return s instanceof PySet ? s.values() : [];
}

/** `class Movie(TypedDict, total=False): name: str` (or deriving from another TypedDict). */
export function typedDictClass(c: ClassStatement): PyType {
  noKeywords("_TypedDictMeta", c.kw, ["total"]);
  if (c.bases.some((b) => b?.$makeClass === undefined)) raise(E.TypeError, "cannot inherit from both a TypedDict type and a non-TypedDict base class");
  const bases = c.bases.filter((b) => b instanceof PyType) as PyType[];
  const total = c.kw.total === undefined ? true : c.kw.total;
  return typedDictType(c.name, c.qualname, c.annotations, total !== false && total !== null && total !== 0, bases);
}
