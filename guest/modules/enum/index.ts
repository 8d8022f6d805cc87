// The `enum` module: Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique and EnumType, with
// CPython 3.11's members (defined on the class by what a metaclass does here: subclassHook),
// reprs and str(), lookup by value (`Color(1)`, `_missing_`) and name (`Color["RED"]`), the
// functional API, iteration, len and `in`.
import {
  E, PyList, PyModule, PyType, T, UserType, binaryOp, bitLength, builtin, callMethod, classMethod, eq, hooks, intLShift, isInt, isInstance,
  makeIterator, pyHash, raise, repr, richCompareBool, str, typeOf, PyBaseException,
} from "../../values/index.js";
import { AutoType } from "./auto.js";
import { data, newData } from "./data.js";
import { defineMembers } from "./define.js";
import { bitCount, flagMissing, invert, membersOf } from "./flag.js";
import { EnumType, enumClass } from "./meta.js";
import type { EnumMember } from "./member.js";

function base(name: string, bases: PyType[], methods: Record<string, (...a: any[]) => any>, keep = false): UserType {
  const t = new UserType(name, name, bases, [], "enum");
  for (const [k, f] of Object.entries(methods)) {
    const fn = builtin(`${name}.${k}`, k === "__format__" ? "self, format_spec, /" : "self, /", f);
    t.methods.set(k, fn);
  }
  t.subclassHook = (sub: UserType) => defineMembers(sub);
  enumClass(t, newData(t, keep));
  return t;
}

const memberName = (m: EnumMember) => m.name ?? String(m.value);

/** A `_generate_next_value_(name, start, count, last_values)`, which the class's auto() calls. */
const generator = (owner: string, f: (name: string, start: any, count: number, last: PyList) => any) =>
  builtin(`${owner}._generate_next_value_`, "name, start, count, last_values", f);

/** A classmethod `_missing_(cls, value)`, which a script's own may call through super(). */
const missingHook = (owner: string, f: (cls: any, value: any) => any) => classMethod(builtin(`${owner}._missing_`, "cls, value", f));

const isTypeError = (e: unknown) => e instanceof PyBaseException && isInstance(e, E.TypeError);

/** Enum._generate_next_value_: one more than the last value (the highest, when they sort and the
 *  last is it; else the last that adds 1), or `start` for the first. */
function nextAfter(_name: string, start: any, _count: number, lastValues: PyList): any {
  const values = lastValues.items;
  if (values.length === 0) return start;
  const last = values[values.length - 1];
  try {
    callMethod(lastValues, "sort", []);
    if (eq(last, values[values.length - 1])) return binaryOp("Add", last, 1);
  } catch (e) {
    if (!isTypeError(e)) throw e;
  }
  for (let i = values.length - 1; i >= 0; i--) {
    try {
      return binaryOp("Add", values[i], 1);
    } catch (e) {
      if (!isTypeError(e)) throw e;
    }
  }
  return start;
}

/** Flag._generate_next_value_: the power of two above the highest value. */
function nextBit(_name: string, start: any, count: number, lastValues: PyList): any {
  if (count === 0) return start ?? 1;
  const high = lastValues.items.reduce((a, v) => (richCompareBool(v, a, "Gt") ? v : a));
  if (!isInt(high)) raise(E.TypeError, `invalid flag value ${repr(high)}`);
  return intLShift(1, bitLength(high));
}

const Enum = base("Enum", [T.object], {
  __repr__: (m: EnumMember) => `<${m.$type.name}.${memberName(m)}: ${repr(m.value)}>`,
  __str__: (m: EnumMember) => `${m.$type.name}.${memberName(m)}`,
  __format__: (m: EnumMember, spec: string) => hooks.format!(str(m), spec),
  __hash__: (m: EnumMember) => pyHash(memberName(m)),
});
Enum.methods.set("_generate_next_value_", generator("Enum", nextAfter));
Enum.methods.set("_missing_", missingHook("Enum", () => null));
const IntEnum = base("IntEnum", [T.int, Enum], {
  __str__: (m: EnumMember) => str(m.value),
  __format__: (m: EnumMember, spec: string) => hooks.format!(m.value, spec),
});
const StrEnum = base("StrEnum", [T.str, Enum], {
  __str__: (m: EnumMember) => m.value,
  __format__: (m: EnumMember, spec: string) => hooks.format!(m.value, spec),
});
StrEnum.methods.set("_generate_next_value_", generator("StrEnum", (name) => callMethod(name, "lower", [])));
const Flag = base("Flag", [Enum], {
  __repr__: (m: EnumMember) => (m.name === null ? `<${m.$type.name}: ${repr(m.value)}>` : `<${m.$type.name}.${m.name}: ${repr(m.value)}>`),
  __str__: (m: EnumMember) => (m.name === null ? `${m.$type.name}(${repr(m.value)})` : `${m.$type.name}.${m.name}`),
  __iter__: (m: EnumMember) => makeIterator(membersOf(m.$type, m.value), "generator"),
  __len__: (m: EnumMember) => bitCount(m.value),
  __invert__: (m: EnumMember) => invert(m),
});
Flag.methods.set("__contains__", builtin("Flag.__contains__", "self, other, /", (m: EnumMember, o: any) => {
  if (!isInstance(o, m.$type)) raise(E.TypeError, `unsupported operand type(s) for 'in': '${typeOf(o).qualname}' and '${m.$type.qualname}'`);
  return eq(binaryOp("BitAnd", o.value, m.value), o.value);
}));
Flag.methods.set("_generate_next_value_", generator("Flag", nextBit));
Flag.methods.set("_missing_", missingHook("Flag", flagMissing));
export const IntFlag = base("IntFlag", [T.int, Flag], {
  __str__: (m: EnumMember) => str(m.value),
  __format__: (m: EnumMember, spec: string) => hooks.format!(m.value, spec),
}, true);
// `class Color(str, Enum)`, `class Level(int, Enum)`: members are their values' type too.
Enum.mixins = [T.int, T.str];

function unique(t: any): any {
  const aliases = [...data(t).memberMap.entries()].filter(([name, m]) => m.name !== name).map(([name, m]) => `${name} -> ${m.name}`);
  if (aliases.length) raise(E.ValueError, `duplicate values found in ${repr(t)}: ${aliases.join(", ")}`);
  return t;
}

export function enumModule(): PyModule {
  return new PyModule("enum", {
    Enum, IntEnum, StrEnum, Flag, IntFlag, EnumType,
    auto: AutoType,
    unique: builtin("unique", "enumeration", unique),
    EnumMeta: EnumType,
  });
}
