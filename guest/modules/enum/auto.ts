// enum.auto(): a member value the enum class chooses (its `_generate_next_value_`). CPython fills
// it in as the class body assigns it; here the body has run when the class is made, so what the
// body computed of auto() values (a Flag's `RW = R | W`) is kept as an AutoOp and worked out in
// its member's turn, when the values it reads are known.
import { E, PyList, PyStaticMethod, PyTuple, PyType, T, binaryOp, callPy, tupleOf, raise, repr, typeOf, unaryOp, type BinaryOpName, type UnaryOpName } from "../../values/index.js";

export const AutoType = new PyType("auto", [T.object], "enum");

/** auto()'s value before the class chooses one. */
const AUTO_NULL = Symbol("_auto_null");

export class Auto {
  constructor(public value: any = AUTO_NULL) {}
  get $type(): PyType {
    return AutoType;
  }
  $repr(): string {
    return `auto(${this.value === AUTO_NULL ? "_auto_null" : repr(this.value)})`;
  }
  $binaryOp(op: BinaryOpName, other: any, reflected: boolean): AutoOp {
    return new AutoOp(op, reflected ? [other, this] : [this, other]);
  }
  $unaryOp(op: UnaryOpName): AutoOp {
    return new AutoOp(op, [this]);
  }
}

/** An operator applied to auto() values in the class body. */
class AutoOp extends Auto {
  constructor(
    readonly op: BinaryOpName | UnaryOpName,
    readonly operands: any[],
  ) {
    super();
  }
  /** The operator applied to its operands' values. */
  result(): any {
    const [a, b] = this.operands.map((x) => (x instanceof Auto ? valueOf(x) : x));
    return this.operands.length === 1 ? unaryOp(this.op as UnaryOpName, a) : binaryOp(this.op as BinaryOpName, a, b);
  }
}

AutoType.construct = (pos, kw) => {
  if (kw && Object.keys(kw).length) raise(E.TypeError, `auto.__init__() got an unexpected keyword argument '${Object.keys(kw)[0]}'`);
  if (pos.length > 1) raise(E.TypeError, `auto.__init__() takes from 1 to 2 positional arguments but ${pos.length + 1} were given`);
  return new Auto(pos.length ? pos[0] : AUTO_NULL);
};

/** An auto() the class has given its value (or one it was made with), or an AutoOp's result. */
function valueOf(a: Auto): any {
  if (a instanceof AutoOp) return a.result();
  if (a.value === AUTO_NULL) raise(E.TypeError, "auto() value read before the enum class chose it");
  return a.value;
}

/**
 * What the class body's value for a member comes to, as _EnumDict.__setitem__ works it out: an
 * auto() (alone or in a tuple) takes `next()` unless it has a value, and is added to `lastValues`
 * (the whole value is, otherwise); an AutoOp is its result.
 */
export function memberValue(raw: any, next: () => any, lastValues: any[]): any {
  const isAuto = (x: any) => x instanceof Auto && !(x instanceof AutoOp);
  const own = (a: Auto) => {
    if (a.value === AUTO_NULL) a.value = next();
    lastValues.push(a.value);
    return a.value;
  };
  if (isAuto(raw)) return own(raw);
  // Only a tuple itself, not a subclass (a named tuple), as CPython's `type(value) is tuple`.
  if (raw instanceof PyTuple && typeOf(raw) === T.tuple && raw.items.some(isAuto)) return tupleOf(raw.items.map((x) => (isAuto(x) ? own(x) : x)));
  const value = raw instanceof AutoOp ? raw.result() : raw;
  lastValues.push(value);
  return value;
}

/** `_generate_next_value_(name, start, count, last_values)` as the class `t` has it (its own, or
 *  Enum's, Flag's or StrEnum's): the value auto() and the functional API's names take. */
export function generateNext(t: PyType, name: string, start: any, count: number, lastValues: any[]): any {
  const f = t.lookup("_generate_next_value_");
  return callPy(f instanceof PyStaticMethod ? f.func : f, [name, start, count, new PyList(lastValues.slice())]);
}
