// Rich comparison as CPython: == never raises (identity, then by value across int/float/bool,
// sequences, dicts, sets); ordering for numbers, str (code points), sequences and sets, else
// TypeError "'<' not supported between instances of 'int' and 'str'".
import { E, raise } from "./exceptions.js";
import { PyFloat, compareIntFloat } from "./float.js";
import { intOrder } from "./int.js";
import { PyList } from "./list.js";
import { PyTuple } from "./tuple.js";
import { PyDict, PyDictView } from "./dict.js";
import { PySet } from "./set.js";
import { PyRange } from "./range.js";
import { PyBytes } from "./bytes.js";
import { strCompare } from "./str.js";
import { typeName } from "./type.js";
import { isSubset } from "./set-algebra.js";
import { truthy } from "./protocol.js";

export type CompareOp = "Lt" | "LtE" | "Eq" | "NotEq" | "Gt" | "GtE";

const SYMBOL: Record<CompareOp, string> = { Lt: "<", LtE: "<=", Eq: "==", NotEq: "!=", Gt: ">", GtE: ">=" };

function isNumeric(x: any): boolean {
  const t = typeof x;
  return t === "number" || t === "bigint" || t === "boolean" || x instanceof PyFloat;
}

/** Orders two numbers (int, bool or float): -1, 0, 1, or NaN when a NaN is involved. */
export function numCompare(a: any, b: any): number {
  if (typeof a === "boolean") a = a ? 1 : 0;
  if (typeof b === "boolean") b = b ? 1 : 0;
  if (a instanceof PyFloat) {
    if (b instanceof PyFloat) return a.v < b.v ? -1 : a.v > b.v ? 1 : a.v === b.v ? 0 : NaN;
    return -compareIntFloat(b, a.v);
  }
  if (b instanceof PyFloat) return compareIntFloat(a, b.v);
  return intOrder(a, b);
}

/** PyObject_RichCompareBool(x, y, Py_EQ): identity first, so the same nan object is found by
 *  `in`, count, index, remove and container ==, as in CPython. */
export const sameOrEq = (x: any, y: any): boolean => x === y || eq(x, y);
const itemEq = sameOrEq;

/** Two sequences' items equal in turn (a tuple's or list's `==`). */
export function seqEq(a: any[], b: any[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!itemEq(a[i], b[i])) return false;
  return true;
}

function dictEq(a: PyDict, b: PyDict): boolean {
  if (a.size !== b.size) return false;
  for (const e of a.vals) {
    const o = b.vals.get(e[0]);
    if (o === undefined || !itemEq(e[1], o)) return false;
  }
  return true;
}

/** A dict's keys or items view: set-like, compared as dictobject.c's dictview_richcompare does. */
export const isSetView = (x: any): x is PyDictView => x instanceof PyDictView && x.kind !== "values";

/** `x in view` for a keys or items view: an item is found by its key and compared by its value's
 *  `==` (dictitems_contains), so an unhashable value is no error. */
export function viewContains(view: PyDictView, x: any): boolean {
  if (view.kind === "keys") return view.dict.has(x);
  if (!(x instanceof PyTuple) || x.items.length !== 2) return false;
  const e = view.dict.entry(x.items[0]);
  return e !== undefined && (e.v === x.items[1] || eq(e.v, x.items[1]));
}

/** The comparison's operator seen from the other operand: `a < b` is `b > a`. */
const REFLECTED: Record<CompareOp, CompareOp> = { Lt: "Gt", LtE: "GtE", Gt: "Lt", GtE: "LtE", Eq: "Eq", NotEq: "NotEq" };

/**
 * A keys or items view against a set or another such view, or undefined for any other operand
 * (NotImplemented): the sizes first, then each element of the side that must be contained looked
 * up in the other. A set answers NotImplemented to a view, so `s <= view` is `view >= s`.
 */
function viewCompare(a: any, b: any, op: CompareOp): boolean | undefined {
  const [view, other, o] = isSetView(a) ? [a, b, op] : [b, a, REFLECTED[op]];
  if (!(other instanceof PySet || isSetView(other))) return undefined;
  const n = view.dict.size;
  const m = other instanceof PySet ? other.size : other.dict.size;
  switch (o) {
    case "Eq":
      return n === m && allIn(view, other);
    case "NotEq":
      return !(n === m && allIn(view, other));
    case "Lt":
      return n < m && allIn(view, other);
    case "LtE":
      return n <= m && allIn(view, other);
    case "Gt":
      return n > m && allIn(other, view);
    default:
      return n >= m && allIn(other, view);
  }
}

