// Literal building for emitted code: dict displays with `**` entries, keyword arguments with
// `**` unpacking, bytes literals.

import { E, PyBytes, PyClassMethod, PyDict, PyModule, PySet, PyStaticMethod, PyType, extendingItems, hasAttr, isIterable, mappingItems, mergesEntries, raise, typeOf } from "../values/index.js";

/** Marks a `**mapping` entry in the flat [key, value, ...] lists below. */
export const SPREAD: unique symbol = Symbol("SPREAD");

/** Key/value pairs of a mapping for `**m`: a dict, or anything with keys() and [] as CPython. */
function mappingEntries(m: any, what: () => string): [any, any][] {
  if (m instanceof PyDict && mergesEntries(m)) return [...m.entries()];
  if (!hasAttr(m, "keys")) return raise(E.TypeError, what());
  return mappingItems(m);
}

/** `{a, b, *c}` (its items evaluated) for a display that may wait for a key's `__hash__`. */
export function setOf(items: any[]): PySet {
  return new PySet(items);
}

/**
 * The frozenset constant CPython 3.11 makes of a set display of constants: the items added in
 * order, then rebuilt from that set's iteration order, as merging a code object's constants
 * rebuilds each frozenset (transpiler/constant-set.ts).
 */
export function frozenConstant(items: any[]): PySet {
  return new PySet(new PySet(items, true).values(), true);
}

/** A set display of more than two constants: an empty set updated from its frozenset constant (set_merge). */
export function setFromFrozen(frozen: PySet): PySet {
  const s = new PySet();
  s.merge(frozen);
  return s;
}

/** `{k: v, **m, ...}` from a flat list: key, value, or SPREAD, mapping. */
export function dictOf(flat: any[]): PyDict {
  const d = new PyDict();
  for (let i = 0; i < flat.length; i += 2) {
    if (flat[i] === SPREAD) {
      const m = flat[i + 1];
      if (m instanceof PyDict && mergesEntries(m)) d.setAll(m);
      else for (const [k, v] of mappingEntries(m, () => `'${typeOf(m).name}' object is not a mapping`)) d.set(k, v);
    } else d.set(flat[i], flat[i + 1]);
  }
  return d;
}

/** `obj.name(...)`'s callee as _PyObject_FunctionStr names it, found on the type (no attribute
 *  read runs a script's code): `__main__.C.m()`, `str.format()`, `json.dumps()`. */
function methodLabel(obj: any, name: string): string {
  if (obj instanceof PyModule) return `${obj.name}.${name}()`;
  const t = obj instanceof PyType ? obj : typeOf(obj);
  if (!t.user) return `${t.qualname}.${name}()`;
  let f = t.lookup(name);
  if (f instanceof PyClassMethod || f instanceof PyStaticMethod) f = f.func;
  return typeof f === "function" && f.$params ? `__main__.${f.$qualname}()` : `${name}()`;
}

/** How CPython names the callee in `**` errors: `__main__.f()` for script functions, `print()`. */
function calleeLabel(callee: any): string {
  if (typeof callee === "string") return callee;
  if (typeof callee === "function") {
    if (callee.$params) return `__main__.${callee.$qualname}()`;
    return `${callee.$name ?? callee.name}()`;
  }
  // _PyObject_FunctionStr: a type outside builtins is named with its module.
  if (callee instanceof PyType) return callee.module === "builtins" ? `${callee.qualname}()` : `${callee.module}.${callee.qualname}()`;
  return `${typeOf(callee).name} object`;
}

/** The items of `*x` in a call `f(*x)`; a non-iterable raises CPython's message naming the callee. */
export function starArgs(callee: any, x: any): any[] {
  return starItemsFor(x, () => calleeLabel(callee));
}

/** starArgs of `obj.name(*x)`. */
export function methodStarArgs(obj: any, name: string, x: any): any[] {
  return starItemsFor(x, () => methodLabel(obj, name));
}

function starItemsFor(x: any, label: () => string): any[] {
  if (!isIterable(x)) raise(E.TypeError, `${label()} argument after * must be an iterable, not ${typeOf(x).name}`);
  return extendingItems(x);
}

/** `[*x]` and `(*x,)` (a set display says "'int' object is not iterable", as iter() does). */
export function starItems(x: any): any[] {
  if (!isIterable(x)) raise(E.TypeError, `Value after * must be an iterable, not ${typeOf(x).name}`);
  return extendingItems(x);
}

/** Keyword arguments of `f(a=1, **m)` as a null-prototype object; `callee` is the function or a method label. */
export function kwArgs(callee: any, flat: any[]): Record<string, any> {
  return keywordsFor(flat, () => calleeLabel(callee));
}

/** kwArgs of `obj.name(..., **m)`. */
export function methodKwArgs(obj: any, name: string, flat: any[]): Record<string, any> {
  return keywordsFor(flat, () => methodLabel(obj, name));
}

/** The keywords of a call; `label` names the callee for an error, found only then. */
function keywordsFor(flat: any[], label: () => string): Record<string, any> {
  const kw: Record<string, any> = Object.create(null);
  const put = (k: any, v: any) => {
    if (typeof k !== "string") raise(E.TypeError, "keywords must be strings");
    if (k in kw) raise(E.TypeError, `${label()} got multiple values for keyword argument '${k}'`);
    kw[k] = v;
  };
  for (let i = 0; i < flat.length; i += 2) {
    if (flat[i] === SPREAD) {
      const m = flat[i + 1];
      const entries = mappingEntries(m, () => `${label()} argument after ** must be a mapping, not ${typeOf(m).name}`);
      for (const [k, v] of entries) put(k, v);
    } else put(flat[i], flat[i + 1]);
  }
  return kw;
}

export function bytesOf(values: number[]): PyBytes {
  return new PyBytes(new Uint8Array(values));
}
