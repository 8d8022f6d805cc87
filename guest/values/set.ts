// PySet: Python set and frozenset (the `frozen` flag). A hashKey index answers membership in
// O(1); CPython's table (set-table.ts), which iteration, repr and pop() take their order from,
// is made only when one of them first needs it: a set only added to and searched never pays for
// it. Until then only adds have happened, so replaying them into a fresh table gives the layout
// CPython's has, or, for the result of set algebra (set-algebra.ts), the operation's own steps
// replayed from snapshots of its operands taken when it ran (`deferred`).
import { E, newException } from "./exceptions.js";
import { endHashes, frozensetKey, hash64, hashKey, keepHashes, tookInstanceHash } from "./hash.js";
import { T } from "./type.js";
import { SetTable, copiesAsAdds } from "./set-table.js";

export class PySet {
  // The four below are inherited from the prototype (null, null, 0, 0) until first written: own
  // fields cost each new set ~100 ns in QuickJS, and most sets never write them.
  private declare table: SetTable | null;
  /** How this set's table is made when it has none: null replays the index's adds in order; a
   *  function fills a fresh table with the elements the index held when it was set, as CPython
   *  built them (adds since then are replayed after it). */
  private declare deferred: ((table: SetTable) => void) | null;
  /** Where the next pop() starts looking (CPython keeps it across clear()). */
  private declare finger: number;
  /** Counts the changes that remove elements (or swap them all): with the size, it tells a set
   *  unchanged since an AddsSnapshot of it, since adds only grow it. */
  private declare removals: number;

  constructor(
    items?: readonly any[],
    readonly frozen = false,
    /** hashKey -> the element while there is no table, then -> the element's slot in it. */
    private index = new Map<any, any>(),
  ) {
    // By index: for-of steps an array through the iterator protocol in QuickJS.
    if (items !== undefined) for (let i = 0; i < items.length; i++) this.add(items[i]);
  }

  get $type() {
    return this.frozen ? T.frozenset : T.set;
  }

  /** Only a frozenset can be a dict key or set element (hash.ts). */
  get $hashable(): boolean {
    return this.frozen;
  }

  /** A frozenset's hash() once hash.ts computed it from $hashElements (CPython caches it too). */
  $frozensetHash: [number, number] | undefined = undefined;

  /** The elements hash.ts's frozenset_hash combines (asked once $hashable said yes). */
  $hashElements(): any[] {
    return this.values();
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
    // An int in a JS number is its own key (hashKey's answer, without the call).
    const hk = t === "number" ? x : hashKey(x);
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
    const deferred = this.deferred;
    if (deferred !== null) return this.madeDeferred(deferred);
    const table = new SetTable(this.index);
    this.table = table;
    // Each insert turns its own key's element into a slot: the order forEach visits is kept.
    this.index.forEach((x, hk) => this.insert(table, x, hk));
    return table;
  }

  private madeDeferred(deferred: (table: SetTable) => void): SetTable {
    const slots = new Map<any, any>();
    const table = new SetTable(slots);
    deferred(table);
    this.deferred = null;
    this.table = table;
    table.adopt(this.index);
    // The index's own elements become their slots; an element added since has none yet.
    this.index.forEach((x, hk) => {
      const slot = slots.get(hk);
      if (slot !== undefined) this.index.set(hk, slot);
      else this.insert(table, x, hk);
    });
    return table;
  }

  /** Neither a table nor a deferred one: the index's order is its adds' (set-algebra.ts takes
   *  snapshots of such sets for deferred tables). */
  get replaysAdds(): boolean {
    return this.table === null && this.deferred === null;
  }

  /** This set's elements in their adds' order, while `replaysAdds`, each also put in `index`
   *  (hashKey -> element) unless its key is there. */
  addsInto(index: Map<any, any>): AddsSnapshot {
    const adds: any[] = [];
    this.index.forEach((x, hk) => {
      adds.push(x);
      if (!index.has(hk)) index.set(hk, x);
    });
    return this.snapshot(adds);
  }

