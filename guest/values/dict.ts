// PyDict: the insertion-ordered Python dict keyed by hashKey (1 == 1.0 == True one key, tuples by
// value, unhashable keys raise), and PyDictView for keys()/values()/items().
import { hashKey } from "./hash.js";
import { PyType, T } from "./type.js";
import { PyTuple } from "./tuple.js";

interface Entry {
  /** The key object as first inserted (Python keeps the original key on update). */
  k: any;
  v: any;
}

export class PyDict {
  /** hashKey(key) -> entry, in insertion order. */
  readonly map = new Map<any, Entry>();

  /** The value for `k`, or undefined when absent (raises for an unhashable key). */
  get(k: any): any {
    // hashKey's str case inline (a str key is its own Map key): get and set are the hot path.
    const e = this.map.get(typeof k === "string" && k.charCodeAt(0) !== 0 ? k : hashKey(k));
    return e === undefined ? undefined : e.v;
  }

  set(k: any, v: any): void {
    const h = typeof k === "string" && k.charCodeAt(0) !== 0 ? k : hashKey(k);
    const e = this.map.get(h);
    if (e === undefined) this.map.set(h, { k, v });
    else e.v = v;
  }

  has(k: any): boolean {
    return this.map.has(hashKey(k));
  }

  delete(k: any): boolean {
    return this.map.delete(hashKey(k));
  }

  /** The stored entry (original key and value), or undefined. */
  entry(k: any): Entry | undefined {
    return this.map.get(hashKey(k));
  }

  get size(): number {
    return this.map.size;
  }

  *keys(): Generator<any, void, undefined> {
    for (const e of this.map.values()) yield e.k;
  }

  *values(): Generator<any, void, undefined> {
    for (const e of this.map.values()) yield e.v;
  }

  *entries(): Generator<[any, any], void, undefined> {
    for (const e of this.map.values()) yield [e.k, e.v];
  }

  clear(): void {
    this.map.clear();
  }

  /** A new dict with the same entries. */
  copy(): PyDict {
    const d = new PyDict();
    for (const [h, e] of this.map) d.map.set(h, { k: e.k, v: e.v });
    return d;
  }

  /** Builds a dict from [key, value] pairs (later pairs win). */
  static from(pairs: Iterable<[any, any]>): PyDict {
    const d = new PyDict();
    for (const [k, v] of pairs) d.set(k, v);
    return d;
  }
}
Object.defineProperty(PyDict.prototype, "$type", { value: T.dict });

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

  /** The view's current elements (items as 2-tuples). */
  toArray(): any[] {
    const out: any[] = [];
    for (const e of this.dict.map.values())
      out.push(this.kind === "keys" ? e.k : this.kind === "values" ? e.v : new PyTuple([e.k, e.v]));
    return out;
  }
}
