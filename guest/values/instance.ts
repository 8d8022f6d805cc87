// PyInstance: an instance of a class the script defines. Its `$` hooks are the ones the builtin
// operations already consult for non-builtin values (repr, str, bool, len, iter, in, items,
// calls, operators, comparison, hashing, format, attributes); each finds the special method on
// the instance's type (special.ts) and falls back to object's behaviour and CPython's errors.
import { E, PyBaseException, raise } from "./exceptions.js";
import { PyType, T, epoch, typeOf } from "./type.js";
import { callPy } from "./callable.js";
import { PyIterator, STOP } from "./iterator.js";
import { syncSteps } from "./async-iterator.js";
import { awaitingNext, awaitingSequence } from "./awaiting-instance-iterator.js";
import { callSpecial, typeSpecial } from "./special.js";
import { instanceGetAttr } from "./generic-attr.js";
import { objectId, tookHash } from "./hash.js";
import { NotImplemented } from "./singletons.js";
import { truthy } from "./protocol.js";
import { eq } from "./compare.js";
import { type Int, intToFloat, isInt } from "./int.js";
import { PyFloat } from "./float.js";
import { andThen } from "./maybe-promise.js";

// The special methods' result checks that need nothing of the call, made once (an arrow at each
// call is a new function object in QuickJS, ~0.25 us).
const reprResult = (r: any) => mustBeStr(r, "__repr__");
const strResult = (r: any) => mustBeStr(r, "__str__");
const nonZero = (n: any) => n !== 0;
const indexResult = (r: any) => intResult(r, "__index__");

function boolResult(r: any): boolean {
  if (typeof r !== "boolean") raise(E.TypeError, `__bool__ should return bool, returned ${typeOf(r).name}`);
  return r;
}

function lenResult(n: any): number {
  if (typeof n === "boolean") return n ? 1 : 0;
  if (typeof n === "bigint") raise(E.OverflowError, "cannot fit 'int' into an index-sized integer");
  if (typeof n !== "number") raise(E.TypeError, `'${typeOf(n).name}' object cannot be interpreted as an integer`);
  if (n < 0) raise(E.ValueError, "__len__() should return >= 0");
  return n;
}

function hashResult(h: any): any {
  if (typeof h === "boolean") return h ? 1 : 0;
  if (typeof h !== "number" && typeof h !== "bigint") raise(E.TypeError, "__hash__ method should return an integer");
  return h;
}

function intResult(r: any, name: string): Int {
  if (typeof r === "boolean") return r ? 1 : 0;
  if (!isInt(r)) raise(E.TypeError, `${name} returned non-int (type ${typeOf(r).name})`);
  return r;
}

export class PyInstance {
  /** The instance's own attributes (CPython's `__dict__`); another record only after `obj.__dict__ = d`. */
  attrs: Record<string, any> = Object.create(null);
  constructor(readonly $type: PyType) {}

  private special(name: string): any {
    return typeSpecial(this.$type, name);
  }

  private call(name: string, args: any[]): any {
    const m = this.special(name);
    return m === undefined ? undefined : callSpecial(m, this, args, name);
  }

  $getAttr(name: string): any {
    return instanceGetAttr(this, this.attrs, name);
  }

  /** A call of this instance may answer a promise: its class's `__call__` waits for a tool. */
  get $async(): boolean {
    return this.special("__call__")?.$async === true;
  }

  $repr(): string {
    const m = this.special("__repr__");
    if (m === undefined) return defaultRepr(this);
    return andThen(callSpecial(m, this, [], "__repr__"), reprResult);
  }

  $str(): string {
    const m = this.special("__str__");
    if (m === undefined) return this.$repr();
    return andThen(callSpecial(m, this, [], "__str__"), strResult);
  }

  $format(spec: string): string {
    const m = this.special("__format__");
    if (m !== undefined) return andThen(callSpecial(m, this, [spec], "__format__"), (r) => mustBeStr(r, "__format__"));
    if (spec !== "") raise(E.TypeError, `unsupported format string passed to ${this.$type.name}.__format__`);
    return this.$str();
  }

  $bool(): boolean {
    const b = this.special("__bool__");
    if (b !== undefined) {
      return andThen(callSpecial(b, this, [], "__bool__"), boolResult);
    }
    if (this.special("__len__") !== undefined) return andThen(this.$len(), nonZero);
    return true;
  }

  $len(): number {
    const m = this.special("__len__");
    if (m === undefined) raise(E.TypeError, `object of type '${this.$type.name}' has no len()`);
    return andThen(callSpecial(m, this, [], "__len__"), lenResult);
  }

