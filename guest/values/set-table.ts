// CPython's set table (setobject.c): open addressing with linear probes, perturbation, the
// resize rule and dummies, copied so that iteration, repr and pop() give CPython's order. The
// set's own index (hashKey -> slot), which answers membership, is kept current on every move.
import { copyItems } from "./arrays.js";

export const DUMMY: unique symbol = Symbol("dummy");
const LINEAR_PROBES = 9;
const MINSIZE = 8;

/**
 * An array of `size` undefined slots that stays one of QuickJS's fast arrays: `new Array(size)`
 * holds no elements, and a write anywhere but its end turns it into a property table (each
 * later read or write a lookup: a 20,000-element table made ~3x slower).
 */
function slotsArray(size: number): any[] {
  return new Array(size).fill(undefined);
}

/** The smallest power of two above minUsed, from MINSIZE (set_table_resize's size). */
function sizeAbove(minUsed: number): number {
  let size = MINSIZE;
  while (size <= minUsed) size *= 2;
  return size;
}

/** True when copying a table of n elements that only adds made (set_merge into an empty set,
 *  which presizes, then copies it whole where the sizes agree) gives the table the same n adds
 *  make: the copy is then a set of the same adds. */
export function copiesAsAdds(n: number): boolean {
  let size = MINSIZE;
  // Each resize as insert() makes it: at the add that fills three fifths of the slots.
  for (let k = Math.ceil(((size - 1) * 3) / 5); k <= n; k = Math.ceil(((size - 1) * 3) / 5)) {
    size = sizeAbove(k > 50000 ? k * 2 : k * 4);
  }
  return size === (n * 5 >= (MINSIZE - 1) * 3 ? sizeAbove(n * 2) : MINSIZE);
}

export class SetTable {
  /** slot -> element, undefined (never used) or DUMMY (deleted); read in place by SetIterator
   *  (a call per element costs ~0.15 us in QuickJS). */
  keys: any[] = slotsArray(MINSIZE);
  private hks: any[] = slotsArray(MINSIZE);
  private hi = new Uint32Array(MINSIZE);
  private lo = new Uint32Array(MINSIZE);
  private mask = MINSIZE - 1;
  private fill = 0;
  /** Elements in the table (while a set's adds are replayed, fewer than its index holds). */
  private used = 0;

  constructor(private slots: Map<any, any>) {}

  /** Keeps `index` current from now on (a table filled apart from its set, set.ts). */
  adopt(index: Map<any, any>): void {
    this.slots = index;
  }

  /** Removes the element of this hashKey, which the table holds. */
  discard(hk: any): void {
    this.remove(this.slots.get(hk));
    this.slots.delete(hk);
  }

  /** set_add_entry for a key known to be absent: a dummy on the probe path, else the first
   *  empty slot (which counts toward `fill` and may trigger CPython's resize). */
  insert(x: any, hk: any, hi: number, lo: number): void {
    this.used++;
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
            const used = this.used;
            if (this.fill * 5 >= mask * 3) this.resize(used > 50000 ? used * 2 : used * 4);
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
    this.slots.set(hk, slot);
  }

  /** set_insert_clean: into a table with no dummies and no equal key. */
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

  /** set_table_resize: a fresh table of the smallest power of two above minUsed. */
  private resize(minUsed: number): void {
    const size = sizeAbove(minUsed);
    const { keys, hks, hi, lo } = this;
    this.keys = slotsArray(size);
    this.hks = slotsArray(size);
    this.hi = new Uint32Array(size);
    this.lo = new Uint32Array(size);
    this.mask = size - 1;
    this.fill = this.used;
    for (let s = 0; s < keys.length; s++) {
      const k = keys[s];
      if (k !== undefined && k !== DUMMY) this.insertClean(k, hks[s], hi[s], lo[s]);
    }
  }

  /** The end of set_difference_update_internal: a table more than a quarter dummies is made
   *  afresh. */
  dropDummies(): void {
    if (this.fill - this.used > this.mask >>> 2) this.resize(this.used > 50000 ? this.used * 2 : this.used * 4);
  }

  /** Leaves a dummy in the element's slot (the caller drops its key from the index). */
  remove(slot: number): void {
    this.used--;
    this.keys[slot] = DUMMY;
    this.hks[slot] = undefined;
  }

  /** set.pop()'s slot: the first one from `finger` on (wrapping) that holds an element; the
   *  table must hold one. */
  popFrom(finger: number): number {
    let s = finger & this.mask;
    while (this.keys[s] === undefined || this.keys[s] === DUMMY) s = s + 1 > this.mask ? 0 : s + 1;
    return s;
  }

  keyAt(slot: number): any {
    return this.hks[slot];
  }

  /** Calls `f` with each element and its hashKey in CPython's iteration order. */
  forEachInOrder(f: (x: any, hk: any) => void): void {
    const keys = this.keys;
    for (let s = 0; s < keys.length; s++) {
      const k = keys[s];
      if (k !== undefined && k !== DUMMY) f(k, this.hks[s]);
    }
  }

  /** The elements in CPython's iteration order. */
  elements(): any[] {
    const keys = this.keys;
    const out: any[] = [];
    for (let s = 0; s < keys.length; s++) {
      const k = keys[s];
      if (k !== undefined && k !== DUMMY) out.push(k);
    }
    return out;
  }

  /** set_merge: another table's elements added, its table copied when CPython does. */
  merge(other: SetTable): void {
    const adding = other.used;
    this.presize(adding);
    if (this.fill === 0 && this.mask === other.mask && other.fill === adding) {
      this.keys = copyItems(other.keys);
      this.hks = copyItems(other.hks);
      this.hi = other.hi.slice();
      this.lo = other.lo.slice();
      this.fill = other.fill;
      this.used = other.used;
      other.slots.forEach((slot, hk) => this.slots.set(hk, slot));
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
        this.used++;
      } else if (!this.slots.has(hk)) this.insert(k, hk, other.hi[s], other.lo[s]);
    }
  }

  /** set_update_internal's presize before a dict's keys are added. */
  presize(adding: number): void {
    if ((this.fill + adding) * 5 >= this.mask * 3) this.resize((this.used + adding) * 2);
  }
}
