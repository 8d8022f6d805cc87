// EnumType, the enum classes' metaclass: `type(Color)`, and what it does for the class itself
// (calling it, iterating it in member order, len, `in`, `Color["RED"]`, reversed, and refusing
// to reassign or delete a member).
import { E, PyType, T, builtin, callPy, isInstance, makeIterator, newException, raise, repr, typeOf } from "../../values/index.js";
import type { EnumData } from "./data.js";
import { enumCall } from "./functional.js";
import { lookupValue } from "./lookup.js";
import { EnumMember, isFlag } from "./member.js";

export const EnumType = new PyType("EnumType", [T.type], "enum");

/** Makes `t`, whose members `d` holds, an instance of EnumType. */
export function enumClass(t: PyType, d: EnumData): void {
  Object.defineProperty(t, "$type", { value: EnumType });
  t.kind = isFlag(t) ? "flag" : "enum";
  // `Color(1)` straight to the lookup: the commonest call.
  t.construct = (pos, kw) => (pos.length === 1 && kw === undefined ? lookupValue(t, pos[0]) : callPy(enumCall, [t, ...pos], kw));
  Object.assign(t, {
    $iter: () => makeIterator(d.members.slice(), "generator"),
    $reversed: () => makeIterator(d.members.slice().reverse(), "generator"),
    $len: () => d.members.length,
    $bool: () => true,
    $contains: (x: any) => {
      if (!(x instanceof EnumMember)) raise(E.TypeError, `unsupported operand type(s) for 'in': '${typeOf(x).qualname}' and 'EnumType'`);
      return isInstance(x, t) && x.name !== null && d.memberMap.has(x.name);
    },
    $getItem: (name: any) => {
      const m = d.memberMap.get(name);
      if (m === undefined) throw newException(E.KeyError, [name]);
      return m;
    },
    // False: not a member, so a plain class attribute.
    $setAttr: (name: string) => {
      if (d.memberMap.has(name)) raise(E.AttributeError, `cannot reassign member ${repr(name)}`);
      return false;
    },
    $delAttr: (name: string) => {
      if (d.memberMap.has(name)) raise(E.AttributeError, `${repr(t.name)} cannot delete member ${repr(name)}.`);
      return false;
    },
  });
}

// The protocol as EnumType's methods, so `Color.__len__` reads (and dir() lists it), as in CPython.
for (const [name, params, f] of [
  ["__contains__", "cls, member, /", (cls: any, m: any) => cls.$contains(m)],
  ["__getitem__", "cls, name, /", (cls: any, name: any) => cls.$getItem(name)],
  ["__iter__", "cls, /", (cls: any) => cls.$iter()],
  ["__len__", "cls, /", (cls: any) => cls.$len()],
] as const) {
  EnumType.methods.set(name, builtin(`EnumType.${name}`, params, f));
}