/** `x in s` for a set or a keys/items view. */
export function inSetLike(s: PySet | PyDictView, x: any): boolean {
  return s instanceof PySet ? s.has(x) : viewContains(s, x);
}

/** dictobject.c's all_contained_in: whether each element of `a` is in `b`. */
function allIn(a: PySet | PyDictView, b: PySet | PyDictView): boolean {
  for (const x of a instanceof PySet ? a.values() : a.toArray()) {
    if (!inSetLike(b, x)) return false;
  }
  return true;
}

function rangeEq(a: PyRange, b: PyRange): boolean {
  if (a.length != b.length) return false;
  if (a.length == 0) return true;
  if (a.start != b.start) return false;
  return a.length == 1 || a.step == b.step;
}

function bytesCompare(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

/** An instance of a script's class (guest/values/instance.ts): compared through its methods. */
const isRich = (x: any) => typeof x === "object" && x !== null && x.$rich !== undefined;

/** Two bound methods (`obj.m`, `xs.append`; made anew at each read) are equal when they bind the
 *  same object to the same function, as CPython's method and builtin-method `==` (3.8+: `__self__`
 *  by identity). A method's function is a def or a builtin, equal only to itself. */
function boundEq(a: any, b: any): boolean {
  return a.$self !== undefined && a.$self === b.$self && a.$func === b.$func;
}

/** Python `a == b`. Never raises (for builtin values). */
export function eq(a: any, b: any): boolean {
  // A script's __eq__ answers even for the same object (the operator has no identity shortcut).
  if (isRich(a) || isRich(b)) return truthOf((isRich(a) ? a : b).$rich(a, b, "Eq"));
  if (a === b) return !(a instanceof PyFloat) || a.v === a.v;
  if (typeof a === "string" || typeof b === "string") return false;
  // Module numbers (decimal.Decimal) compare with ints and floats themselves, either side.
  if (typeof b === "object" && b !== null && typeof b.$eq === "function" && typeof a !== "object" && !(b instanceof PyDict)) return b.$eq(a);
  if (isNumeric(a)) return isNumeric(b) && numCompare(a, b) === 0;
  if (typeof a === "object" && a !== null && typeof a.$eq === "function" && typeof b !== "object" && !(a instanceof PyDict)) return a.$eq(b);
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return typeof a === "function" && typeof b === "function" && boundEq(a, b);
  if (a instanceof PyList) return b instanceof PyList && seqEq(a.items, b.items);
  if (a instanceof PyTuple) return b instanceof PyTuple && seqEq(a.items, b.items);
  if (a instanceof PyDict) {
    // Counter (missing counts as zero) and OrderedDict (order-sensitive) refine dict equality.
    if (typeof (a as any).$eq === "function") return (a as any).$eq(b);
    if (b instanceof PyDict && typeof (b as any).$eq === "function") return (b as any).$eq(a);
    // A module's mapping that is no dict (collections.ChainMap) answers as Mapping.__eq__ does.
    if (b?.$mapping === true) return b.$eq(a);
    return b instanceof PyDict && dictEq(a, b);
  }
  if (isSetView(a) || isSetView(b)) {
    const r = viewCompare(a, b, "Eq");
    if (r !== undefined) return r;
  }
  if (a instanceof PySet || isSetView(a)) {
    // A module's Set that is no set (collections.abc's KeysView) answers the reflected `==`.
    if (typeof b.$eq === "function") return b.$eq(a);
    return a instanceof PySet && b instanceof PySet && a.size === b.size && isSubset(a, b);
  }
  if (a instanceof PyRange) return b instanceof PyRange && rangeEq(a, b);
  if (a instanceof PyBytes) return b instanceof PyBytes && bytesCompare(a.b, b.b) === 0;
  if (typeof a.$eq === "function") return a.$eq(b);
  if (typeof b.$eq === "function") return b.$eq(a);
  return false;
}

/** Python `a != b`: a script's `__ne__`, else not `==`. */
export function notEq(a: any, b: any): boolean {
  if (isRich(a)) return a.$rich(a, b, "NotEq");
  if (isRich(b)) return b.$rich(a, b, "NotEq");
  return !eq(a, b);
}

function fromOrder(c: number, op: CompareOp): boolean {
  switch (op) {
    case "Lt":
      return c < 0;
    case "LtE":
      return c <= 0;
    case "Gt":
      return c > 0;
    case "GtE":
      return c >= 0;
    case "Eq":
      return c === 0;
    case "NotEq":
      return c !== 0;
  }
}

function doubleOrder(x: number, y: number, op: "Lt" | "LtE" | "Gt" | "GtE"): boolean {
  return op === "Lt" ? x < y : op === "LtE" ? x <= y : op === "Gt" ? x > y : x >= y;
}

function seqCompare(a: any[], b: any[], op: CompareOp): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (!itemEq(a[i], b[i])) return richCompare(a[i], b[i], op);
  }
  return fromOrder(a.length - b.length, op);
}