  /** These adds, this set's elements in their order (while `replaysAdds`), as a snapshot of it. */
  snapshot(adds: any[]): AddsSnapshot {
    return new AddsSnapshot(this, adds, this.removals);
  }

  /** True when this set has these many elements and has lost none since `removals` was read. */
  unchangedSince(size: number, removals: number): boolean {
    return this.index.size === size && this.removals === removals;
  }

  /** Calls `f` with each element (its slot once the table is made) and its hashKey, in the
   *  index's order. */
  forEachElement(f: (x: any, hk: any) => void): void {
    this.index.forEach(f);
  }

  /** A set of `index`'s elements (hashKey -> element) whose table `fill` makes when one is
   *  first needed. */
  static fromIndex(frozen: boolean, index: Map<any, any>, fill: (table: SetTable) => void): PySet {
    const s = new PySet(undefined, frozen, index);
    if (index.size > 0) s.deferred = fill;
    return s;
  }

  delete(x: any): boolean {
    return this.deleteKey(hashKey(x));
  }

  /** delete() by an element's hashKey. */
  deleteKey(hk: any): boolean {
    if (!this.index.has(hk)) return false;
    this.made().remove(this.index.get(hk));
    this.index.delete(hk);
    this.removals++;
    return true;
  }

  clear(): void {
    this.index.clear();
    this.table = null;
    this.deferred = null;
    this.removals++;
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
    this.removals++;
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
    if (this.replaysAdds && this.size > 0) {
      const index = new Map<any, any>();
      const adds = this.addsInto(index);
      return PySet.fromIndex(frozen, index, (table) => adds.copyInto(table));
    }
    const r = new PySet(undefined, frozen);
    r.merge(this);
    return r;
  }

  /** set_difference_update_internal's last step, after deletes. */
  dropDummies(): void {
    if (this.table !== null) this.table.dropDummies();
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
    const { index, table, deferred } = this;
    this.index = other.index;
    this.table = other.table;
    this.deferred = other.deferred;
    other.index = index;
    other.table = table;
    other.deferred = deferred;
    this.removals++;
    other.removals++;
  }
}

Object.defineProperties(PySet.prototype, {
  table: { value: null, writable: true },
  deferred: { value: null, writable: true },
  finger: { value: 0, writable: true },
  removals: { value: 0, writable: true },
});

/** A set's elements in the order of the adds that made it (it had no table), taken for a table
 *  made later (set-algebra.ts): the set's own, made once and kept, when it is still as it was. */
export class AddsSnapshot {
  constructor(
    private readonly set: PySet,
    readonly adds: readonly any[],
    private readonly removals: number,
  ) {}

  get unchanged(): boolean {
    return this.set.unchangedSince(this.adds.length, this.removals);
  }

  /** The table the set had when this was taken. */
  table(): SetTable {
    return this.unchanged ? this.set.made() : tableOf(this.adds);
  }

  /** set_copy's table filled into an empty `table`: the set's own copied while it is unchanged
   *  (made once, kept on it), else the adds themselves where a copy is their table. */
  copyInto(table: SetTable): void {
    const adds = this.adds;
    if (this.unchanged || !copiesAsAdds(adds.length)) table.merge(this.table());
    else for (let i = 0; i < adds.length; i++) insertElement(table, adds[i]);
  }
}

/** Adds an element known to be absent from the table, as set_add_entry. */
export function insertElement(table: SetTable, x: any, hk: any = hashKey(x)): void {
  const h = hash64(x);
  table.insert(x, hk, h[0], h[1]);
}

/** The table a set of these adds (in order, no other step) has, apart from any set. */
function tableOf(adds: readonly any[]): SetTable {
  const table = new SetTable(new Map());
  for (let i = 0; i < adds.length; i++) insertElement(table, adds[i]);
  return table;
}

/** The positions in `adds` in the iteration order of a set of these adds (each position stands
 *  in its table for the element, hashed as it). */
export function slotOrder(adds: readonly any[]): number[] {
  const table = new SetTable(new Map());
  for (let i = 0; i < adds.length; i++) {
    const x = adds[i];
    const h = hash64(x);
    table.insert(i, hashKey(x), h[0], h[1]);
  }
  return table.elements();
}
