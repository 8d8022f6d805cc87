// `__slots__`: a class whose every class but object names its instance attributes in
// `__slots__` gives its instances those attributes only, as CPython's slotted instances (no
// `__dict__`). A base without `__slots__` (or an exception base), or a `__dict__` slot, lifts
// the restriction.
import { E, raise } from "./exceptions.js";
import { PyList } from "./list.js";
import { strCompare } from "./str.js";
import { PyTuple } from "./tuple.js";
import { T, typeName, type PyType } from "./type.js";

const allowed = new WeakMap<PyType, ReadonlySet<string> | null>();
/** The names a class's own `__slots__` declares (mangled), each a member descriptor in its namespace. */
const declared = new WeakMap<PyType, readonly string[]>();

/** Slot `__x` of class `C` is the attribute `_C__x` its methods write as `self.__x` (the
 *  transpiler mangles those; CPython's type() mangles slot names alike). */
function privateSlot(className: string, name: string): string {
  const owner = className.replace(/^_+/, "");
  return owner && name.startsWith("__") && !name.endsWith("__") ? `_${owner}${name}` : name;
}

/** Reads `t`'s own `__slots__` (when its namespace has one) and CPython's creation errors. */
export function declareSlots(t: PyType): void {
  let names: Set<string> | null = null;
  if (t.methods.has("__slots__")) {
    const v = t.methods.get("__slots__");
    const items = typeof v === "string" ? [v] : v instanceof PyList || v instanceof PyTuple ? v.items : null;
    if (items === null) raise(E.TypeError, `'${typeName(v)}' object is not iterable`);
    names = new Set();
    for (const n of items) {
      if (typeof n !== "string") raise(E.TypeError, `__slots__ items must be strings, not '${typeName(n)}'`);
      if (!/^[A-Za-z_]\w*$/u.test(n)) raise(E.TypeError, "__slots__ must be identifiers");
      const name = privateSlot(t.name, n);
      if (t.methods.has(name)) raise(E.ValueError, `'${name}' in __slots__ conflicts with class variable`);
      names.add(name);
    }
    // type_new sorts them into the namespace.
    declared.set(t, [...names].sort(strCompare));
  }
  // object, dict and list give their instances no `__dict__`.
  const bases = t.bases.filter((b) => b !== T.object && b !== T.dict && b !== T.list);
  // A `__dict__` slot gives instances their attribute dict back.
  if (names?.has("__dict__")) names = null;
  if (names !== null) {
    for (const b of bases) {
      const inherited = allowed.get(b);
      if (inherited === undefined || inherited === null) {
        names = null;
        break;
      }
      for (const n of inherited) names.add(n);
    }
  }
  allowed.set(t, names);
}

/** The slot names `t`'s own `__slots__` declares, sorted (none: empty). */
export function ownSlots(t: PyType): readonly string[] {
  return declared.get(t) ?? [];
}

/** `t`'s instances take only the attributes its `__slots__` name. */
export function hasSlots(t: PyType): boolean {
  const names = allowed.get(t);
  return names !== undefined && names !== null;
}

/** The slot names `t`'s bases already give its instances. */
export function inheritedSlots(t: PyType): Set<string> {
  const out = new Set<string>();
  for (const b of t.mro.slice(1)) for (const n of allowed.get(b) ?? []) out.add(n);
  return out;
}

/** An instance of `t` may not take attribute `name`: CPython's AttributeError. */
export function checkSlot(t: PyType, name: string): void {
  const names = allowed.get(t);
  if (names === undefined || names === null || names.has(name)) return;
  if (t.lookup(name) !== undefined) raise(E.AttributeError, `'${t.name}' object attribute '${name}' is read-only`);
  raise(E.AttributeError, `'${t.name}' object has no attribute '${name}'`);
}
