// Operator dispatch for all builtin types: binaryOp / inplaceOp / unaryOp with Python ast
// operator names, and `in`. Messages quote CPython ("unsupported operand type(s) for +: ...").
import { E, raise } from "./exceptions.js";
import { hooks } from "./hooks.js";
import { copyItems, joinItems } from "./arrays.js";
import { checkSequenceLength } from "./limits.js";
import { PyType, typeName } from "./type.js";
import { unionOp } from "./generic-alias.js";
import { PyFloat, floatToInt, floatDiv, floatFloorDiv, floatMod, floatPow } from "./float.js";
import {
  type Int,
  intAdd, intAnd, intFloorDiv, intInvert, intLShift, intMod, intMul, intNeg, intOr, intPow,
  intRShift, intSub, intToFloat, intTrueDiv, intXor, normInt,
} from "./int.js";
import { isModuleReal } from "./module-real.js";
import { PyList } from "./list.js";
import { PyTuple, tupleOf } from "./tuple.js";
import { PyDict, PyDictView } from "./dict.js";
import { PySet } from "./set.js";
import {
  setDifference, setDifferenceUpdate, setIntersection, setIntersectionUpdate, setSymmetricDifference,
  setSymmetricDifferenceUpdate, setUnion, setUpdate,
} from "./set-algebra.js";
import { PyRange } from "./range.js";
import { PyBytes, bytesPercent } from "./bytes.js";
import { cutsPairs, indexOfWhole, strPercent, strRepeat } from "./str.js";
import { eq, isSetView, viewContains } from "./compare.js";
import { isSetOpName, viewSetOp } from "./dict-view-ops.js";
import { findItem } from "./seq-index.js";
import { extendList, isIterable, iter, toArray } from "./iterate.js";
import { PyIterator, STOP } from "./iterator.js";
import { truthy } from "./protocol.js";
import { DICT, SEQ } from "./type-marks.js";
import { scriptIndex } from "./index-protocol.js";

export type BinaryOpName =
  | "Add" | "Sub" | "Mult" | "Div" | "FloorDiv" | "Mod" | "Pow"
  | "LShift" | "RShift" | "BitOr" | "BitXor" | "BitAnd" | "MatMult";
export type UnaryOpName = "USub" | "UAdd" | "Not" | "Invert";

const SYMBOL: Record<BinaryOpName, string> = {
  Add: "+", Sub: "-", Mult: "*", Div: "/", FloorDiv: "//", Mod: "%", Pow: "**",
  LShift: "<<", RShift: ">>", BitOr: "|", BitXor: "^", BitAnd: "&", MatMult: "@",
};

function unsupported(op: BinaryOpName, a: any, b: any, inplace: boolean): never {
  const sym = SYMBOL[op] + (inplace ? "=" : op === "Pow" ? " or pow()" : "");
  return raise(E.TypeError, `unsupported operand type(s) for ${sym}: '${typeName(a)}' and '${typeName(b)}'`);
}

function intOp(op: BinaryOpName, a: Int, b: Int): any {
  switch (op) {
    case "Add": return intAdd(a, b);
    case "Sub": return intSub(a, b);
    case "Mult": return intMul(a, b);
    case "Div": return new PyFloat(intTrueDiv(a, b));
    case "FloorDiv": return intFloorDiv(a, b);
    case "Mod": return intMod(a, b);
    case "Pow": return b < 0 ? new PyFloat(floatPow(intToFloat(a), intToFloat(b))) : intPow(a, b);
    case "LShift": return intLShift(a, b);
    case "RShift": return intRShift(a, b);
    case "BitOr": return intOr(a, b);
    case "BitXor": return intXor(a, b);
    case "BitAnd": return intAnd(a, b);
  }
  return undefined;
}

function floatOp(op: BinaryOpName, a: number, b: number): PyFloat | undefined {
  switch (op) {
    case "Add": return new PyFloat(a + b);
    case "Sub": return new PyFloat(a - b);
    case "Mult": return new PyFloat(a * b);
    case "Div": return new PyFloat(floatDiv(a, b));
    case "FloorDiv": return new PyFloat(floatFloorDiv(a, b));
    case "Mod": return new PyFloat(floatMod(a, b));
    case "Pow": return new PyFloat(floatPow(a, b));
  }
  return undefined;
}

