// An enum member: an instance of its enum class holding `_name_` and `_value_` (Enum's `name`
// and `value` read them), with the protocols of its data type (IntEnum, StrEnum, `class
// C(str, Enum)`) and a Flag's bitwise operators.
import {
  E, PyInstance, PyType, T, binaryOp, callPy, contains, divmod, getItem, intToFloat, isInt, iter, len, lookupAttr, pyHash, raise, richCompare,
  unaryOp, type CompareOp,
} from "../../values/index.js";

/** The builtin type an enum mixes in (int for IntEnum and IntFlag, str for StrEnum and `class C(str, Enum)`), or null. */
export function mixin(t: PyType): PyType | null {
  if (t.mro.includes(T.int)) return T.int;
  if (t.mro.includes(T.str)) return T.str;
  return null;
}

export function isFlag(t: PyType): boolean {
  return t.mro.some((b) => b.name === "Flag" && b.module === "enum");
}

/** Flag's `|`, `&` and `^`: their results are members again (`Perm.R | Perm.W`). */
const FLAG_OPS: Record<string, true> = { BitOr: true, BitAnd: true, BitXor: true };

/** What Flag's operators take of `other`: a member of the class, or (IntFlag) an int; undefined
 *  for NotImplemented. */
function flagOperand(self: EnumMember, other: any): any {
  if (other instanceof EnumMember && other.$type === self.$type) return other.value;
  if (mixin(self.$type) !== T.int) return undefined;
  if (typeof other === "boolean") return other ? 1 : 0;
  if (isInt(other)) return other;
  return other instanceof EnumMember && mixin(other.$type) === T.int ? other.value : undefined;
}

export class EnumMember extends PyInstance {
  constructor(type: PyType, name: string | null, value: any) {
    super(type);
    this.attrs._name_ = name;
    this.attrs._value_ = value;
  }
  /** null for a Flag's combination of members without a name of its own. */
  get name(): string | null {
    return this.attrs._name_;
  }
  /** `_value_`, which the class's `__init__` may have set (`self._value_ = code`). */
  get value(): any {
    return this.attrs._value_;
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
    const mix = mixin(this.$type);
    if (FLAG_OPS[op] === true && isFlag(this.$type)) {
      // Flag.__or__ and its kin: the class of `value | other`.
      const o = flagOperand(this, other);
      return o === undefined ? undefined : callPy(this.$type, [binaryOp(op as "BitOr", this.value, o)]);
    }
    if (mix === null) return super.$binaryOp(op, other, reflected);
    const o = other instanceof EnumMember ? other.value : other;
    if (op === "DivMod") return reflected ? divmod(o, this.value) : divmod(this.value, o);
    return reflected ? binaryOp(op as any, o, this.value) : binaryOp(op as any, this.value, o);
  }
  override $unaryOp(op: string): any {
    // Flag's `~` is its own method.
    if (mixin(this.$type) === null || (op === "Invert" && isFlag(this.$type))) return super.$unaryOp(op);
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
  // A member that mixes in str is one: the protocols of its value (len, iteration, `in`,
  // subscripts); int has none of them (IntFlag's are Flag's).
  override $len(): number {
    return mixin(this.$type) === T.str ? len(this.value) : super.$len();
  }
  override $iterObject(): any {
    return mixin(this.$type) === T.str ? iter(this.value) : super.$iterObject();
  }
  override $contains(x: any): boolean {
    return mixin(this.$type) === T.str ? contains(this.value, x) : super.$contains(x);
  }
  override $getItem(key: any): any {
    return mixin(this.$type) === T.str ? getItem(this.value, key) : super.$getItem(key);
  }
  override $index(): any {
    return mixin(this.$type) === T.int ? this.value : super.$index();
  }
  override $float(): number {
    return mixin(this.$type) === T.int ? intToFloat(this.value) : super.$float();
  }
}
