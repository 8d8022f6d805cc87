// PySet: Python set and frozenset (the `frozen` flag). Elements live in a copy of CPython's
// open-addressing table (setobject.c: linear probes, perturbation, resize rule, dummies), so
// iteration and repr order match CPython; a hashKey index gives O(1) membership.
import { E, newException } from "./exceptions.js";
import { frozensetKey, hash64, hashKey } from "./hash.js";
import { T } from "./type.js";
import { copyItems } from "./arrays.js";

const DUMMY: unique symbol = Symbol("dummy");
const LINEAR_PROBES = 9;
const MINSIZE = 8;


export class PySet {
  /** slot -> element, undefined (never used) or DUMMY (deleted). */
  private keys: any[] = new Array(MINSIZE);
  private hks: any[] = new Array(MINSIZE);
  private hi = new Uint32Array(MINSIZE);
  private lo = new Uint32Array(MINSIZE);
  private mask = MINSIZE - 1;
  private fill = 0;
  private finger = 0;
  /** hashKey(element) -> slot. */
  private readonly index = new Map<any, number>();

  constructor(
    items?: Iterable<any>,
    readonly frozen = false,
  ) {
    if (items) for (const x of items) this.add(x);
  }

  get $type() {
    return this.frozen ? T.frozenset : T.set;
  }

  /** Only a frozenset can be a dict key or set element (hash.ts). */
  get $hashable(): boolean {
    return this.frozen;
  }

  /** A frozenset's hashKey (hash.ts asks once $hashable said yes). */
  $mapKey(): string {
    return frozensetKey(this.hashKeys());
  }

  get size(): number {
    return this.index.size;
  }

  has(x: any): boolean {
    return this.index.has(hashKey(x));
  }

  add(x: any): void {
    const hk = hashKey(x);
    if (this.index.has(hk)) return;
    // Read by index: QuickJS destructures a pair through the iterator protocol (~0.3 us).
    const h = hash64(x);
    this.insert(x, hk, h[0], h[1]);
  }

  // set_add_entry for a key known to be absent: a dummy on the probe path, else the first
  // empty slot (which counts toward `fill` and may trigger CPython's resize).
  private insert(x: any, hk: any, hi: number, lo: number): void {
    const keys = this.keys;
    const mask = this.mask;
    let i = lo & mask;
    let pLo = lo;
    let pHi = hi;
    let free = -1;
    for (;;) {
      let probes = i + LINEAR_PROBES <= mask ? LINEAR_PROBES : 0;
      let j = i;
      do {
        const k = keys[j];
        if (k === undefined) {
          if (free >= 0) this.place(free, x, hk, hi, lo);
          else {
            this.place(j, x, hk, hi, lo);
            this.fill++;
            if (this.fill * 5 >= mask * 3) this.resize(this.size > 50000 ? this.size * 2 : this.size * 4);
          }
          return;
        }
        // CPython 3.11 keeps the last dummy seen on the probe path (measured, not the first).
        if (k === DUMMY) free = j;
        j++;
      } while (probes-- > 0);
      pLo = ((pLo >>> 5) | ((pHi & 31) << 27)) >>> 0;
      pHi = pHi >>> 5;
      i = ((i * 5 + 1 + pLo) >>> 0) & mask;
    }
  }

  private place(slot: number, x: any, hk: any, hi: number, lo: number): void {
    this.keys[slot] = x;
    this.hks[slot] = hk;
    this.hi[slot] = hi;
    this.lo[slot] = lo;
    this.index.set(hk, slot);
  }

  // set_insert_clean: into a table with no dummies and no equal key.
  private insertClean(x: any, hk: any, hi: number, lo: number): void {
    const mask = this.mask;
    let i = lo & mask;
    let pLo = lo;
    let pHi = hi;
    for (;;) {
      if (this.keys[i] === undefined) return this.place(i, x, hk, hi, lo);
      if (i + LINEAR_PROBES <= mask) {
        for (let j = 1; j <= LINEAR_PROBES; j++) {
          if (this.keys[i + j] === undefined) return this.place(i + j, x, hk, hi, lo);
        }
      }
      pLo = ((pLo >>> 5) | ((pHi & 31) << 27)) >>> 0;
      pHi = pHi >>> 5;
      i = ((i * 5 + 1 + pLo) >>> 0) & mask;
    }
  }

