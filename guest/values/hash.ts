// Hashing: hashKey normalises a Python value to a JS Map key with Python's equality (1, 1.0 and
// True are one key, tuples by value, unhashable types raise); pyHash is CPython's hash().
import { E, raise } from "./exceptions.js";
import { PyFloat } from "./float.js";
import { PyTuple } from "./tuple.js";
import { typeName } from "./type.js";
import { PyBytes } from "./bytes.js";
import { PyRange } from "./range.js";
import { type Int, bitLength, normInt, ratioToFloat } from "./int.js";
import { type Ratio } from "./module-real.js";
import { hooks } from "./hooks.js";

const ids = new WeakMap<object, number>();
let nextId = 1;

/** A stable small number per object, for identity-keyed hashes and fake `0x...` addresses. */
export function objectId(o: object): number {
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = nextId++));
  return id;
}

/** objectId(o) where o has one already, else undefined (a lookup by id that gives none out). */
export function givenId(o: object): number | undefined {
  return ids.get(o);
}

function unhashable(x: any): never {
  return raise(E.TypeError, `unhashable type: '${typeName(x)}'`);
}

// Keys that are strings must not collide with the string encodings of tuples, ranges, ...
// which start with "\0": a str key starting with "\0" is escaped.
const ESC = "\0";

function floatKey(f: PyFloat): any {
  const v = f.v;
  if (v !== v) return f; // NaN equals nothing, not even another NaN: identity
  if (Number.isInteger(v)) return Number.isSafeInteger(v) ? (v === 0 ? 0 : v) : BigInt(v);
  return v;
}

/** The Map key for a hashable Python value; raises TypeError: unhashable type. */
export function hashKey(x: any): any {
  // A str first, by compares: a switch on typeof and charCodeAt's call cost ~200 ns a key.
  // Only "" and a str starting with "\0" sort below "\x01".
  if (typeof x === "string") return x >= "\x01" || x === "" ? x : ESC + "S" + x;
  switch (typeof x) {
    case "number":
    case "bigint":
      return x;
    case "boolean":
      return x ? 1 : 0;
    case "function":
      return x.$self === undefined ? x : boundKey(x);
    case "object":
      if (x === null) return null;
      if (x instanceof PyFloat) return floatKey(x);
      if (x instanceof PyTuple) {
        let s = ESC + "T" + x.items.length + ":";
        for (const item of x.items) s += encode(hashKey(item));
        return s;
      }
      if (x instanceof PyRange) return rangeKey(x);
      // Unhashable types (list, dict, set, slice, bytearray, ...) say so themselves, as `__hash__ = None` does.
      if (x.$hashable === false) unhashable(x);
      if (x instanceof PyBytes) return ESC + "B" + String.fromCharCode(...x.b);
      // A frozenset's key is made of its elements' keys (frozensetKey): set.ts builds on this module.
      if (typeof x.$mapKey === "function") return x.$mapKey();
      // An IntEnum or StrEnum member is its value as a key.
      if (x.$keyAs !== undefined) return hashKey(x.$keyAs);
      // Value-hashed extension types (datetime, ...) supply a key equal for equal values.
      if (typeof x.$hashKey === "function") return ESC + "X" + typeName(x) + ":" + x.$hashKey();
      return x;
    default:
      return null;
  }
}

/** The Map key of an exact rational (a Decimal's or Fraction's value): an equal int's or float's
 *  key where one exists, so that `Decimal("2.5")` finds `2.5` and `Fraction(2)` finds `2`. */
export function rationalKey(r: Ratio): any {
  const { n, d } = r;
  if (d === 1n) return normInt(n);
  // A float has 53 bits of mantissa and none below 2**-1074.
  if ((d & (d - 1n)) === 0n && bitLength(n) <= 53 && bitLength(d) <= 1075) {
    const v = ratioToFloat(n < 0n ? -n : n, d, 0);
    return n < 0n ? -v : v;
  }
  return ESC + "Q" + n + "/" + d;
}

/** The Map key of `coef * 10**exp` (a finite Decimal's value): its rational's key, unless that
 *  rational's numerator or denominator would pass the int limit (`Decimal("1e-999999")`): no
 *  int, float or Fraction a flow can make equals it then, so the normalised digits stand alone. */