  /** Whether iter(self) has a protocol to try: `__iter__` or the `__getitem__` sequence walk. */
  get $iterable(): boolean {
    return this.special("__iter__") !== undefined || this.special("__getitem__") !== undefined;
  }

  /** The runtime's walk of the instance: what iter() gives, a script's iterator wrapped. */
  $iter(): PyIterator {
    return this.$iterOf(this.$iterObject());
  }

  /** The walk's iterator over `it`, what iter(self) gave: a script's iterator wrapped. */
  $iterOf(it: any): PyIterator {
    return it instanceof PyIterator ? it : (awaitingNext(it) ?? new InstanceIterator(it));
  }

  /** iter(self) as the builtin hands it back: `__iter__`'s result (the instance itself for
   *  `return self`), checked to be an iterator, or a sequence iterator over `__getitem__`. */
  $iterObject(): any {
    const m = this.special("__iter__");
    if (m === undefined) {
      const item = this.special("__getitem__");
      if (item !== undefined) return awaitingSequence(this, item, ITERATOR) ?? new SequenceIterator(this);
      return raise(E.TypeError, `'${this.$type.name}' object is not iterable`);
    }
    return this.$iterChecked(callSpecial(m, this, [], "__iter__"));
  }

  /** `it`, what `__iter__` returned, when it is an iterator; else iter()'s TypeError. */
  $iterChecked(it: any): any {
    if (it instanceof PyIterator) return it;
    if (typeSpecial(typeOf(it), "__next__") === undefined) raise(E.TypeError, `iter() returned non-iterator of type '${typeOf(it).name}'`);
    return it;
  }

  $contains(x: any): boolean {
    const m = this.special("__contains__");
    if (m !== undefined) return andThen(callSpecial(m, this, [x], "__contains__"), truthyOf);
    if (this.special("__iter__") === undefined && this.special("__getitem__") === undefined) {
      raise(E.TypeError, `argument of type '${this.$type.name}' is not iterable`);
    }
    const it = syncSteps(this.$iter(), this);
    for (let v = it.next(); v !== STOP; v = it.next()) if (v === x || eq(v, x)) return true;
    return false;
  }

  $getItem(key: any): any {
    const m = this.special("__getitem__");
    if (m === undefined) raise(E.TypeError, `'${this.$type.name}' object is not subscriptable`);
    return callSpecial(m, this, [key], "__getitem__");
  }

  $setItem(key: any, value: any): void {
    const m = this.special("__setitem__");
    if (m === undefined) raise(E.TypeError, `'${this.$type.name}' object does not support item assignment`);
    callSpecial(m, this, [key, value], "__setitem__");
  }

  $delItem(key: any): void {
    const m = this.special("__delitem__");
    if (m === undefined) raise(E.TypeError, `'${this.$type.name}' object doesn't support item deletion`);
    callSpecial(m, this, [key], "__delitem__");
  }

  $call(pos: any[], kw?: Record<string, any>): any {
    const m = this.special("__call__");
    if (m === undefined) raise(E.TypeError, `'${this.$type.name}' object is not callable`);
    return callPy(m, [this, ...pos], kw);
  }

  /** next(self): `__next__`, with next()'s default when it raises StopIteration. */
  $next(dflt: any, hasDefault: boolean): any {
    const m = this.special("__next__");
    if (m === undefined) raise(E.TypeError, `'${this.$type.name}' object is not an iterator`);
    if (!hasDefault) return callSpecial(m, this, [], "__next__");
    try {
      return callSpecial(m, this, [], "__next__");
    } catch (e) {
      if (e instanceof PyBaseException && e.type.mro.includes(E.StopIteration)) return dflt;
      throw e;
    }
  }

  $callable(): boolean {
    return this.special("__call__") !== undefined;
  }

  /** `self <op> other` (or `other <op> self` when `reflected`); undefined for NotImplemented. */
  $binaryOp(op: string, other: any, reflected: boolean): any {
    const names = BINARY[op];
    if (names === undefined) return undefined;
    if (!reflected) {
      // A subclass's reflected method goes first (CPython's binary_op1).
      const ot = typeOf(other);
      if (ot !== this.$type && ot.user && ot.mro.includes(this.$type) && ot.lookup(names[1]) !== this.$type.lookup(names[1])) {
        const r = reflectedOf(other, names[1], this);
        if (r !== undefined) return r;
      }
      return notImplemented(this.call(names[0], [other]));
    }
    return reflectedOf(this, names[1], other);
  }

  /** `self <op>= other`: `__iadd__` and friends; undefined falls back to the binary operator. */
  $inplaceOp(op: string, other: any): any {
    const names = BINARY[op];
    return names === undefined ? undefined : notImplemented(this.call(`__i${names[0].slice(2)}`, [other]));
  }