  // set_table_resize: a fresh table of the smallest power of two above minUsed.
  private resize(minUsed: number): void {
    let size = MINSIZE;
    while (size <= minUsed) size *= 2;
    const { keys, hks, hi, lo } = this;
    this.keys = new Array(size);
    this.hks = new Array(size);
    this.hi = new Uint32Array(size);
    this.lo = new Uint32Array(size);
    this.mask = size - 1;
    this.fill = this.index.size;
    for (let s = 0; s < keys.length; s++) {
      const k = keys[s];
      if (k !== undefined && k !== DUMMY) this.insertClean(k, hks[s], hi[s], lo[s]);
    }
  }

  delete(x: any): boolean {
    const hk = hashKey(x);
    const slot = this.index.get(hk);
    if (slot === undefined) return false;
    this.keys[slot] = DUMMY;
    this.hks[slot] = undefined;
    this.index.delete(hk);
    return true;
  }

  clear(): void {
    this.keys = new Array(MINSIZE);
    this.hks = new Array(MINSIZE);
    this.hi = new Uint32Array(MINSIZE);
    this.lo = new Uint32Array(MINSIZE);
    this.mask = MINSIZE - 1;
    this.fill = 0;
    this.index.clear();
  }

  /** set.pop() as CPython: scans from a moving finger; KeyError on an empty set. */
  pop(): any {
    if (this.size === 0) throw newException(E.KeyError, ["pop from an empty set"]);
    let s = this.finger & this.mask;
    while (this.keys[s] === undefined || this.keys[s] === DUMMY) s = s + 1 > this.mask ? 0 : s + 1;
    const x = this.keys[s];
    this.index.delete(this.hks[s]);
    this.keys[s] = DUMMY;
    this.hks[s] = undefined;
    this.finger = s + 1;
    return x;
  }

  /** Elements in CPython's iteration order. */
  *values(): Generator<any, void, undefined> {
    const keys = this.keys;
    for (let s = 0; s < keys.length; s++) {
      const k = keys[s];
      if (k !== undefined && k !== DUMMY) yield k;
    }
  }

  /** The hashKeys of the elements (for frozenset keys and set algebra). */
  hashKeys(): IterableIterator<any> {
    return this.index.keys();
  }

  /** Membership by an already computed hashKey. */
  hasKey(hk: any): boolean {
    return this.index.has(hk);
  }

  /** A new set of the same kind (or `frozen`) with the same table order: CPython's set_copy. */
  copy(frozen = this.frozen): PySet {
    const r = new PySet(undefined, frozen);
    r.merge(this);
    return r;
  }

  /** set_merge: adds another set's elements, copying its table when CPython does. */
  merge(other: PySet): void {
    if (other === this || other.size === 0) return;
    if ((this.fill + other.size) * 5 >= this.mask * 3) this.resize((this.size + other.size) * 2);
    if (this.fill === 0 && this.mask === other.mask && other.fill === other.size) {
      this.keys = copyItems(other.keys);
      this.hks = copyItems(other.hks);
      this.hi = other.hi.slice();
      this.lo = other.lo.slice();
      this.fill = other.fill;
      for (const [hk, slot] of other.index) this.index.set(hk, slot);
      return;
    }
    const clean = this.fill === 0;
    for (let s = 0; s < other.keys.length; s++) {
      const k = other.keys[s];
      if (k === undefined || k === DUMMY) continue;
      const hk = other.hks[s];
      if (clean) {
        this.insertClean(k, hk, other.hi[s], other.lo[s]);
        this.fill++;
      } else if (!this.index.has(hk)) this.insert(k, hk, other.hi[s], other.lo[s]);
    }
  }

  /** Adds a dict's keys as CPython's set_update_internal does (presized, dict order). */
  mergeKeys(keys: any[]): void {
    if ((this.fill + keys.length) * 5 >= this.mask * 3) this.resize((this.size + keys.length) * 2);
    for (const k of keys) this.add(k);
  }

  /** Replaces this set's contents by another's (CPython's set_swap_bodies for `&=`). */
  takeBody(other: PySet): void {
    this.keys = other.keys;
    this.hks = other.hks;
    this.hi = other.hi;
    this.lo = other.lo;
    this.mask = other.mask;
    this.fill = other.fill;
    this.index.clear();
    for (const [hk, slot] of other.index) this.index.set(hk, slot);
  }
}
