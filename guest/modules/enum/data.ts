// What EnumType keeps of each enum class, as the class attributes CPython 3.11 has:
// `_member_map_` (every name, aliases too), `_member_names_` (the canonical members: for a Flag
// only its single-bit ones), `_value2member_map_` (a Flag's combinations join it as they are
// made) and `__members__` (a read-only view of `_member_map_`), and what a Flag reads of them.
import { E, MappingProxy, PyBaseException, PyDict, PyList, PyType, eq, isInstance, type Int } from "../../values/index.js";
import type { EnumMember } from "./member.js";

export interface EnumData {
  readonly memberMap: PyDict;
  readonly names: PyList;
  /** The canonical members in order (`_member_names_`'s): what iterating the class gives. */
  readonly members: EnumMember[];
  readonly byValue: PyDict;
  /** A Flag's boundary: KEEP (IntFlag) keeps bits no member has, STRICT (Flag) refuses them. */
  readonly keep: boolean;
  /** The bits of every member's value, and of the single-bit members'. */
  flagMask: Int;
  singlesMask: Int;
  /** The single-bit members are not in value order: a value's members come in definition order. */
  byDefinition: boolean;
}

const DATA = new WeakMap<PyType, EnumData>();

/** The enum class's data (every class an enum base makes has its own). */
export const data = (t: PyType): EnumData => DATA.get(t)!;

export const isEnumClass = (t: PyType): boolean => DATA.has(t);

/** Starts `t`'s data, empty, and sets the class attributes that show it. */
export function newData(t: PyType, keep: boolean): EnumData {
  const d: EnumData = { memberMap: new PyDict(), names: new PyList([]), members: [], byValue: new PyDict(), keep, flagMask: 0, singlesMask: 0, byDefinition: false };
  DATA.set(t, d);
  t.methods.set("_member_map_", d.memberMap);
  t.methods.set("_member_names_", d.names);
  t.methods.set("_value2member_map_", d.byValue);
  t.methods.set("__members__", new MappingProxy(d.memberMap));
  return d;
}

/** The member whose value is `value` (`_value2member_map_[value]`; for an unhashable value, the
 *  first in `_member_map_` whose value is equal), or undefined. */
export function memberWithValue(d: EnumData, value: any): EnumMember | undefined {
  try {
    return d.byValue.get(value);
  } catch (e) {
    if (!(e instanceof PyBaseException && isInstance(e, E.TypeError))) throw e;
    for (const m of d.memberMap.values() as Iterable<EnumMember>) if (eq(m.value, value)) return m;
    return undefined;
  }
}