export function decimalKey(negative: boolean, coef: bigint, exp: number): any {
  if (coef === 0n) return 0;
  for (; coef % 10n === 0n; coef /= 10n) exp++;
  const n = negative ? -coef : coef;
  // A denominator keeps at least 5**-exp after reduction: coef has no factor 10 left.
  const bits = exp >= 0 ? bitLength(coef) + exp * Math.log2(10) : -exp * Math.log2(5);
  if (bits > hooks.maxIntBits) return ESC + "D" + n + "e" + exp;
  if (exp >= 0) return normInt(n * 10n ** BigInt(exp));
  // Reduced: the denominator 2**-exp * 5**-exp loses the factors 2 and 5 the numerator has.
  let [num, twos, fives] = [n, -exp, -exp];
  for (; twos > 0 && num % 2n === 0n; twos--) num /= 2n;
  for (; fives > 0 && num % 5n === 0n; fives--) num /= 5n;
  return rationalKey({ n: num, d: 2n ** BigInt(twos) * 5n ** BigInt(fives) });
}

/** A bound method's key: its function and its `__self__` by identity (compare.ts's boundEq), a
 *  str or number self by value (JS cannot tell two equal ones apart). */
function boundKey(f: any): string {
  const self = f.$self;
  const token = self !== null && (typeof self === "object" || typeof self === "function") ? "o" + objectId(self) : typeof self + String(self);
  return ESC + "M" + objectId(f.$func) + ":" + token;
}

/** The key of a frozenset whose elements have these keys (equal sets, whatever their order, one key). */
export function frozensetKey(elementKeys: Iterable<any>): string {
  const parts = Array.from(elementKeys, encode).sort();
  return ESC + "F" + parts.length + ":" + parts.join("");
}

// Ranges are equal when they produce the same sequence.
function rangeKey(r: PyRange): string {
  if (r.length === 0) return ESC + "R0";
  if (r.length === 1) return ESC + "R1:" + encode(r.start);
  return ESC + "R" + encode(r.length) + encode(r.start) + encode(r.step);
}

// A nested tuple's or frozenset's key embeds its elements' keys: past this length a key stands
// for itself by a number, so each level of a deep nesting adds a short token, not its whole
// content again (linear, where copying made `frozenset({frozenset({...})})` 10,000 deep quadratic).
const INTERN_ABOVE = 512;
const interned = new Map<string, number>();

// A self-delimiting token for a normalised key, so concatenations are unambiguous.
function encode(k: any): string {
  switch (typeof k) {
    case "number":
      return "n" + k + ";";
    case "bigint":
      return "b" + k + ";";
    case "string":
      if (k.length > INTERN_ABOVE && k.charCodeAt(0) === 0) {
        let id = interned.get(k);
        if (id === undefined) interned.set(k, (id = interned.size));
        return "i" + id + ";";
      }
      return "s" + k.length + ":" + k;
    case "object":
      if (k === null) return "N";
      return "o" + objectId(k) + ";";
    default:
      return "o" + objectId(k) + ";";
  }
}

// ---- hash() -------------------------------------------------------------------------------
// Hashes are computed as unsigned 64-bit halves [hi, lo] so the hot cases (small ints, str,
// tuples of those) need no BigInt; pyHash() converts to a signed Python int at the end.
type H64 = [number, number];
const TWO32 = 2 ** 32;
const MOD = (1n << 61n) - 1n;
const MASK64 = (1n << 64n) - 1n;

function fromBig(h: bigint): H64 {
  const u = h & MASK64;
  return [Number(u >> 32n), Number(u & 0xffffffffn)];
}

/** A signed hash in the safe range (|h| < 2**53) as halves. */
function fromNumber(h: number): H64 {
  return [Math.floor(h / TWO32) >>> 0, h >>> 0];
}

function fixMinusOne(h: bigint): bigint {
  return h === -1n ? -2n : h;
}

/** CPython's hash of an exact rational (numbers' common hash): n times the inverse of d modulo
 *  2**61 - 1, the infinity's hash where d has no inverse. */
export function rationalHash(r: Ratio): Int {
  const { n, d } = r;
  if (d === 1n) return pyHash(normInt(n));
  let h = d % MOD === 0n ? 314159n : ((n < 0n ? -n : n) % MOD) * modPow(d % MOD, MOD - 2n) % MOD;
  if (n < 0n) h = -h;
  return normInt(fixMinusOne(h));
}

/** CPython's hash of `coef * 10**exp` (Decimal.__hash__): the power of ten taken modulo
 *  2**61 - 1, so no exponent builds a large int. */
export function decimalHash(negative: boolean, coef: bigint, exp: number): Int {
  const scale = exp >= 0 ? modPow(10n, BigInt(exp)) : modPow(TEN_INVERSE, BigInt(-exp));
  const h = (coef * scale) % MOD;
  return normInt(fixMinusOne(negative ? -h : h));
}

