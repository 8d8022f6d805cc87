// collections.Counter: a dict subclass whose missing keys count 0, with most_common (stable for
// ties, as CPython's sorted/nlargest), elements, update/subtract, total and the multiset operators.

import {
  E,
  PyBaseException,
  PyDict,
  PyFloat,
  PyList,
  PyTuple,
  PyType,
  T,
  binaryOp,
  builtin,
  callMethod,
  callPy,
  checkSsize,
  classMethod,
  defineMethods,
  getItem,
  hashKey,
  hasAttr,
  PyIterator,
  STOP,
  eq,
  raise,
  repr,
  isInt,
  richCompare,
  NotImplemented,
  type CompareOp,
  toArray,
  typeOf,
  inplaceOp,
  type BinaryOpName,
} from "../../values/index.js";

export const CounterType = new PyType("Counter", [T.dict], "collections");
// Counter.elements() returns an itertools.chain in CPython.
const ChainType = new PyType("chain", [T.object], "itertools");

/** c[k] of a Counter without calling back into Python: a missing key counts as zero. */
const countOf = (c: PyDict, k: unknown) => (c.has(k) ? c.get(k) : 0);

export class PyCounter extends PyDict {
  $missing(): number {
    return 0;
  }

  /** `del c[k]` of a missing key does nothing (Counter.__delitem__). */
  $delItem(key: unknown): void {
    this.delete(key);
  }

  /** Between Counters a missing key counts as zero (3.10+); against a plain dict, dict equality. */
  $eq(other: unknown): boolean {
    if (!(other instanceof PyCounter)) return other instanceof PyDict && sameItems(this, other);
    for (const c of [this, other]) for (const k of c.keys()) if (!eq(countOf(this, k), countOf(other, k))) return false;
    return true;
  }

  /** `<`, `<=`, `>`, `>=` between Counters (3.10+): inclusion, a missing key counting as zero. */
  $order(other: unknown, op: "Lt" | "LtE" | "Gt" | "GtE"): boolean | undefined {
    if (!(other instanceof PyCounter)) return undefined;
    if (op === "Lt") return this.$order(other, "LtE") && !this.$eq(other);
    if (op === "Gt") return this.$order(other, "GtE") && !this.$eq(other);
    for (const c of [this, other]) for (const k of c.keys()) if (!richCompare(countOf(this, k), countOf(other, k), op)) return false;
    return true;
  }

  $repr(): string {
    if (this.size === 0) return "Counter()";
    // CPython: `dict(self.most_common())` (each key hashed again), or `dict(self)` when the
    // counts cannot be ordered.
    let shown: [unknown, unknown][];
    try {
      const d = new PyDict();
      for (const [k, v] of mostCommon(this)) d.set(k, v);
      shown = [...d.entries()];
    } catch (e) {
      if (!(e instanceof PyBaseException && e.type.mro.includes(E.TypeError))) throw e;
      shown = [...this.entries()];
    }
    return `Counter({${shown.map(([k, v]) => `${repr(k)}: ${repr(v)}`).join(", ")}})`;
  }

  $binaryOp(op: BinaryOpName, other: unknown, reflected: boolean): PyCounter | undefined {
    if (!(other instanceof PyCounter)) return undefined;
    const [a, b] = reflected ? [other, this] : [this, other];
    return multisetOp(op, a, b);
  }

  $inplaceOp(op: BinaryOpName, other: unknown): PyCounter | undefined {
    return inplaceMultisetOp(op, this, other);
  }

  $unaryOp(op: string): PyCounter | undefined {
    const out = new PyCounter();
    if (op === "UAdd") {
      for (const [k, v] of this.entries()) if (richCompare(v, 0, "Gt")) out.set(k, v);
      return out;
    }
    if (op === "USub") {
      for (const [k, v] of this.entries()) if (richCompare(v, 0, "Lt")) out.set(k, binaryOp("Sub", 0, v));
      return out;
    }
    return undefined;
  }
}
Object.defineProperty(PyCounter.prototype, "$type", { value: CounterType });

/** dict equality: the same keys with equal values, in any order. */
export function sameItems(a: PyDict, b: PyDict): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a.entries()) {
    if (!b.has(k) || !eq(v, b.get(k))) return false;
  }
  return true;
}

/** Items by count, largest first; ties keep insertion order (a stable sort, as CPython). */
export function mostCommon(c: PyDict): [unknown, unknown][] {
  const items = [...c.entries()];
  // Array.prototype.sort is stable; Python compares counts with `<` only.
  return items.sort((x, y) => (richCompare(y[1], x[1], "Lt") ? -1 : richCompare(x[1], y[1], "Lt") ? 1 : 0));
}

