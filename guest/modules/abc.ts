// The `abc` module: `ABC`, `ABCMeta` (the type of ABC's classes), `abstractmethod` and
// `__abstractmethods__`. What ABCMeta does at class creation is ABC's subclassHook here: a class's abstract methods are its own namespace's values
// marked `__isabstractmethod__`, plus those of its bases it has not overridden; instantiating a
// class that still has some raises CPython 3.11's TypeError.

import { E, EMPTY_TUPLE, PyClassMethod, PyModule, PyProperty, PySet, PyStaticMethod, PyType, T, UserType, builtin, declareSlots, raise, typeName } from "../values/index.js";

/** Each abstract class's abstract method names (sorted, as CPython's error lists them). */
const abstracts = new WeakMap<UserType, string[]>();

function isAbstract(v: any): boolean {
  if (v instanceof PyProperty) return [v.fget, v.fset, v.fdel].some(isAbstract);
  if (v instanceof PyStaticMethod || v instanceof PyClassMethod) return isAbstract(v.func);
  return typeof v === "function" && v.$attrs?.__isabstractmethod__ === true;
}

function defineAbstracts(t: UserType): void {
  const names = new Set<string>();
  for (const [name, v] of t.methods) if (isAbstract(v)) names.add(name);
  for (const b of t.bases) {
    for (const name of abstracts.get(b as UserType) ?? []) if (isAbstract(t.lookup(name))) names.add(name);
  }
  const sorted = [...names].sort();
  abstracts.set(t, sorted);
  t.methods.set("__abstractmethods__", new PySet(sorted, true));
  if (sorted.length === 0) return;
  const plural = sorted.length > 1 ? "s" : "";
  t.construct = () => raise(E.TypeError, `Can't instantiate abstract class ${t.name} with abstract method${plural} ${sorted.join(", ")}`);
}

/** ABC's metaclass: `type(C)` of every class made from ABC. */
const ABCMeta = new PyType("ABCMeta", [T.type], "abc");
const ofABCMeta = (t: UserType) => Object.defineProperty(t, "$type", { value: ABCMeta });

const ABC = ofABCMeta(new UserType("ABC", "ABC", [T.object], [], "abc"));
ABC.subclassHook = (sub: UserType) => defineAbstracts(ofABCMeta(sub));
// `__slots__ = ()`, as abc.py's: a slotted subclass's instances stay slotted.
ABC.methods.set("__slots__", EMPTY_TUPLE);
declareSlots(ABC);

function abstractmethod(f: any): any {
  if (typeof f === "function") (f.$attrs ??= Object.create(null)).__isabstractmethod__ = true;
  else raise(E.AttributeError, `'${typeName(f)}' object attribute '__isabstractmethod__' is read-only`);
  return f;
}

export function abcModule(): PyModule {
  return new PyModule("abc", {
    ABC,
    ABCMeta,
    abstractmethod: builtin("abstractmethod", "funcobj", abstractmethod),
  });
}