// 10's inverse modulo 2**61 - 1 (CPython's _PyHASH_10INV).
const TEN_INVERSE = 2075258708292324556n;

function modPow(b: bigint, e: bigint): bigint {
  let out = 1n;
  for (; e > 0n; e >>= 1n, b = (b * b) % MOD) if (e & 1n) out = (out * b) % MOD;
  return out;
}

function intHash(i: Int): H64 {
  if (typeof i === "number") return fromNumber(i === -1 ? -2 : i);
  const m = (i < 0n ? -i : i) % MOD;
  return fromBig(fixMinusOne(i < 0n ? -m : m));
}

/** C's frexp: v = m * 2**e with 0.5 <= |m| < 1 (v finite, nonzero). */
function frexp(v: number): [number, number] {
  let e = Math.floor(Math.log2(Math.abs(v))) + 1;
  // 2**e itself can overflow or underflow near the ends of the double range: scale in two steps.
  let m = v * 2 ** -Math.trunc(e / 2) * 2 ** -(e - Math.trunc(e / 2));
  while (Math.abs(m) < 0.5) {
    m *= 2;
    e--;
  }
  while (Math.abs(m) >= 1) {
    m /= 2;
    e++;
  }
  return [m, e];
}

/** CPython's _Py_HashDouble: equal to the int hash for integral values. */
function floatHash(v: number, self: object): H64 {
  if (v !== v) return fromNumber(objectId(self));
  if (!Number.isFinite(v)) return fromNumber(v > 0 ? 314159 : -314159);
  if (Number.isSafeInteger(v)) return intHash(v === 0 ? 0 : v);
  let [m, e] = frexp(v);
  let sign = 1n;
  if (m < 0) {
    sign = -1n;
    m = -m;
  }
  let x = 0n;
  while (m) {
    x = ((x << 28n) & MOD) | (x >> 33n);
    m *= 268435456.0;
    e -= 28;
    const y = Math.floor(m);
    m -= y;
    x += BigInt(y);
    if (x >= MOD) x -= MOD;
  }
  const ee = BigInt(e >= 0 ? e % 61 : 61 - 1 - ((-1 - e) % 61));
  x = ((x << ee) & MOD) | (x >> (61n - ee));
  return fromBig(fixMinusOne(x * sign));
}

// 64-bit arithmetic on halves for tuplehash.
function mul64(ah: number, al: number, bh: number, bl: number): H64 {
  const a0 = al & 0xffff;
  const a1 = al >>> 16;
  const b0 = bl & 0xffff;
  const b1 = bl >>> 16;
  const mid = a0 * b1 + a1 * b0;
  const low = a0 * b0 + (mid % 65536) * 65536;
  const carry = Math.floor(low / TWO32);
  const hi = a1 * b1 + Math.floor(mid / 65536) + carry + Math.imul(ah, bl) + Math.imul(al, bh);
  return [hi >>> 0, low >>> 0];
}

function add64(ah: number, al: number, bh: number, bl: number): H64 {
  const lo = al + bl;
  return [(ah + bh + (lo >= TWO32 ? 1 : 0)) >>> 0, lo >>> 0];
}

const P1: H64 = [0x9e3779b1, 0x85ebca87];
const P2: H64 = [0xc2b2ae3d, 0x27d4eb4f];
const P5: H64 = [0x27d4eb2f, 0x165667c5];
const P5_LEN: H64 = [0x27d4eb2f, 0x1663b4b6]; // XXPRIME_5 ^ 3527539

/** CPython's tuplehash (xxHash-based, Python 3.8+). Pairs are read by index, not destructured:
 *  QuickJS destructures through the iterator protocol (~0.3 us a pair). */
function tupleHash(items: any[]): H64 {
  let h = P5[0];
  let l = P5[1];
  for (let i = 0; i < items.length; i++) {
    const item = hash64(items[i]);
    const m = mul64(item[0], item[1], P2[0], P2[1]);
    const sum = add64(h, l, m[0], m[1]);
    // A 64-bit rotation left by 31.
    const rh = ((sum[0] << 31) | (sum[1] >>> 1)) >>> 0;
    const rl = ((sum[1] << 31) | (sum[0] >>> 1)) >>> 0;
    const p = mul64(rh, rl, P1[0], P1[1]);
    h = p[0];
    l = p[1];
  }
  const out = add64(h, l, P5_LEN[0], (P5_LEN[1] ^ items.length) >>> 0);
  if (out[0] === 0xffffffff && out[1] === 0xffffffff) return [0, 1546275796];
  return out;
}

