// PyDict: the insertion-ordered Python dict keyed by hashKey (1 == 1.0 == True one key, tuples by
// value, unhashable keys raise), and PyDictView for keys()/values()/items().
import { hashKey } from "./hash.js";
import { PyType, T } from "./type.js";
import { PyTuple } from "./tuple.js";
import { DICT } from "./type-marks.js";

export class PyDict {
  /** hashKey(key) -> value, in insertion order. Values are never undefined. */
  readonly vals = new Map<any, any>();
  /**
   * hashKey(key) -> the key as first inserted, only where the two differ (True, 1.0, tuples,
   * "\0"-prefixed str, ...): a str or int key is its own hash key, so the common dict stores one
   * Map entry per item (Python keeps the original key on update: {True: 1} then d[1] = 2 keeps True).
   * Null until such a key arrives: most dicts never need it. Read-only outside this class.
   * Inherited from the prototype until then: an own field would cost each new dict ~60 ns (of
   * ~450) in QuickJS, and a read finds it as fast.
   */
  declare origKeys: Map<any, any> | null;

  /** The value for `k`, or undefined when absent (raises for an unhashable key). */
  get(k: any): any {
    // hashKey's str case inline (a str key is its own Map key): get and set are the hot path.
    // `k >= "\x01"`: not empty and not "\0"-prefixed, cheaper in QuickJS than charCodeAt(0).
    return this.vals.get(typeof k === "string" && k >= "\x01" ? k : hashKey(k));
  }

  set(k: any, v: any): void {
    if (typeof k === "string" && k >= "\x01") {
      this.vals.set(k, v);
      return;
    }
    this.setAt(hashKey(k), k, v);
  }

  has(k: any): boolean {
    return this.vals.has(typeof k === "string" && k >= "\x01" ? k : hashKey(k));
  }

  delete(k: any): boolean {
    return this.deleteAt(hashKey(k));
  }

  /** set(k, v) with `h`, k's Map key (hashKey), already made: for an operation that looks up and
   *  then changes, as CPython's pop and setdefault hash the key once. */
  setAt(h: any, k: any, v: any): void {
    if (h !== k && !this.vals.has(h)) (this.origKeys ??= new Map()).set(h, k);
    this.vals.set(h, v);
  }

  /** delete(k) with `h`, k's Map key, already made. */
  deleteAt(h: any): boolean {
    if (!this.vals.delete(h)) return false;
    if (this.origKeys !== null) this.origKeys.delete(h);
    return true;
  }

  /** The Python key stored under hash key `h`. */
  keyOf(h: any): any {
    if (this.origKeys === null) return h;
    const k = this.origKeys.get(h);
    return k === undefined ? h : k;
  }

  /** The stored key (the original one) and value, or undefined. */
  entry(k: any): { k: any; v: any } | undefined {
    const h = hashKey(k);
    const v = this.vals.get(h);
    return v === undefined ? undefined : { k: this.keyOf(h), v };
  }

  get size(): number {
    return this.vals.size;
  }

  *keys(): Generator<any, void, undefined> {
    for (const h of this.vals.keys()) yield this.keyOf(h);
  }

  values(): IterableIterator<any> {
    return this.vals.values();
  }

  *entries(): Generator<[any, any], void, undefined> {
    for (const e of this.vals) yield [this.keyOf(e[0]), e[1]];
  }

  clear(): void {
    this.vals.clear();
    this.origKeys = null;
  }

  /** `this[k] = v` for each item of `other` in its order (`{**other}`, `update(other)`), without
   *  a pair per item: a key `this` holds keeps its original, a new one takes `other`'s. */
  setAll(other: PyDict): void {
    const vals = this.vals;
    // `vals` before `origKeys`: an in-place dict (json/in-place.ts) sets both as it makes its Map.
    const from = other.vals;
    const origKeys = other.origKeys;
    from.forEach((v, h) => {
      if (origKeys !== null && !vals.has(h)) {
        const k = origKeys.get(h);
        if (k !== undefined) (this.origKeys ??= new Map()).set(h, k);
      }
      vals.set(h, v);
    });
  }

  /** A new dict with the same entries. */
  copy(): PyDict {
    const d = new PyDict();
    this.vals.forEach((v, h) => d.vals.set(h, v));
    if (this.origKeys !== null) d.origKeys = new Map(this.origKeys);
    return d;
  }

  /** Builds a dict from [key, value] pairs (later pairs win). */
  static from(pairs: Iterable<[any, any]>): PyDict {
    const d = new PyDict();
    for (const [k, v] of pairs) d.set(k, v);
    return d;
  }
}
// Unhashable: hash.ts reads $hashable. `raw`: the JSON.parse object of a dict read in place
// (guest/modules/json/in-place.ts), which emitted dict reads test first; null on every other dict,
// found one lookup away (not at the end of the prototype chain). `origKeys`: see above.
Object.defineProperties(PyDict.prototype, {
  $type: { value: T.dict },
  $hashable: { value: false },
  raw: { value: null, writable: true },
  origKeys: { value: null, writable: true },
  $dict: { value: DICT },
});

export type DictViewKind = "keys" | "values" | "items";

/** dict.keys() / values() / items(): live views over a dict. */
export class PyDictView {
  constructor(
    readonly dict: PyDict,
    readonly kind: DictViewKind,
  ) {}

  get $type(): PyType {
    return this.kind === "keys" ? T.dict_keys : this.kind === "values" ? T.dict_values : T.dict_items;
  }

  /** keys() and items() views compare as sets, so they are unhashable (hash.ts); a values() view hashes by identity. */
  get $hashable(): boolean {
    return this.kind === "values";
  }

  /** The view's current elements (items as 2-tuples). */
  toArray(): any[] {
    const d = this.dict;
    // `vals` read first: an in-place dict sets origKeys as it makes its Map. Where no key differs
    // from its hash key, the Map's keys are the keys (no keyOf call each).
    const vals = d.vals;
    if (this.kind === "values") return Array.from(vals.values());
    const own = d.origKeys === null;
    if (this.kind === "keys") return own ? Array.from(vals.keys()) : Array.from(vals.keys(), (h) => d.keyOf(h));
    const out: any[] = [];
    if (own) vals.forEach((v, h) => out.push(new PyTuple([h, v])));
    else vals.forEach((v, h) => out.push(new PyTuple([d.keyOf(h), v])));
    return out;
  }
}
