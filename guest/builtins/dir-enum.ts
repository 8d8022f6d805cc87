// dir() of an enum class and member: CPython 3.11's EnumType.__dir__ and Enum.__dir__ (enum.py),
// without loading the enum module: an enum class is marked by its kind, its members named by
// `_member_names_`, its data type (int, str) the builtin type in its MRO.
import { PyType, T, findAttr, typeOf } from "../values/index.js";

const CLASS_NAMES = ["__class__", "__contains__", "__doc__", "__getitem__", "__init_subclass__", "__iter__", "__len__", "__members__", "__module__", "__name__", "__qualname__"];
const MEMBER_NAMES = ["__class__", "__doc__", "__eq__", "__hash__", "__module__", "name", "value"];

export const hasEnumKind = (t: PyType): boolean => t.kind === "enum" || t.kind === "flag";

const memberNames = (t: PyType): string[] => (findAttr(t, "_member_names_") as { items: string[] }).items;

/** The mixed-in data type (int for IntEnum), or undefined for a plain enum. */
export const dataType = (t: PyType): PyType | undefined => t.mro.find((b) => !b.user && b !== T.object);

/** EnumType.__dir__: the class's members and protocol names, with the data type's names
 *  (`typeNames`, dir() of that type) for a mixed-in enum. `__new__` for a script's own is not
 *  listed (CPython adds it). */
export function enumClassNames(t: PyType, typeNames: (t: PyType) => Iterable<string>): Set<string> {
  const data = dataType(t);
  const out = new Set<string>(data === undefined ? [] : typeNames(data));
  for (const n of [...CLASS_NAMES, ...memberNames(t)]) if (findAttr(t, n) !== undefined) out.add(n);
  return out;
}

/** Enum.__dir__ of a plain enum's member: the fixed names, its own public attributes and the
 *  public names its classes define, less the members. */
export function enumMemberNames(m: any, own: Iterable<string>): Set<string> {
  const t = typeOf(m);
  const members = new Set(memberNames(t));
  const out = new Set<string>(MEMBER_NAMES);
  for (const n of own) if (n[0] !== "_") out.add(n);
  for (const b of t.mro) {
    if (!b.user) continue;
    for (const n of b.methods.keys()) if (n[0] !== "_" && n[0] !== "$" && !members.has(n)) out.add(n);
  }
  return new Set([...out].filter((n) => findAttr(m, n) !== undefined));
}