function notSupported(a: any, b: any, op: CompareOp): never {
  return raise(E.TypeError, `'${SYMBOL[op]}' not supported between instances of '${typeName(a)}' and '${typeName(b)}'`);
}

/**
 * The truth of `a <op> b`, as CPython's PyObject_RichCompareBool takes it for an ordering
 * (sorting, min/max, bisect, heapq): a script's method may answer any value, `[]` false.
 */
export function richCompareBool(a: any, b: any, op: CompareOp): boolean {
  return truthOf(richCompare(a, b, op));
}

/** A comparison answer's truth; a promise (a method that calls a tool) gives it once it settles. */
function truthOf(r: any): boolean {
  return typeof r === "boolean" ? r : r instanceof Promise ? (r.then(truthy) as any) : truthy(r);
}

/** `a == b` as a value: a script's `__eq__` answer as it is (eq takes its truth). */
export function eqAnswer(a: any, b: any): any {
  return isRich(a) || isRich(b) ? (isRich(a) ? a : b).$rich(a, b, "Eq") : eq(a, b);
}

/** `a != b` in a condition: the truth of a script's `__ne__` answer (notEq gives it as it is). */
export function notEqBool(a: any, b: any): boolean {
  return truthOf(notEq(a, b));
}

/** Python `a <op> b` for the six comparison operators. */
export function richCompare(a: any, b: any, op: CompareOp): boolean {
  if (op === "Eq") return eq(a, b);
  if (op === "NotEq") return notEq(a, b);
  if (typeof a === "number" && typeof b === "number") return fromOrder(a - b, op);
  if (typeof a === "string" && typeof b === "string") return fromOrder(strCompare(a, b), op);
  // A float with an int (a safe integer, exact as a double) or a float: the doubles' own order
  // (false for a NaN). Floats are never subclassed, so no script's method can answer here.
  if (a instanceof PyFloat) {
    if (typeof b === "number") return doubleOrder(a.v, b, op);
    if (b instanceof PyFloat) return doubleOrder(a.v, b.v, op);
  } else if (typeof a === "number" && b instanceof PyFloat) return doubleOrder(a, b.v, op);
  // A script's class answers with whatever its method returns, as CPython's operators do.
  if (isRich(a)) return a.$rich(a, b, op);
  if (isRich(b)) return b.$rich(a, b, op);
  if (isNumeric(a) && isNumeric(b)) {
    const c = numCompare(a, b);
    return c === c && fromOrder(c, op);
  }
  if (a instanceof PyList && b instanceof PyList) return seqCompare(a.items, b.items, op);
  if (a instanceof PyTuple && b instanceof PyTuple) return seqCompare(a.items, b.items, op);
  if (isSetView(a) || isSetView(b)) {
    const r = viewCompare(a, b, op);
    if (r !== undefined) return r;
  }
  const sa = a instanceof PySet ? a : null;
  const sb = sa && b instanceof PySet ? b : null;
  if (sa && sb) {
    switch (op) {
      case "Lt":
        return sa.size < sb.size && isSubset(sa, sb);
      case "LtE":
        return isSubset(sa, sb);
      case "Gt":
        return sb.size < sa.size && isSubset(sb, sa);
      default:
        return isSubset(sb, sa);
    }
  }
  if (a instanceof PyBytes && b instanceof PyBytes) return fromOrder(bytesCompare(a.b, b.b), op);
  // A partial order (Counter's multiset inclusion) answers the operator itself.
  if (a !== null && typeof a === "object" && typeof a.$order === "function") {
    const r = a.$order(b, op);
    if (r !== undefined) return r;
  }
  if (a !== null && typeof a === "object" && typeof a.$compare === "function") {
    const c = a.$compare(b);
    if (c !== undefined) return fromOrder(c, op);
  }
  // The reflected comparison (`1 < Decimal(2)` asks the Decimal).
  if (b !== null && typeof b === "object" && typeof b.$compare === "function") {
    const c = b.$compare(a);
    if (c !== undefined) return fromOrder(-c, op);
  }
  return notSupported(a, b, op);
}
