// PySet: Python set and frozenset (the `frozen` flag). A hashKey index answers membership in
// O(1); CPython's table (set-table.ts), which iteration, repr and pop() take their order from,
// is made only when one of them first needs it: a set only added to and searched never pays for
// it. Until then only adds have happened, so replaying them into a fresh table gives the layout
// CPython's has.
import { E, newException } from "./exceptions.js";
import { endHashes, frozensetKey, hash64, hashKey, keepHashes, tookInstanceHash } from "./hash.js";
import { T } from "./type.js";
import { SetTable } from "./set-table.js";

export class PySet {
  /** hashKey -> the element while there is no table, then -> the element's slot in it. */
  private index = new Map<any, any>();
  private table: SetTable | null = null;
  /** Where the next pop() starts looking (CPython keeps it across clear()). */
  private finger = 0;

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
    return this.index.has(typeof x === "string" && x >= "\x01" ? x : hashKey(x));
  }

  add(x: any): void {
    // A str without a table, the commonest element: its own key and element, so one set() keeps
    // the first element of equal ones (equal strs are the same str).
    if (typeof x === "string" && this.table === null && (x >= "\x01" || x === "")) {
      this.index.set(x, x);
      return;
    }
    const t = typeof x;
    if (t === "object" ? x !== null : t === "function") return this.addObject(x);
    const hk = hashKey(x);
    if (this.index.has(hk)) return;
    if (this.table === null) this.index.set(hk, x);
    else this.insert(this.table, x, hk);
  }

  /** An object's key may take the hash of an instance of a script's class (a tuple's, for each
   *  of its items): the table takes the hashes kept (a class's __hash__ runs once, as in
   *  CPython), and such an element makes the table now, so that no script code runs when it is
   *  replayed, even a __hash__ the class gains later. */
  private addObject(x: any): void {
    const mark = keepHashes();
    try {
      const hk = hashKey(x);
      if (this.index.has(hk)) return;
      if (this.table === null && !tookInstanceHash(mark)) this.index.set(hk, x);
      else this.insert(this.made(), x, hk);
    } finally {
      endHashes(mark);
    }
  }

  private insert(table: SetTable, x: any, hk: any): void {
    // Read by index: QuickJS destructures a pair through the iterator protocol (~0.3 us).
    const h = hash64(x);
    table.insert(x, hk, h[0], h[1]);
  }

  /** The table, made by replaying the adds so far in their order. */
  made(): SetTable {
    if (this.table !== null) return this.table;
    const table = new SetTable(this.index);
    this.table = table;
    // Each insert turns its own key's element into a slot: the order forEach visits is kept.
    this.index.forEach((x, hk) => this.insert(table, x, hk));
    return table;
  }

  delete(x: any): boolean {
    const hk = hashKey(x);
    if (!this.index.has(hk)) return false;
    this.made().remove(this.index.get(hk));
    this.index.delete(hk);
    return true;
  }

  clear(): void {
    this.index.clear();
    this.table = null;
  }

  /** set.pop() as CPython: scans from a moving finger; KeyError on an empty set. */
  pop(): any {
    if (this.size === 0) throw newException(E.KeyError, ["pop from an empty set"]);
    const table = this.made();
    const s = table.popFrom(this.finger);
    const x = table.keys[s];
    this.index.delete(table.keyAt(s));
    table.remove(s);
    this.finger = s + 1;
    return x;
  }

  /** The elements in CPython's iteration order, as an array of their own. */
  values(): any[] {
    return this.made().elements();
  }

  /** The elements in an order of no meaning, without making the table, when every order sorts
   *  alike: all str, or all int and bool (equal elements are one element, and comparing them runs
   *  no script code). Null otherwise, or once the table is made (values() is as cheap then). */
  unordered(): any[] | null {
    if (this.table !== null) return null;
    const out: any[] = [];
    let strs = 0;
    let ints = 0;
    this.index.forEach((x) => {
      out.push(x);
      const t = typeof x;
      if (t === "string") strs++;
      else if (t === "number" || t === "bigint" || t === "boolean") ints++;
    });
    return strs === out.length || ints === out.length ? out : null;
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
    this.made().merge(other.made());
  }

  /** Adds a dict's keys as CPython's set_update_internal does (presized, dict order). */
  mergeKeys(keys: any[]): void {
    this.made().presize(keys.length);
    for (const k of keys) this.add(k);
  }

  /** Swaps this set's contents with another's (CPython's set_swap_bodies for `&=`). */
  takeBody(other: PySet): void {
    const { index, table } = this;
    this.index = other.index;
    this.table = other.table;
    other.index = index;
    other.table = table;
  }
}