  $unaryOp(op: string): any {
    const name = op === "USub" ? "__neg__" : op === "UAdd" ? "__pos__" : op === "Invert" ? "__invert__" : undefined;
    return name === undefined ? undefined : this.call(name, []);
  }

  /** int(x): `__int__`, else `__index__` (PyNumber_Long); a bool result counts as its int. */
  $int(): Int {
    let name = "__int__";
    let m = this.special(name);
    if (m === undefined) m = this.special((name = "__index__"));
    if (m === undefined) raise(E.TypeError, `int() argument must be a string, a bytes-like object or a real number, not '${this.$type.name}'`);
    return andThen(callSpecial(m, this, [], name), (r) => intResult(r, name));
  }

  /** operator.index(x): `__index__`'s int (a bool result counts as its int), or undefined
   *  where the class has none. */
  $index(): Int | undefined {
    const m = this.special("__index__");
    return m === undefined ? undefined : andThen(callSpecial(m, this, [], "__index__"), indexResult);
  }

  /** bytes(x): `__bytes__`'s bytes, or undefined where the class has none (bytes_new; bytearray
   *  does not ask). */
  $bytes(): any {
    const m = this.special("__bytes__");
    if (m === undefined) return undefined;
    return andThen(callSpecial(m, this, [], "__bytes__"), (r) => {
      if (typeOf(r) !== T.bytes) raise(E.TypeError, `__bytes__ returned non-bytes (type ${typeOf(r).name})`);
      return r;
    });
  }

  /** float(x): `__float__`, else `__index__` (PyNumber_Float). */
  $float(): number {
    const f = this.special("__float__");
    if (f !== undefined) {
      return andThen(callSpecial(f, this, [], "__float__"), (r) => {
        if (!(r instanceof PyFloat)) raise(E.TypeError, `${this.$type.name}.__float__ returned non-float (type ${typeOf(r).name})`);
        return r.v;
      });
    }
    const m = this.special("__index__");
    if (m === undefined) raise(E.TypeError, `float() argument must be a string or a real number, not '${this.$type.name}'`);
    return andThen(callSpecial(m, this, [], "__index__"), (r) => intToFloat(intResult(r, "__index__")));
  }

  $abs(): any {
    const m = this.special("__abs__");
    if (m === undefined) raise(E.TypeError, `bad operand type for abs(): '${this.$type.name}'`);
    return callSpecial(m, this, [], "__abs__");
  }

  /** `a <op> b` where a or b is this class's instance: CPython's rich comparison with reflection. */
  $rich(a: any, b: any, op: CompareOp): any {
    return richCompareObjects(a, b, op);
  }

  get $hashable(): boolean {
    return this.$type.lookup("__hash__") !== null;
  }

  $pyHash(): any {
    const m = this.special("__hash__");
    if (m === undefined) return objectId(this);
    if (m === null) raise(E.TypeError, `unhashable type: '${this.$type.name}'`);
    return andThen(callSpecial(m, this, [], "__hash__"), hashResult);
  }

  /** The dict/set key: identity, or the script's `__hash__` and `__eq__` (equal values share a key). */
  $hashKey(): string {
    if (this.special("__hash__") === undefined) {
      const id = objectId(this);
      tookHash(this, id);
      return "#" + id;
    }
    const h = this.$pyHash();
    tookHash(this, h);
    return bucketKey(this, h);
  }
}

function defaultRepr(x: PyInstance): string {
  return `<${x.$type.module}.${x.$type.qualname} object>`;
}

export function mustBeStr(r: any, name: string): string {
  if (typeof r !== "string") raise(E.TypeError, `${name} returned non-string (type ${typeOf(r).name})`);
  return r;
}

const truthyOf = (r: any) => truthy(r);

function notImplemented(r: any): any {
  return r === NotImplemented ? undefined : r;
}

function reflectedOf(self: any, name: string, other: any): any {
  const m = typeSpecial(typeOf(self), name);
  return m === undefined ? undefined : notImplemented(callSpecial(m, self, [other], name));
}

/** [method, reflected method] per binary operator. */
const BINARY: Record<string, [string, string]> = {
  Add: ["__add__", "__radd__"], Sub: ["__sub__", "__rsub__"], Mult: ["__mul__", "__rmul__"],
  MatMult: ["__matmul__", "__rmatmul__"], Div: ["__truediv__", "__rtruediv__"],
  FloorDiv: ["__floordiv__", "__rfloordiv__"], Mod: ["__mod__", "__rmod__"], Pow: ["__pow__", "__rpow__"],
  LShift: ["__lshift__", "__rlshift__"], RShift: ["__rshift__", "__rrshift__"], BitAnd: ["__and__", "__rand__"],
  BitOr: ["__or__", "__ror__"], BitXor: ["__xor__", "__rxor__"], DivMod: ["__divmod__", "__rdivmod__"],
};

