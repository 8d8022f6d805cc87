// The `enum` module: Enum, IntEnum, StrEnum, Flag, IntFlag, auto and unique, with CPython 3.11's
// members (defined on the class by what a metaclass does here: subclassHook), reprs and str(),
// lookup by value (`Color(1)`) and name (`Color["RED"]`), iteration, len and `in`.
import {
  E, hooks, intToFloat, PyDict, PyTuple, PyInstance, PyModule, PyStaticMethod, PyClassMethod, PyProperty, PyType, T, UserType, binaryOp, builtin,
  callPy, contains, getItem, iter, len, typeOf, lookupAttr, makeIterator, newException, pyHash, raise, repr, richCompare, str, unaryOp,
  type CompareOp,
} from "../../values/index.js";
import { flagMember, isFlag } from "./flag.js";

/** An enum member: an instance of its enum class holding `_name_` and `_value_`. */
export class EnumMember extends PyInstance {
  constructor(
    type: PyType,
    /** null for a Flag's combination of members without a name of its own. */
    readonly name: string | null,
    readonly value: any,
  ) {
    super(type);
    this.attrs._name_ = name;
    this.attrs._value_ = value;
  }
  override $getAttr(name: string): any {
    if (name === "name") return this.name;
    if (name === "value") return this.value;
    // IntEnum and StrEnum members have their value's methods (`Color.RED.upper()`).
    const mix = mixin(this.$type);
    if (mix !== null && mix.lookup(name) !== undefined && this.$type.lookup(name) === mix.lookup(name)) return lookupAttr(this.value, name);
    return super.$getAttr(name);
  }
  /** `name` and `value` are Enum's properties (types.DynamicClassAttribute), which have no
   *  setter or deleter; any other name is the member's own attribute. */
  $setAttr(name: string): boolean {
    if (name === "name" || name === "value") raise(E.AttributeError, `<enum 'Enum'> cannot set attribute '${name}'`);
    return false;
  }
  $delAttr(name: string): boolean {
    if (name === "name" || name === "value") raise(E.AttributeError, `<enum 'Enum'> cannot delete attribute '${name}'`);
    return false;
  }
  get $keyAs(): any {
    return mixin(this.$type) !== null ? this.value : undefined;
  }
  override $binaryOp(op: string, other: any, reflected: boolean): any {
    if (mixin(this.$type) === null && !isFlag(this.$type)) return super.$binaryOp(op, other, reflected);
    if (isFlag(this.$type) && other instanceof EnumMember && other.$type === this.$type && (op === "BitOr" || op === "BitAnd" || op === "BitXor")) {
      return flagMember(this.$type, binaryOp(op, this.value, other.value), members);
    }
    if (mixin(this.$type) === null) return super.$binaryOp(op, other, reflected);
    const o = other instanceof EnumMember ? other.value : other;
    return reflected ? binaryOp(op as any, o, this.value) : binaryOp(op as any, this.value, o);
  }
  override $unaryOp(op: string): any {
    if (isFlag(this.$type) && op === "Invert") return flagMember(this.$type, allBits(this.$type) & ~this.value, members);
    if (mixin(this.$type) === null) return super.$unaryOp(op);
    // abs() asks for "Abs" first: an int's, as the value's.
    if (op === "Abs") return mixin(this.$type) === T.int ? (this.value < 0 ? unaryOp("USub", this.value) : this.value) : undefined;
    return unaryOp(op as any, this.value);
  }
  override $rich(a: any, b: any, op: CompareOp): any {
    const m = (x: any) => x instanceof EnumMember && mixin(x.$type) !== null;
    if (!m(a) && !m(b)) return super.$rich(a, b, op);
    return richCompare(m(a) ? a.value : a, m(b) ? b.value : b, op);
  }
  override $pyHash(): any {
    return mixin(this.$type) !== null ? pyHash(this.value) : super.$pyHash();
  }
  override $bool(): boolean {
    if (isFlag(this.$type) || mixin(this.$type) !== null) return this.value !== 0 && this.value !== "";
    return super.$bool();
  }
  override $int(): any {
    return mixin(this.$type) === T.int ? this.value : super.$int();
  }
  // A member that mixes in int or str is one: the protocols of its value (len, iteration,
  // `in`, subscripts, operator.index).
  override $len(): number {
    return mixin(this.$type) === null ? super.$len() : len(this.value);
  }
  override $iterObject(): any {
    return mixin(this.$type) === null ? super.$iterObject() : iter(this.value);
  }
  override $contains(x: any): boolean {
    return mixin(this.$type) === null ? super.$contains(x) : contains(this.value, x);
  }
  override $getItem(key: any): any {
    return mixin(this.$type) === null ? super.$getItem(key) : getItem(this.value, key);
  }
  override $index(): any {
    return mixin(this.$type) === T.int ? this.value : super.$index();
  }