// The operators and update/subtract follow CPython 3.11's Python source step by step (operand
// order, a missing count read as 0): a count that cannot be compared or added fails with the
// message of the operation CPython runs first.
function multisetOp(op: BinaryOpName, a: PyCounter, b: PyCounter): PyCounter | undefined {
  const out = new PyCounter();
  const positive = (v: unknown) => richCompare(v, 0, "Gt");
  switch (op) {
    case "Add":
    case "Sub":
      for (const [k, v] of a.entries()) {
        const s = binaryOp(op, v, countOf(b, k));
        if (positive(s)) out.set(k, s);
      }
      for (const [k, v] of b.entries()) {
        if (a.has(k)) continue;
        if (op === "Add" ? positive(v) : richCompare(v, 0, "Lt")) out.set(k, op === "Add" ? v : binaryOp("Sub", 0, v));
      }
      return out;
    case "BitOr":
    case "BitAnd":
      for (const [k, v] of a.entries()) {
        const w = countOf(b, k);
        const m = richCompare(v, w, "Lt") === (op === "BitOr") ? w : v;
        if (positive(m)) out.set(k, m);
      }
      if (op === "BitOr") for (const [k, v] of b.entries()) if (!a.has(k) && positive(v)) out.set(k, v);
      return out;
  }
  return undefined;
}

/** The pairs of `other.items()`, as the in-place operators read any right operand. */
function itemsOf(other: unknown): [unknown, unknown][] {
  if (other instanceof PyDict) return [...other.entries()];
  return toArray(callMethod(other, "items", [])).map((pair) => toArray(pair) as [unknown, unknown]);
}

/** `c op= other` (__iadd__, __isub__, __ior__, __iand__ of any right operand): changes c in
 *  place, then drops the counts that are not positive. */
function inplaceMultisetOp(op: BinaryOpName, self: PyCounter, other: unknown): PyCounter | undefined {
  switch (op) {
    case "Add":
    case "Sub":
      for (const [k, v] of itemsOf(other)) self.set(k, inplaceOp(op, countOf(self, k), v));
      break;
    case "BitOr":
      for (const [k, v] of itemsOf(other)) if (richCompare(v, countOf(self, k), "Gt")) self.set(k, v);
      break;
    case "BitAnd":
      for (const [k, v] of [...self.entries()]) {
        const w = getItem(other, k);
        if (richCompare(w, v, "Lt")) self.set(k, w);
      }
      break;
    default:
      return undefined;
  }
  for (const [k, v] of [...self.entries()]) if (!richCompare(v, 0, "Gt")) self.delete(k);
  return self;
}

/** The (key, count) pairs of a mapping argument, or null for any other iterable. */
function mappingPairs(iterable: unknown): [unknown, unknown][] | null {
  if (iterable instanceof PyDict) return [...iterable.entries()];
  if (!hasAttr(iterable, "keys")) return null;
  return toArray(callMethod(iterable, "keys", [])).map((k) => [k, getItem(iterable, k)]);
}

/**
 * Each element counted: update as CPython's _count_elements (its key hashed once, the count read,
 * 0 when missing, and set; an int count stepped inline), subtract as its Python loop
 * (`self[elem] = self.get(elem, 0) - 1`: hashed twice).
 */
function countElements(self: PyDict, items: any[], sign: "Add" | "Sub"): void {
  if (sign === "Sub") {
    for (const x of items) {
      const n = self.get(x);
      self.set(x, binaryOp("Sub", n === undefined ? 0 : n, 1));
    }
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const x = items[i];
    const h = hashKey(x);
    const n = self.vals.get(h);
    const c = n === undefined ? 0 : n;
    self.setAt(h, x, typeof c === "number" && c < 9007199254740991 ? c + 1 : binaryOp("Add", c, 1));
  }
}

/** Counter.update / subtract: a mapping adds its counts (update into an empty Counter copies
 *  them as dict.update does), any other iterable counts its elements. */