export type CompareOp = "Lt" | "LtE" | "Eq" | "NotEq" | "Gt" | "GtE";
const COMPARE: Record<CompareOp, [string, CompareOp, string]> = {
  Lt: ["__lt__", "Gt", "<"], LtE: ["__le__", "GtE", "<="], Eq: ["__eq__", "Eq", "=="],
  NotEq: ["__ne__", "NotEq", "!="], Gt: ["__gt__", "Lt", ">"], GtE: ["__ge__", "LtE", ">="],
};

/** One side's comparison method, object's defaults included; undefined for NotImplemented. */
function compareSide(x: any, y: any, op: CompareOp): any {
  const t = typeOf(x);
  if (!t.user) return undefined;
  const name = COMPARE[op][0];
  const m = typeSpecial(t, name);
  if (m !== undefined) return notImplemented(callSpecial(m, x, [y], name));
  if (op === "NotEq" && typeSpecial(t, "__eq__") !== undefined) {
    // object.__ne__ inverts __eq__ unless that is NotImplemented.
    return andThen(compareSide(x, y, "Eq"), (r) => (r === undefined ? undefined : !truthy(r)));
  }
  return undefined;
}

/** True when neither __eq__ nor __ne__ of a script's class (or a builtin type) can answer. */
function identityEq(t: PyType): boolean {
  return !t.user || t.identityEqAt === epoch || t.heldAt("identityEqAt", definesNoEquality, epoch);
}

function definesNoEquality(t: PyType): boolean {
  return typeSpecial(t, "__eq__") === undefined && typeSpecial(t, "__ne__") === undefined;
}

/** CPython's do_richcompare for operands where at least one is a script's instance. */
export function richCompareObjects(a: any, b: any, op: CompareOp): any {
  const ta = typeOf(a);
  const tb = typeOf(b);
  // `==` and `!=` where no side defines either: object's identity, without the walk below.
  if ((op === "Eq" || op === "NotEq") && identityEq(ta) && identityEq(tb)) return op === "Eq" ? a === b : a !== b;
  // By index: QuickJS destructures an array through the iterator protocol.
  const swapped = COMPARE[op][1];
  let reflectedDone = false;
  if (ta !== tb && tb.mro.includes(ta)) {
    reflectedDone = true;
    const r = compareSide(b, a, swapped);
    if (r !== undefined) return r;
  }
  const r = compareSide(a, b, op);
  if (r !== undefined) return r;
  if (!reflectedDone) {
    const r2 = compareSide(b, a, swapped);
    if (r2 !== undefined) return r2;
  }
  if (op === "Eq") return a === b;
  if (op === "NotEq") return a !== b;
  return raise(E.TypeError, `'${COMPARE[op][2]}' not supported between instances of '${ta.name}' and '${tb.name}'`);
}

// Equal hashes whose values compare equal share a key; each bucket keeps its distinct values.
const buckets = new Map<string, any[]>();

function bucketKey(x: any, h: any): string {
  const base = String(h);
  let bucket = buckets.get(base);
  if (bucket === undefined) buckets.set(base, (bucket = []));
  for (let i = 0; i < bucket.length; i++) if (bucket[i] === x || truthy(richCompareObjects(bucket[i], x, "Eq"))) return base + "/" + i;
  bucket.push(x);
  return base + "/" + (bucket.length - 1);
}

/** Iterates a script's iterator object through its `__next__` (StopIteration ends it). */
class InstanceIterator extends PyIterator {
  constructor(private readonly target: any) {
    super(typeOf(target));
  }
  next(): any {
    try {
      return callSpecial(typeSpecial(typeOf(this.target), "__next__"), this.target, [], "__next__");
    } catch (e) {
      if (e instanceof PyBaseException && e.type.mro.includes(E.StopIteration)) return STOP;
      throw e;
    }
  }
}

/** The old sequence protocol: `__getitem__(0)`, `(1)`, ... until IndexError. */
class SequenceIterator extends PyIterator {
  private i = 0;
  constructor(private readonly target: PyInstance) {
    super(ITERATOR);
  }
  next(): any {
    if (this.i < 0) return STOP;
    try {
      // The index moves only once `__getitem__` answered: a replayed step (special.ts) asks for the same one.
      const v = this.target.$getItem(this.i);
      this.i++;
      return v;
    } catch (e) {
      if (e instanceof PyBaseException && (e.type.mro.includes(E.IndexError) || e.type.mro.includes(E.StopIteration))) {
        this.i = -1;
        return STOP;
      }
      throw e;
    }
  }
}
const ITERATOR = new PyType("iterator");