const isIntLike = (x: any) => typeof x === "number" || typeof x === "bigint" || typeof x === "boolean";
const asInt = (x: any): Int => (typeof x === "boolean" ? (x ? 1 : 0) : x);

/** Sequence repetition count; CPython's OverflowError beyond ssize_t, MemoryError (a DoS
 *  guard, checked before allocating) beyond hooks.maxSequenceLength. */
export function repeatCount(n: any, itemCount: number): number {
  const k = asInt(n);
  if (typeof k === "bigint") {
    if (k > 0x7fffffffffffffffn || k < -0x8000000000000000n) raise(E.OverflowError, "cannot fit 'int' into an index-sized integer");
    if (k < 0n || itemCount === 0) return 0;
    return raise(E.MemoryError);
  }
  if (k <= 0 || itemCount === 0) return 0;
  if (itemCount * k > hooks.maxSequenceLength) raise(E.MemoryError);
  return k;
}

/**
 * `items` n times over, by QuickJS's native fill and copyWithin (the copied part doubling) instead
 * of a bytecode loop over every slot: `[0] * 1000000` ~30 against ~100-370 ms.
 */
function repeatArray(items: any[], n: number): any[] {
  const total = items.length * n;
  const out = new Array(total).fill(items[0]);
  if (items.length < 2 || total === 0) return out;
  for (let i = 1; i < items.length; i++) out[i] = items[i];
  for (let have = items.length; have < total; have *= 2) out.copyWithin(have, 0, have);
  return out;
}


/** `s * n`: CPython's unicode_repeat refuses a length past a C ssize_t as too long (an OverflowError,
 *  after the count's own), where a list or tuple runs out of memory. */
function strTimes(s: string, n: any): string {
  // A short result (`"=" * 40`, `k * 2`): the engine's repeat, past every limit's reach.
  if (typeof n === "number" && s.length * n <= 1024) return n > 0 ? s.repeat(n) : "";
  const k = asInt(n);
  if (s.length > 0 && k > 0 && (typeof k === "bigint" || s.length * k > Number.MAX_SAFE_INTEGER)) {
    const big = BigInt(k);
    if (big <= MAX_SSIZE && BigInt(s.length) * big > MAX_SSIZE) raise(E.OverflowError, "repeated string is too long");
  }
  return strRepeat(s, repeatCount(k, s.length));
}

const MAX_SSIZE = 2n ** 63n - 1n;

function cannotMultiply(x: any): never {
  return raise(E.TypeError, `can't multiply sequence by non-int of type '${typeName(x)}'`);
}

/** A repeat count as sequence_repeat takes it: an int or bool, or a script's instance with
 *  `__index__` by its int. */
function repeatBy(n: any): any {
  if (isIntLike(n)) return n;
  const k = scriptIndex(n);
  return k !== undefined ? k : cannotMultiply(n);
}

function repeat(seq: any, times: any): any {
  const n = repeatBy(times);
  if (typeof seq === "string") return strTimes(seq, n);
  if (seq instanceof PyList || seq instanceof PyTuple) return repeatItems(seq, n);
  return seq.withBytes(repeatBytes(seq.b, repeatCount(n, seq.b.length)));
}

/** `b` `count` times over (a count repeatCount checked). */
export function repeatBytes(b: Uint8Array, count: number): Uint8Array {
  const out = new Uint8Array(b.length * count);
  for (let r = 0; r < count; r++) out.set(b, r * b.length);
  return out;
}

/** A list's or tuple's items `n` times over, as a new one of its kind. */
function repeatItems(seq: PyList | PyTuple, n: any): PyList | PyTuple {
  const items = repeatArray(seq.items, repeatCount(n, seq.items.length));
  return seq instanceof PyList ? new PyList(items) : tupleOf(items);
}

/** A list's `+` with a list and `*` by an int held in a JS number, as dispatch comes to for them,
 *  or undefined: no operator of the other side's can come first (a flow cannot subclass list).
 *  For float-first.ts, which tries them after its doubles. */
export const listOps: Record<"Add" | "Mult", (a: PyList, b: any) => PyList | undefined> = {
  Add: (a, b) => {
    if (!(b instanceof PyList)) return undefined;
    checkSequenceLength(a.items.length + b.items.length);
    return new PyList(joinItems(a.items, b.items));
  },
  Mult: (a, b) => (typeof b === "number" ? new PyList(repeatArray(a.items, repeatCount(b, a.items.length))) : undefined),
};

