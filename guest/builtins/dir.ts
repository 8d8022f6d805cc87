// dir(obj): the sorted attribute names CPython 3.11 lists, limited to those the flow can read.
// A builtin type's names come from CPython's own lists (dir-names.ts, generated); a name the
// runtime does not give that value (`__reduce__`, `__sizeof__`) is left out, so every name
// listed can be read. A script's class lists its namespaces; a module its attributes; an enum
// class or member what enum.py's __dir__ lists (dir-enum.ts).
import { E, PyBaseException, PyList, PyModule, PyType, builtin, callSpecial, findAttr, ownSlots, raise, strCompare, typeOf, typeSpecial } from "../values/index.js";
import { DIR_NAMES } from "./dir-names.js";
import { sorted } from "./aggregates.js";
import { classNamespace, ownDict } from "./vars.js";
import { dataType, enumClassNames, enumMemberNames, hasEnumKind } from "./dir-enum.js";

/** CPython's names for builtin type `t` alone (its row, which its bases' rows complete), or, for
 *  a type of the runtime's own (a module's: deque, Match), the methods and properties it defines. */
function ownNames(t: PyType): string[] {
  if (Object.prototype.hasOwnProperty.call(DIR_NAMES, t.name)) return DIR_NAMES[t.name] === "" ? [] : DIR_NAMES[t.name].split(" ");
  return [...t.methods.keys(), ...t.properties.keys()].filter((n) => n.charCodeAt(0) !== 36);
}

/** The names a value of each builtin type can read, found once on a plain instance of it. */
const readable = new WeakMap<PyType, ReadonlySet<string>>();

/** The names of `t`'s builtin part (its builtin types, down to object) a script's class or
 *  instance of it can read: probed on an instance the builtin type makes (never on the
 *  script's own value, whose `__getattr__` CPython's dir() does not call). */
function builtinPart(t: PyType): ReadonlySet<string> {
  const base = t.mro.find((b) => !b.user)!;
  let names = readable.get(base);
  if (names === undefined) {
    const sample = sampleOf(base);
    const all = base.mro.flatMap(ownNames);
    // Without an instance, a property the type defines is an attribute its instances have.
    const readableOn = (n: string) => (sample === undefined ? findAttr(base, n) !== undefined || base.lookupProperty(n) !== undefined : findAttr(sample, n) !== undefined);
    names = new Set(all.filter(readableOn));
    readable.set(base, names);
  }
  return names;
}

/** `base()`, or undefined where the type takes arguments or cannot be called (a module's base). */
function sampleOf(base: PyType): unknown {
  if (base.construct === null) return undefined;
  try {
    return base.construct([]);
  } catch (e) {
    // A type that needs arguments: its names are probed on the type itself.
    if (e instanceof PyBaseException) return undefined;
    throw e;
  }
}

/** Names a value of a builtin type lists: its type's, those it can read. */
function builtinValueNames(obj: unknown, t: PyType): Set<string> {
  const out = new Set<string>();
  for (const b of t.mro) for (const n of ownNames(b)) if (findAttr(obj, n) !== undefined) out.add(n);
  return out;
}

/** A script's class's names: every namespace along its MRO, and its builtin part's. Of what
 *  type_new adds beside the body's names and slots, those the flow can read (`__module__`,
 *  `__dict__`; not `__weakref__`, nor `__annotations__`, which a flow reads with typing). */
function classNames(t: PyType): Set<string> {
  const out = new Set<string>(builtinPart(t));
  for (const b of t.mro) {
    if (!b.user) continue;
    const slots = ownSlots(b);
    for (const k of classNamespace(b).keys() as Iterable<string>) {
      if (b.methods.has(k) || slots.includes(k) || findAttr(t, k) !== undefined) out.add(k);
    }
  }
  return out;
}

/** The names type.__dir__ / object.__dir__ / module.__dir__ list for `obj`, unsorted. */
function names(obj: any): Set<string> {
  if (obj instanceof PyModule) return new Set(Object.keys(obj.attrs));
  if (obj instanceof PyType) {
    if (hasEnumKind(obj)) return enumClassNames(obj, builtinPart);
    return obj.user ? classNames(obj) : builtinValueNames(obj, obj);
  }
  const t = typeOf(obj);
  // object.__dir__ adds the instance's `__dict__`.
  const own = ownDict(obj);
  const ownNames = own === undefined ? [] : ([...own.keys()].filter((k) => typeof k === "string") as string[]);
  if (hasEnumKind(t) && dataType(t) === undefined) return enumMemberNames(obj, ownNames);
  const out = t.user ? classNames(t) : builtinValueNames(obj, t);
  for (const k of ownNames) out.add(k);
  return out;
}

function dir(obj: any): any {
  if (obj === undefined) raise(E.TypeError, "dir() without an argument (the names in scope) is not available in tool flows; pass an object: dir(obj)");
  // A script's class's `__dir__` answers for its instances, sorted as CPython sorts it.
  const custom = obj instanceof PyType ? undefined : typeSpecial(typeOf(obj), "__dir__");
  if (custom !== undefined) return sorted(callSpecial(custom, obj, [], "__dir__"), null, false);
  return new PyList([...names(obj)].sort(strCompare));
}

export const dirBuiltin = builtin("dir", "object=?, /", dir);
