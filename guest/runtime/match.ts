// What compiled `match` patterns (transpiler/emit-match.ts) ask of a subject, as CPython 3.11's
// MATCH_SEQUENCE, MATCH_MAPPING, MATCH_KEYS and MATCH_CLASS do: which values are sequences and
// mappings, key lookups that never run a default factory, and class patterns' attributes found
// through `__match_args__` (looked up on the class like any attribute, so the script's classes
// and namedtuples work alike) with CPython's TypeErrors.

import { E, PyDict, PyList, PyRange, PyTuple, PyType, isInstance, lookupAttr, raise, repr, T, toArray, typeOf } from "../values/index.js";

/** A failed key or attribute lookup. */
export const MISSING: unique symbol = Symbol("MISSING");

/** The items of a subject a sequence pattern may match (never str, bytes or a mapping), else null. */
export function matchSeq(x: any): any[] | null {
  if (x instanceof PyList || x instanceof PyTuple) return x.items;
  if (x instanceof PyRange) return toArray(x);
  const t = typeOf(x);
  if (t.name === "deque" && t.module === "collections") return toArray(x);
  return null;
}

/** The subject as a mapping pattern sees it, else null. */
export function matchMap(x: any): PyDict | null {
  return x instanceof PyDict ? x : null;
}

/** `m.get(key)` without a default factory: the value, or MISSING. */
export function mapGet(m: PyDict, key: any): any {
  const e = m.entry(key);
  return e === undefined ? MISSING : e.v;
}

/** `**rest`: a new dict of the entries whose keys the pattern did not name. */
export function mapRest(m: PyDict, keys: any[]): PyDict {
  const rest = new PyDict();
  for (const [k, v] of m.entries()) rest.set(k, v);
  for (const k of keys) rest.delete(k);
  return rest;
}

/** Types whose single positional sub-pattern matches the subject itself (_Py_TPFLAGS_MATCH_SELF). */
const MATCH_SELF = new Set<PyType>([T.bool, T.bytes, T.dict, T.float, T.frozenset, T.int, T.list, T.set, T.str, T.tuple]);

/**
 * A class pattern `cls(p0, ..., k0=..., ...)`: null when the subject is not an instance or lacks
 * an attribute; else the values the sub-patterns match, positional then keyword.
 */
export function matchClass(x: any, cls: any, nPos: number, keywords: string[]): any[] | null {
  if (!(cls instanceof PyType)) raise(E.TypeError, "called match pattern must be a type");
  if (!isInstance(x, cls)) return null;
  const out: any[] = [];
  if (nPos > 0) {
    const matchArgs = lookupAttr(cls, "__match_args__");
    let names: any[] = [];
    let self = false;
    if (matchArgs !== undefined) {
      if (!(matchArgs instanceof PyTuple)) raise(E.TypeError, `${cls.name}.__match_args__ must be a tuple (got ${typeOf(matchArgs).name})`);
      names = matchArgs.items;
    } else {
      self = cls.mro.some((t) => MATCH_SELF.has(t));
    }
    const allowed = self ? 1 : names.length;
    if (allowed < nPos) {
      raise(E.TypeError, `${cls.name}() accepts ${allowed} positional sub-pattern${allowed === 1 ? "" : "s"} (${nPos} given)`);
    }
    if (self) out.push(x);
    else {
      for (let i = 0; i < nPos; i++) {
        const name = names[i];
        if (typeof name !== "string") raise(E.TypeError, `__match_args__ elements must be strings (got ${typeOf(name).name})`);
        if (keywords.includes(name)) raise(E.TypeError, `${cls.name}() got multiple sub-patterns for attribute ${repr(name)}`);
        const v = lookupAttr(x, name);
        if (v === undefined) return null;
        out.push(v);
      }
    }
  }
  for (const name of keywords) {
    const v = lookupAttr(x, name);
    if (v === undefined) return null;
    out.push(v);
  }
  return out;
}