  override $float(): number {
    return mixin(this.$type) === T.int ? intToFloat(this.value) : super.$float();
  }
}

interface EnumData {
  members: EnumMember[];
  byName: Map<string, EnumMember>;
  byValue: Map<any, EnumMember>;
}
const DATA = new WeakMap<PyType, EnumData>();
const data = (t: PyType): EnumData => DATA.get(t) ?? DATA.get(t.mro.find((b) => DATA.has(b))!)!;
export const members = (t: PyType): EnumMember[] => data(t)?.members ?? [];
const allBits = (t: PyType) => members(t).reduce((acc, m) => acc | m.value, 0);

/** The builtin type an enum mixes in (int for IntEnum, str for StrEnum and `class C(str, Enum)`), or null. */
function mixin(t: PyType): PyType | null {
  if (t.mro.includes(T.int)) return T.int;
  if (t.mro.includes(T.str)) return T.str;
  return null;
}

class Auto {
  get $type(): PyType {
    return AutoType;
  }
}
const AutoType = new PyType("auto", [T.object], "enum");
AutoType.construct = () => new Auto();

function isMemberValue(name: string, v: any): boolean {
  if (name.startsWith("__") || (name.startsWith("_") && name.endsWith("_"))) return false;
  if (typeof v === "function" || v instanceof PyType) return false;
  return !(v instanceof PyProperty || v instanceof PyStaticMethod || v instanceof PyClassMethod);
}

function nextValue(t: PyType, name: string, last: any[]): any {
  if (t.mro.includes(StrEnum)) return name.toLowerCase();
  if (isFlag(t)) {
    const high = last.reduce((a, v) => (typeof v === "number" && v > a ? v : a), 0);
    return high === 0 ? 1 : 2 ** Math.floor(Math.log2(high) + 1);
  }
  for (let i = last.length - 1; i >= 0; i--) if (typeof last[i] === "number") return last[i] + 1;
  return 1;
}

/** What EnumType does when a class body defines an enum: its attributes become members. */
function defineMembers(t: UserType): void {
  const inherited = members(t);
  if (inherited.length) raise(E.TypeError, `<enum '${t.name}'> cannot extend <enum '${t.bases.find((b) => members(b).length)!.name}'>`);
  const d: EnumData = { members: [], byName: new Map(), byValue: new Map() };
  DATA.set(t, d);
  const last: any[] = [];
  for (const [name, raw] of [...t.methods]) {
    if (!isMemberValue(name, raw)) continue;
    let value = raw instanceof Auto ? nextValue(t, name, last) : raw;
    const mix = mixin(t);
    if (mix === T.int && typeof value !== "number" && typeof value !== "bigint") value = callPy(T.int, [value]);
    if (mix === T.str && typeof value !== "string") {
      // StrEnum checks its values; `class C(str, Enum)` makes each one str(value), as str() would.
      if (t.mro.includes(StrEnum)) raise(E.TypeError, `${repr(value)} is not a string`);
      value = str(value);
    }
    last.push(value);
    const key = valueKey(value);
    const existing = d.byValue.get(key);
    const member = existing ?? new EnumMember(t, name, value);
    if (!existing) {
      d.members.push(member);
      d.byValue.set(key, member);
      // A class's own __init__ receives the value (unpacked when it is a tuple).
      const init = t.lookup("__init__");
      if (typeof init === "function" && !init.$objectDefault) callPy(init, [member, ...(value instanceof PyTuple ? value.items : [value])]);
    }
    d.byName.set(name, member);
    t.methods.set(name, member);
  }
  const byName = new PyDict();
  for (const [name, m] of d.byName) byName.set(name, m);
  t.methods.set("__members__", byName);
  t.kind = "enum";
  t.construct = (pos) => lookupValue(t, pos[0]);
  const ty = t as any;
  ty.$iter = () => makeIterator(members(t).slice(), "generator");
  ty.$len = () => members(t).length;
  ty.$contains = (x: any) => x instanceof EnumMember && x.$type === t;
  ty.$getItem = (name: any) => {
    const m = data(t).byName.get(name);
    if (m === undefined) throw newException(E.KeyError, [name]);
    return m;
  };
}