const isSequence = (x: any) => typeof x === "string" || x instanceof PyList || x instanceof PyTuple || x instanceof PyBytes;

function concatError(a: any, b: any): never {
  const name = typeName(a);
  return raise(E.TypeError, `can only concatenate ${name} (not "${typeName(b)}") to ${name}`);
}

function concat(a: any, b: any): any {
  if (typeof a === "string") {
    if (typeof b !== "string") concatError(a, b);
    checkSequenceLength(a.length + b.length);
    return a + b;
  }
  if (a instanceof PyList) {
    if (!(b instanceof PyList)) concatError(a, b);
    checkSequenceLength(a.items.length + b.items.length);
    return new PyList(joinItems(a.items, b.items));
  }
  if (a instanceof PyTuple) {
    if (!(b instanceof PyTuple)) concatError(a, b);
    checkSequenceLength(a.items.length + b.items.length);
    return tupleOf(joinItems(a.items, b.items));
  }
  if (!(b instanceof PyBytes)) raise(E.TypeError, `can't concat ${typeName(b)} to ${typeName(a)}`);
  checkSequenceLength(a.b.length + b.b.length);
  const out = new Uint8Array(a.b.length + b.b.length);
  out.set(a.b);
  out.set(b.b, a.b.length);
  return a.withBytes(out);
}


function setOp(op: BinaryOpName, a: PySet, b: PySet): PySet | undefined {
  switch (op) {
    case "BitOr":
      return setUnion(a, b);
    case "BitAnd":
      return setIntersection(a, b);
    case "Sub":
      return setDifference(a, b);
    case "BitXor":
      return setSymmetricDifference(a, b);
  }
  return undefined;
}

/** Python `a <op> b`. Objects may supply `$binaryOp(op, other, reflected)` returning undefined
 *  for NotImplemented (datetime, Counter, ...). */
export function binaryOp(op: BinaryOpName, a: any, b: any): any {
  return dispatch(op, a, b, false);
}

