// What EnumType does when a class statement (or the functional API) makes an enum class: the
// body's names that are not descriptors, dunders or `_sunder_`s become members, in order, as
// CPython 3.11's _EnumDict and _proto_member make them: auto() values, the data type's
// conversion, `__init__` called with the value (unpacked when a tuple), aliases for a value
// already taken, `_ignore_` and `_order_`.
import {
  E, PyBaseException, PyCachedProperty, PyClassMethod, PyList, PyProperty, PyStaticMethod, PyTuple, PyType, T, UserType, callPy, iter, raise, repr, seqEq, str, toArray,
  isInstance, isInt, isScriptDescriptor,
} from "../../values/index.js";
import { generateNext, memberValue } from "./auto.js";
import { data, isEnumClass, memberWithValue, newData, type EnumData } from "./data.js";
import { addToMasks, isSingleBit } from "./flag.js";
import { splitNames } from "./functional.js";
import { enumClass } from "./meta.js";
import { EnumMember, isFlag, mixin } from "./member.js";

/** The sunder names an enum class body may set (any other is reserved). */
const SUNDERS = new Set(["_order_", "_generate_next_value_", "_numeric_repr_", "_missing_", "_ignore_", "_iter_member_", "_iter_member_by_value_", "_iter_member_by_def_"]);

const isSunder = (name: string) => name.length > 2 && name[0] === "_" && name.endsWith("_") && name[1] !== "_" && name[name.length - 2] !== "_";

/** A dunder, or a private name (`__x`, unmangled here, and `_Color__x`: enum._is_private),
 *  which stays a plain attribute. */
function isPrivateOrDunder(className: string, name: string): boolean {
  const prefix = `_${className}__`;
  return name.startsWith("__") || (name.length > prefix.length && name.startsWith(prefix) && name[prefix.length] !== "_" && !name.endsWith("__"));
}

function isMember(t: PyType, name: string, v: any): boolean {
  if (isPrivateOrDunder(t.name, name)) return false;
  if (isSunder(name)) {
    if (!SUNDERS.has(name)) raise(E.ValueError, `_sunder_ names, such as ${repr(name)}, are reserved for future Enum use`);
    return false;
  }
  if (typeof v === "function" || v instanceof PyType) return false;
  // enum._is_descriptor: a value with __get__, __set__ or __delete__ stays a plain attribute.
  return !(v instanceof PyProperty || v instanceof PyStaticMethod || v instanceof PyClassMethod || v instanceof PyCachedProperty || isScriptDescriptor(v));
}

/** Removes a sunder setting from the class namespace, as EnumType.__new__ pops it, and returns it. */
function take(t: PyType, name: string): any {
  const v = t.methods.get(name);
  t.methods.delete(name);
  return v;
}

const namesOf = (x: any): string[] => (typeof x === "string" ? splitNames(x) : toArray(iter(x)));

export function defineMembers(t: UserType): void {
  const parent = t.mro.slice(1).find(isEnumClass)!;
  const extended = t.mro.slice(1).find((b) => isEnumClass(b) && data(b).names.items.length > 0);
  if (extended) raise(E.TypeError, `<enum ${repr(t.name)}> cannot extend ${repr(extended)}`);
  const ignore = take(t, "_ignore_");
  if (ignore !== undefined) for (const name of namesOf(ignore)) t.methods.delete(name);
  const order = take(t, "_order_");
  const body = [...t.methods];
  const d = newData(t, data(parent).keep);
  const lastValues: any[] = [];
  let count = 0;
  for (const [name, raw] of body) {
    if (!isMember(t, name, raw)) continue;
    const value = memberValue(raw, () => generateNext(t, name, 1, count, lastValues), lastValues);
    count++;
    addMember(t, d, name, dataValue(t, value));
  }
  if (isFlag(t)) d.byDefinition = d.members.some((m, i) => i > 0 && d.members[i - 1].value > m.value);
  if (order !== undefined && order !== null) checkOrder(t, d, namesOf(order));
  enumClass(t, d);
}

/** The member's value as its data type makes it: `int(value)` for IntEnum (`int(*value)` for a
 *  tuple), `str(value)` for `class C(str, Enum)`; StrEnum takes only strs. */
function dataValue(t: PyType, value: any): any {
  const mix = mixin(t);
  if (mix === T.int && !isInt(value)) return callPy(T.int, value instanceof PyTuple ? value.items : [value]);
  if (mix === T.str && typeof value !== "string") {
    if (t.mro.some((b) => b.name === "StrEnum" && b.module === "enum")) raise(E.TypeError, `${repr(value)} is not a string`);
    return str(value);
  }
  return value;
}

/** _proto_member.__set_name__: the member, its `__init__` run, kept under its name (an alias
 *  names the member that has its value, looked up by the value before `__init__`). */
function addMember(t: PyType, d: EnumData, name: string, value: any): void {
  const member = new EnumMember(t, name, value);
  const init = t.lookup("__init__");
  if (typeof init === "function" && !init.$objectDefault) callPy(init, [member, ...(value instanceof PyTuple ? value.items : [value])]);
  const flag = isFlag(t);
  if (flag && isInt(value)) addToMasks(d, value);
  let canonical = memberWithValue(d, value);
  if (canonical === undefined) {
    canonical = member;
    keepValue(d, value, member);
    // A Flag's canonical members are its single bits: the others are aliases of what they hold.
    if (!flag || (isInt(value) && isSingleBit(value))) {
      d.names.items.push(name);
      d.members.push(member);
    }
  }
  d.memberMap.set(name, canonical);
  t.methods.set(name, canonical);
}

/** `_value2member_map_[value] = member`, unless the value is unhashable (memberWithValue finds
 *  it by ==). */
function keepValue(d: EnumData, value: any, member: EnumMember): void {
  try {
    d.byValue.set(value, member);
  } catch (e) {
    if (!(e instanceof PyBaseException && isInstance(e, E.TypeError))) throw e;
  }
}

/** EnumType.__new__'s `_order_` check: the names, less a Flag's multi-bit ones and aliases, must
 *  be the canonical members'. */
function checkOrder(t: PyType, d: EnumData, given: string[]): void {
  if (given.length === 0) return;
  const flag = isFlag(t);
  const order = given
    .filter((o) => !flag || !d.memberMap.has(o) || isSingleBit(d.memberMap.get(o).value))
    .filter((o) => !d.memberMap.has(o) || d.names.items.includes(o));
  if (!seqEq(order, d.names.items)) raise(E.TypeError, `member order does not match _order_:\n  ${repr(d.names)}\n  ${repr(new PyList(order))}`);
}