// str hashes are randomised per process in CPython; any deterministic value is faithful.
function strHash(s: string): H64 {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return [0, h >>> 0];
}

// CPython hashes None by address; any constant is faithful.
const NONE_HASH: H64 = [0, 0x7ffe9c1d];

/** A script's __hash__ result (instance.ts): kept when it fits 64 bits, else hashed as an int (slot_tp_hash). */
function userHash(h: Int): H64 {
  if (typeof h === "number") return fromNumber(h === -1 ? -2 : h);
  if (h >= -(1n << 63n) && h < 1n << 63n) return fromBig(h);
  return intHash(h);
}

// The hashes of instances of a script's class kept while a set insertion takes an element's key
// and then its hash (hashKey, hash64), so that a class's __hash__ runs once per object, as in
// CPython: each object's result, and the objects in the order taken (insertions may nest: each
// drops its own). An identity hash is kept too: it tells the set that the element's hash depends
// on a class a script may still change.
// A Map, not a search of the pairs: a tuple of n such objects would cost n searches of n.
const taken = new Map<object, any>();
const order: object[] = [];
let keeping = 0;

/** Called by an instance's key with its hash (its class's __hash__ result, or its identity). */
export function tookHash(x: object, h: any): void {
  if (keeping === 0) return;
  order.push(x);
  taken.set(x, h);
}

/** Starts keeping instances' hashes; returns the mark to give tookInstanceHash and endHashes. */
export function keepHashes(): number {
  keeping++;
  return order.length;
}

/** True when a key took an instance's hash since keepHashes returned `mark`. */
export function tookInstanceHash(mark: number): boolean {
  return order.length > mark;
}

export function endHashes(mark: number): void {
  keeping--;
  for (let i = order.length - 1; i >= mark; i--) taken.delete(order[i]);
  order.length = mark;
}

/** hash(x) as unsigned 64-bit halves; raises for unhashable values. */
export function hash64(x: any): H64 {
  switch (typeof x) {
    case "number":
    case "bigint":
      return intHash(x);
    case "boolean":
      return [0, x ? 1 : 0];
    case "string":
      return strHash(x);
  }
  if (x === null || x === undefined) return NONE_HASH;
  if (typeof x.$pyHash === "function") {
    const kept = keeping > 0 ? taken.get(x) : undefined;
    return userHash(kept !== undefined ? kept : x.$pyHash());
  }
  if (x instanceof PyFloat) return floatHash(x.v, x);
  if (x instanceof PyTuple) return tupleHash(x.items);
  if (x instanceof PyRange) {
    const n = x.length;
    return tupleHash(n === 0 ? [0, null, null] : n === 1 ? [1, x.start, null] : [n, x.start, x.step]);
  }
  if (x.$hashable === true && typeof x.$hashElements === "function") return x.$frozensetHash ??= frozensetHash(x.$hashElements());
  const k = hashKey(x);
  if (typeof k === "string") return strHash(k);
  return fromNumber(objectId(k));
}

const shuffleBits = (h: bigint) => (((h ^ 89869747n) ^ (h << 16n)) * 3644798167n) & MASK64;

/** CPython's frozenset_hash: its elements' shuffled hashes xor-ed (any order), then dispersed so
 *  nested frozensets differ. BigInt: frozensets are rarely hashed, and each once (cached). */
function frozensetHash(elements: any[]): H64 {
  let h = 0n;
  for (const x of elements) {
    const [hi, lo] = hash64(x);
    h ^= shuffleBits((BigInt(hi) << 32n) | BigInt(lo));
  }
  h ^= (BigInt(elements.length + 1) * 1927868237n) & MASK64;
  h ^= (h >> 11n) ^ (h >> 25n);
  h = (h * 69069n + 907133923n) & MASK64;
  return h === MASK64 ? [0, 590923713] : fromBig(h);
}

/** hash(x) as Python returns it (exact for numbers and tuples of numbers). */
export function pyHash(x: any): Int {
  // Safe-range ints are below the hash modulus 2**61 - 1: they hash to themselves.
  if (typeof x === "number") return x === -1 ? -2 : x;
  const h = hash64(x);
  const hi = h[0];
  const lo = h[1];
  if (hi < 0x200000) return hi * TWO32 + lo;
  if (hi >= TWO32 - 0x200000) {
    const v = (hi - TWO32) * TWO32 + lo;
    if (Number.isSafeInteger(v)) return v;
  }
  return BigInt.asIntN(64, (BigInt(hi) << 32n) | BigInt(lo));
}