function dispatch(op: BinaryOpName, a: any, b: any, inplace: boolean): any {
  if (typeof a === "number") {
    if (typeof b === "number") {
      const r = intOp(op, a, b);
      if (r !== undefined) return r;
    } else if (b instanceof PyFloat) {
      // A safe-integer int is its own double (intToFloat), as below.
      const r = floatOp(op, a, b.v);
      if (r !== undefined) return r;
    }
  } else if (a instanceof PyFloat && (typeof b === "number" || b instanceof PyFloat)) {
    const r = floatOp(op, a.v, typeof b === "number" ? b : b.v);
    if (r !== undefined) return r;
  } else if (op === "Add" && (a instanceof PyList || a instanceof PyTuple) && (a as any).$seq === SEQ && !hasBinary(b)) {
    // Where the tests below would come to for a list or tuple, without them (~0.5 us); a script's
    // subclass of list has no mark (its class's `__add__` answers).
    return concat(a, b);
  } else if (op === "Mult" && typeof b === "number") {
    // `"=" * 40`, `[0] * n`: what repeat() comes to for a str, list or tuple and an int, without
    // the tests below (~1.5 us).
    if (typeof a === "string") return strTimes(a, b);
    if ((a instanceof PyList || a instanceof PyTuple) && (a as any).$seq === SEQ) return repeatItems(a, b);
  } else if (a instanceof PySet && b instanceof PySet) {
    // Where the tests below come to for two sets, without them (~1 us).
    const r = setOp(op, a, b);
    if (r !== undefined) return r;
  }
  const aNum = isIntLike(a);
  const bNum = isIntLike(b);
  if ((aNum || a instanceof PyFloat) && (bNum || b instanceof PyFloat)) {
    if (aNum && bNum) {
      if (typeof a === "boolean" && typeof b === "boolean" && (op === "BitAnd" || op === "BitOr" || op === "BitXor")) {
        return op === "BitAnd" ? a && b : op === "BitOr" ? a || b : a !== b;
      }
      const r = intOp(op, asInt(a), asInt(b));
      if (r !== undefined) return r;
    } else {
      const x = a instanceof PyFloat ? a.v : intToFloat(asInt(a));
      const y = b instanceof PyFloat ? b.v : intToFloat(asInt(b));
      const r = floatOp(op, x, y);
      if (r !== undefined) return r;
    }
    return unsupported(op, a, b, inplace);
  }
  // A script's subclass of list (hasBinary) answers by its class's `__add__` and `__mul__`.
  if (op === "Add" && isSequence(a) && !hasBinary(b) && !hasBinary(a)) return concat(a, b);
  if (op === "Mult") {
    if (isSequence(a) && !hasBinary(b) && !hasBinary(a)) return repeat(a, b);
    if (isSequence(b) && !hasBinary(a) && !inplace) return repeat(b, a);
  }
  if (op === "Mod" && typeof a === "string") return strPercent(a, b);
  if (op === "Mod" && a instanceof PyBytes) return bytesPercent(a, b);
  if (a instanceof PySet && b instanceof PySet) {
    const r = setOp(op, a, b);
    if (r !== undefined) return r;
  }
  // A view's slot answers before the other operand's methods are asked (CPython's binary_op1).
  if (isSetView(a) && isSetOpName(op)) return viewSetOp(op, a, b);
  if (op === "BitOr" && a instanceof PyDict && b instanceof PyDict && !hasBinary(a) && !hasBinary(b)) {
    const r = new PyDict();
    for (const [k, v] of a.entries()) r.set(k, v);
    for (const [k, v] of b.entries()) r.set(k, v);
    return r;
  }
  if (hasBinary(a)) {
    const r = a.$binaryOp(op, b, false);
    if (r !== undefined) return r;
  }
  if (hasBinary(b)) {
    const r = b.$binaryOp(op, a, true);
    if (r !== undefined) return r;
  }
  if (isSetView(b) && isSetOpName(op)) return viewSetOp(op, a, b);
  // Neither side's __add__/__radd__ answered: a sequence's own concatenation error.
  if (op === "Add" && isSequence(a)) return concat(a, b);
  // Neither side's __mul__/__rmul__ answered: a sequence repeats by the other's __index__;
  // `a *= seq` only where a's type has no sequence slots at all (PyNumber_InPlaceMultiply).
  if (op === "Mult") {
    if (isSequence(a)) return repeat(a, b);
    if (isSequence(b) && !(inplace && hasSequenceSlots(a))) return repeat(b, a);
  }
  if (op === "BitOr" && (a instanceof PyType || b instanceof PyType)) {
    const r = a instanceof PyType ? unionOp(op, a, b, false) : unionOp(op, b, a, true);
    if (r !== undefined) return r;
  }
  return unsupported(op, a, b, inplace);
}

const hasBinary = (x: any) => x !== null && typeof x === "object" && typeof x.$binaryOp === "function";

/** Whether x's type has tp_as_sequence in CPython though it does not repeat: a set, dict, view,
 *  range, or a script's instance (every class it makes has them). */
const hasSequenceSlots = (x: any) =>
  x instanceof PySet || x instanceof PyDict || x instanceof PyDictView || x instanceof PyRange || hasBinary(x);

/** Python `a <op>= b`: list `+=`/`*=`, set `|= &= -= ^=` and dict `|=` mutate `a` in place and
 *  return it; everything else is binaryOp. */
export function inplaceOp(op: BinaryOpName, a: any, b: any): any {
  // instanceof first: a primitive (an int's bigint) answers it without a property read.
  if (a instanceof PyList && (a as any).$seq === SEQ && (op === "Add" || op === "Mult")) {
    // The other side's __radd__/__rmul__ comes first (binary_iop1), as in dispatch.
    if (hasBinary(b)) {
      const r = b.$binaryOp(op, a, true);
      if (r !== undefined) return r;
    }
    if (op === "Add") {
      extendList(a, b);
      return a;
    }
    if (op === "Mult") {
      const n = repeatCount(repeatBy(b), a.items.length);
      const copy = copyItems(a.items);
      a.items.length = 0;
      for (let r = 0; r < n; r++) for (const v of copy) a.items.push(v);
      return a;
    }
  }
  if (a instanceof PySet && !a.frozen && (op === "BitOr" || op === "BitAnd" || op === "Sub" || op === "BitXor")) {
    // A view is no set to set_ior and its kin: `s |= view` makes a new set, as `s | view` does.
    if (isSetView(b)) return viewSetOp(op, a, b);
    const sb = b instanceof PySet ? b : unsupported(op, a, b, true);
    if (op === "BitOr") setUpdate(a, sb);
    else if (op === "BitAnd") setIntersectionUpdate(a, sb);
    else if (op === "Sub") setDifferenceUpdate(a, sb);
    else setSymmetricDifferenceUpdate(a, sb);
    return a;
  }
  if (a !== null && typeof a === "object" && typeof a.$inplaceOp === "function") {
    const r = a.$inplaceOp(op, b);
    if (r !== undefined) return r;
  }
  // dict.__ior__ is dict.update: a mapping other than a dict is read by its keys().
  if (a instanceof PyDict && op === "BitOr" && !hasBinary(a)) {
    hooks.dictUpdate(a, b);
    return a;
  }
  return dispatch(op, a, b, true);
}