function addCounts(self: PyDict, iterable: unknown, kwds: PyDict | null, sign: "Add" | "Sub"): null {
  if (iterable instanceof PyDict && sign === "Add" && self.size === 0) {
    // dict.update: a dict's items copied with the hashes it holds (no key hashed again).
    iterable.vals.forEach((v, h) => self.setAt(h, iterable.keyOf(h), v));
  } else if (iterable !== null && iterable !== undefined) {
    const pairs = mappingPairs(iterable);
    if (pairs === null) countElements(self, toArray(iterable), sign);
    else if (sign === "Add" && self.size === 0) for (const [k, v] of pairs) self.set(k, v);
    else for (const [k, v] of pairs) self.set(k, sign === "Add" ? binaryOp("Add", v, countOf(self, k)) : binaryOp("Sub", countOf(self, k), v));
  }
  if (kwds && kwds.size) addCounts(self, kwds, null, sign);
  return null;
}

/** Counter.elements(): CPython's lazy chain of itertools.repeat(key, count), each count converted
 *  to a C ssize_t when the chain reaches it (a float or an out-of-range int fails there). */
class Elements extends PyIterator {
  private i = 0;
  private left = 0;
  private key: unknown = null;
  constructor(private readonly entries: [unknown, unknown][]) {
    super(ChainType);
  }
  next(): any {
    while (this.left <= 0) {
      if (this.i >= this.entries.length) return STOP;
      const [k, v] = this.entries[this.i++];
      if (!isInt(v) && typeof v !== "boolean") raise(E.TypeError, `'${typeOf(v).name}' object cannot be interpreted as an integer`);
      const n = BigInt(v as any);
      checkSsize(n);
      this.key = k;
      this.left = Number(n);
    }
    this.left--;
    return this.key;
  }
}

const init = builtin("Counter", "iterable=None, /, **kwds", (iterable: unknown, kwds: PyDict | null) => {
  const c = new PyCounter();
  addCounts(c, iterable, kwds, "Add");
  return c;
});
CounterType.construct = (pos, kw) => callPy(init, pos, kw);

// Counter's comparison methods take only Counters (a plain dict: NotImplemented, and then the
// operators fall back to dict equality).
const COUNTER_COMPARISONS: [string, CompareOp][] = [["__eq__", "Eq"], ["__ne__", "NotEq"], ["__lt__", "Lt"], ["__le__", "LtE"], ["__gt__", "Gt"], ["__ge__", "GtE"]];
defineMethods(CounterType, Object.fromEntries(COUNTER_COMPARISONS.map(([name, op]) => [
  name,
  builtin(name, "self, other", (self: PyCounter, other: unknown) => (other instanceof PyCounter ? richCompare(self, other, op) : NotImplemented)),
])));

defineMethods(CounterType, {
  most_common: builtin("most_common", "self, n=None", (self: PyCounter, n: unknown) => {
    let items = mostCommon(self);
    if (n !== null) {
      // CPython hands n to heapq.nlargest: `n == 1` takes max(), `n >= size` slices a sorted
      // copy, anything else counts with range(); a float fails at whichever it reaches.
      if (n instanceof PyFloat) {
        if (n.v === 1) return new PyList(items.slice(0, 1).map((kv) => new PyTuple(kv)));
        raise(E.TypeError, n.v >= items.length ? "slice indices must be integers or None or have an __index__ method" : "'float' object cannot be interpreted as an integer");
      }
      if (!isInt(n) && typeof n !== "boolean") raise(E.TypeError, `'>=' not supported between instances of '${typeOf(n).name}' and 'int'`);
      // A bigint n is past any Counter's size, or below zero.
      items = items.slice(0, typeof n === "bigint" ? (n > 0n ? items.length : 0) : Math.max(0, Number(n)));
    }
    return new PyList(items.map((kv) => new PyTuple(kv)));
  }),
  elements: builtin("elements", "self", (self: PyCounter) => new Elements([...self.entries()])),
  update: builtin("update", "self, iterable=None, /, **kwds", (self: PyCounter, it: unknown, kw: PyDict | null) => addCounts(self, it, kw, "Add"), { style: "python" }),
  subtract: builtin("subtract", "self, iterable=None, /, **kwds", (self: PyCounter, it: unknown, kw: PyDict | null) => addCounts(self, it, kw, "Sub"), { style: "python" }),
  total: builtin("total", "self", (self: PyCounter) => {
    let t: unknown = 0;
    for (const v of self.values()) t = binaryOp("Add", t, v);
    return t;
  }),
  copy: builtin("copy", "self", (self: PyCounter) => {
    const c = new PyCounter();
    for (const [k, v] of self.entries()) c.set(k, v);
    return c;
  }),
  fromkeys: classMethod(
    builtin("fromkeys", "cls, iterable, v=None", () =>
      raise(E.NotImplementedError, "Counter.fromkeys() is undefined.  Use Counter(iterable) instead."),
    ),
  ),
});