const valueKey = (v: any) => (typeof v === "number" || typeof v === "string" ? v : repr(v));

function lookupValue(t: PyType, value: any): EnumMember {
  if (value instanceof EnumMember && value.$type === t) return value;
  const found = data(t).byValue.get(valueKey(value instanceof EnumMember ? value.value : value));
  if (found !== undefined) return found;
  if (isFlag(t) && typeof value === "number" && (value & ~allBits(t)) === 0) return flagMember(t, value, members);
  return raise(E.ValueError, `${repr(value)} is not a valid ${t.qualname}`);
}

function base(name: string, bases: PyType[], methods: Record<string, (...a: any[]) => any>): UserType {
  const t = new UserType(name, name, bases, [], "enum");
  for (const [k, f] of Object.entries(methods)) {
    const fn = builtin(`${name}.${k}`, k === "__format__" ? "self, format_spec, /" : "self, /", f);
    t.methods.set(k, fn);
  }
  t.subclassHook = (sub: UserType) => defineMembers(sub);
  t.kind = "enum";
  return t;
}

const memberName = (m: EnumMember) => m.name ?? String(m.value);

const Enum = base("Enum", [T.object], {
  __repr__: (m: EnumMember) => `<${m.$type.qualname}.${memberName(m)}: ${repr(m.value)}>`,
  __str__: (m: EnumMember) => `${m.$type.qualname}.${memberName(m)}`,
  __format__: (m: EnumMember, spec: string) => hooks.format!(str(m), spec),
  __hash__: (m: EnumMember) => pyHash(memberName(m)),
});
const IntEnum = base("IntEnum", [T.int, Enum], {
  __str__: (m: EnumMember) => str(m.value),
  __format__: (m: EnumMember, spec: string) => hooks.format!(m.value, spec),
});
const StrEnum = base("StrEnum", [T.str, Enum], {
  __str__: (m: EnumMember) => m.value,
  __format__: (m: EnumMember, spec: string) => hooks.format!(m.value, spec),
});
const Flag = base("Flag", [Enum], {
  __repr__: (m: EnumMember) => (m.name === null && m.value === 0 ? `<${m.$type.qualname}: 0>` : `<${m.$type.qualname}.${memberName(m)}: ${repr(m.value)}>`),
  __str__: (m: EnumMember) => (m.name === null && m.value === 0 ? `${m.$type.qualname}(0)` : `${m.$type.qualname}.${memberName(m)}`),
  __iter__: (m: EnumMember) => makeIterator(members(m.$type).filter((c) => (m.value & c.value) === c.value && c.value !== 0), "generator"),
});
Flag.methods.set("__contains__", builtin("Flag.__contains__", "self, other, /", (m: EnumMember, o: any) => {
  if (!(o instanceof EnumMember) || o.$type !== m.$type) raise(E.TypeError, `unsupported operand type(s) for 'in': '${typeOf(o).name}' and '${m.$type.name}'`);
  return (m.value & o.value) === o.value;
}));
const IntFlag = base("IntFlag", [T.int, Flag], {
  __str__: (m: EnumMember) => str(m.value),
  __format__: (m: EnumMember, spec: string) => hooks.format!(m.value, spec),
});
// `class Color(str, Enum)`, `class Level(int, Enum)`: members are their values' type too.
Enum.mixins = [T.int, T.str];
for (const t of [Enum, IntEnum, StrEnum, Flag, IntFlag]) DATA.set(t, { members: [], byName: new Map(), byValue: new Map() });

function unique(t: any): any {
  const d = data(t);
  const aliases = [...d.byName].filter(([name, m]) => m.name !== name).map(([name, m]) => `${name} -> ${m.name}`);
  if (aliases.length) raise(E.ValueError, `duplicate values found in ${repr(t)}: ${aliases.join(", ")}`);
  return t;
}

export function enumModule(): PyModule {
  return new PyModule("enum", {
    Enum, IntEnum, StrEnum, Flag, IntFlag,
    auto: AutoType,
    unique: builtin("unique", "enumeration", unique),
    EnumType: T.type,
    EnumMeta: T.type,
    __members__: new PyDict(),
  });
}