/** dict.update(iterable of pairs) with CPython's element errors. */
export function updateFromPairs(d: PyDict, pairs: any): void {
  const it = iter(pairs);
  let i = 0;
  for (let item = it.next(); item !== STOP; item = it.next(), i++) {
    let kv: any[];
    if (item instanceof PyTuple || item instanceof PyList) kv = item.items;
    else if (isIterable(item)) kv = toArray(item);
    else return raise(E.TypeError, `cannot convert dictionary update sequence element #${i} to a sequence`);
    if (kv.length !== 2) raise(E.ValueError, `dictionary update sequence element #${i} has length ${kv.length}; 2 is required`);
    d.set(kv[0], kv[1]);
  }
}

/** Python unary operators. */
export function unaryOp(op: UnaryOpName, x: any): any {
  if (op === "Not") return !truthy(x);
  if (isIntLike(x)) {
    const i = asInt(x);
    return op === "USub" ? intNeg(i) : op === "UAdd" ? i : intInvert(i);
  }
  if (x instanceof PyFloat && op !== "Invert") return op === "USub" ? new PyFloat(-x.v) : x;
  if (x !== null && typeof x === "object" && typeof x.$unaryOp === "function") {
    const r = x.$unaryOp(op);
    if (r !== undefined) return r;
  }
  const sym = op === "USub" ? "-" : op === "UAdd" ? "+" : "~";
  return raise(E.TypeError, `bad operand type for unary ${sym}: '${typeName(x)}'`);
}

function bytesIncludes(hay: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** Python `x in container`. Objects may supply `$contains(x)`. */
export function contains(container: any, x: any): boolean {
  if (typeof container === "string") {
    if (typeof x !== "string") raise(E.TypeError, `'in <string>' requires string as left operand, not ${typeName(x)}`);
    return container.includes(x) && (!cutsPairs(x) || indexOfWhole(container, x) >= 0);
  }
  if (container?.$seq === SEQ) return findItem(container.items, x, 0, Infinity) >= 0;
  if (container?.$dict === DICT || container instanceof PySet) return container.has(x);
  if (container instanceof PyRange) {
    if (isIntLike(x)) return container.containsInt(asInt(x));
    if (x instanceof PyFloat) return Number.isInteger(x.v) && container.containsInt(floatToInt(x.v));
    // A Decimal or Fraction equal to an int in the range (CPython compares it with each).
    if (isModuleReal(x)) {
      const r = x.$ratio();
      return r !== null && r.d === 1n && container.containsInt(normInt(r.n));
    }
    return false;
  }
  if (isSetView(container)) return viewContains(container, x);
  if (container instanceof PyBytes) {
    if (isIntLike(x)) {
      const n = Number(asInt(x));
      if (n < 0 || n > 255) raise(E.ValueError, "byte must be in range(0, 256)");
      return container.b.includes(n);
    }
    if (x instanceof PyBytes) return bytesIncludes(container.b, x.b);
    return raise(E.TypeError, `a bytes-like object is required, not '${typeName(x)}'`);
  }
  if (container !== null && typeof container === "object" && typeof container.$contains === "function") {
    return container.$contains(x);
  }
  if (container instanceof PyIterator || container instanceof PyDictView) {
    const it = iter(container);
    for (let v = it.next(); v !== STOP; v = it.next()) if (v === x || eq(v, x)) return true;
    return false;
  }
  return raise(E.TypeError, `argument of type '${typeName(container)}' is not iterable`);
}
