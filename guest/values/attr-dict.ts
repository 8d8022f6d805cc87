// An object's `__dict__` as a dict whose storage is the object's own attribute record: writes
// through either are the other's (CPython's one dict). The record stays a plain JS object, so
// attribute access does not change; the dict's `vals` is a Map over the record, which every dict
// operation (the emitted fast paths, json, repr, ==) reaches through Map's methods.
import { PyDict } from "./dict.js";

type AttrRecord = Record<string, any>;

/** A str key no attribute name spells differently: hashKey gives every other key (an int, a
 *  tuple, a "\0"-prefixed str) a Map key that is no str or starts with "\0". */
const isName = (h: any): h is string => typeof h === "string" && (h >= "\x01" || h === "");

/** Map's interface over an attribute record; keys no attribute can have (`d[1] = x`, which
 *  CPython's `__dict__` takes too) are kept beside it. */
class AttrMap extends Map<any, any> {
  private other: Map<any, any> | null = null;

  constructor(readonly record: AttrRecord) {
    super();
  }

  override get(h: any): any {
    return isName(h) ? (Object.hasOwn(this.record, h) ? this.record[h] : undefined) : this.other?.get(h);
  }

  override set(h: any, v: any): this {
    if (isName(h)) this.record[h] = v;
    else (this.other ??= new Map()).set(h, v);
    return this;
  }

  override has(h: any): boolean {
    return isName(h) ? Object.hasOwn(this.record, h) : this.other?.has(h) === true;
  }

  override delete(h: any): boolean {
    if (!isName(h)) return this.other?.delete(h) === true;
    if (!Object.hasOwn(this.record, h)) return false;
    delete this.record[h];
    return true;
  }

  override clear(): void {
    for (const k of Object.keys(this.record)) delete this.record[k];
    this.other = null;
  }

  override get size(): number {
    return Object.keys(this.record).length + (this.other?.size ?? 0);
  }

  // Each walk takes the names as they are when it starts and reads each value as it reaches it;
  // a dict's iterators test the size as they go (dict-iterator.ts).
  override *entries(): MapIterator<[any, any]> {
    const record = this.record;
    for (const k of Object.keys(record)) if (Object.hasOwn(record, k)) yield [k, record[k]];
    if (this.other !== null) yield* this.other.entries();
  }

  override *keys(): MapIterator<any> {
    for (const e of this.entries()) yield e[0];
  }

  override *values(): MapIterator<any> {
    for (const e of this.entries()) yield e[1];
  }

  override [Symbol.iterator](): MapIterator<[any, any]> {
    return this.entries();
  }

  override forEach(f: (v: any, k: any, m: Map<any, any>) => void): void {
    for (const [k, v] of this.entries()) f(v, k, this);
  }
}

// One dict per record: `obj.__dict__ is obj.__dict__`.
const dicts = new WeakMap<AttrRecord, PyDict>();

/** The dict over `record`, made at its first `__dict__`. */
export function attrDict(record: AttrRecord): PyDict {
  let d = dicts.get(record);
  if (d === undefined) {
    d = new PyDict();
    (d as { vals: Map<any, any> }).vals = new AttrMap(record);
    dicts.set(record, d);
  }
  return d;
}

/** `obj.__dict__ = d`: the record that is `d`'s from now on (d's str keys move into a new one
 *  unless `d` already is an object's `__dict__`, whose record the two objects then share). */
export function recordOf(d: PyDict): AttrRecord {
  if (d.vals instanceof AttrMap) return d.vals.record;
  const record: AttrRecord = Object.create(null);
  const map = new AttrMap(record);
  d.vals.forEach((v, h) => map.set(h, v));
  (d as { vals: Map<any, any> }).vals = map;
  dicts.set(record, d);
  return record;
}

/** A dict whose storage is `map`, names to values (a SimpleNamespace's): a str is its own key. */
export function mapDict(map: Map<string, unknown>): PyDict {
  const d = new PyDict();
  (d as { vals: Map<any, any> }).vals = map;
  return d;
}
