// dict's and list's own special methods (`__init__`, `__getitem__`, `__len__`, `__add__`, ...),
// which a script's subclass of either finds by its MRO where it overrides none (syntax on its
// instances goes through them: script-containers.ts), and `super().__setitem__(k, v)` or
// `dict.__setitem__(self, k, v)` call. Each does what the builtin operation does to a plain
// dict or list: on a subclass's instance, to the plain container that shares its items.
import {
  E,
  NotImplemented,
  PyDict,
  PyList,
  ScriptDict,
  T,
  binaryOp,
  builtin,
  contains,
  defineMethods,
  delItem,
  dictUpdate,
  extendList,
  getItem,
  iter,
  joinItems,
  len,
  ownItem,
  plainOf,
  raise,
  repr,
  setItem,
  typeName,
  type PyFunction,
} from "../values/index.js";
import { reversed } from "./iteration.js";
import { copy } from "./dict-methods.js";

const method = (name: string, params: string, body: (...args: any[]) => any) => builtin(name, `self, ${params}/`, body);
/** `l * n` and `n * l`: the plain list's repeat. */
const repeat = (s: unknown, n: unknown) => binaryOp("Mult", plainOf(s), n);

/** The special methods dict and list share, each the operation on the plain container. */
const shared = (): Record<string, PyFunction> => ({
  __setitem__: method("__setitem__", "key, value, ", (s: unknown, k: unknown, v: unknown) => (setItem(plainOf(s), k, v), null)),
  __delitem__: method("__delitem__", "key, ", (s: unknown, k: unknown) => (delItem(plainOf(s), k), null)),
  __contains__: method("__contains__", "key, ", (s: unknown, x: unknown) => contains(plainOf(s), x)),
  __len__: method("__len__", "", (s: unknown) => len(plainOf(s))),
  __iter__: method("__iter__", "", (s: unknown) => iter(plainOf(s))),
  __repr__: method("__repr__", "", (s: unknown) => repr(plainOf(s))),
  __reversed__: method("__reversed__", "", (s: unknown) => reversed(plainOf(s))),
});

defineMethods(T.dict, {
  ...shared(),
  __init__: builtin("dict.__init__", "self, /, *args, **kwargs", (self: PyDict, args: unknown[], kw: PyDict | null) => {
    if (args.length > 1) raise(E.TypeError, `dict expected at most 1 argument, got ${args.length}`);
    dictUpdate(self, args[0], kw ?? undefined);
    return null;
  }),
  // dict_subscript: a subclass's `__missing__` answers for an absent key.
  __getitem__: method("__getitem__", "key, ", (self: PyDict, k: unknown) => {
    return self instanceof ScriptDict ? ownItem(self, k) : getItem(self, k);
  }),
  // dict_or: a new plain dict, self's items then other's.
  __or__: method("__or__", "value, ", (self: PyDict, other: unknown) => (other instanceof PyDict ? union(self, other) : NotImplemented)),
  __ror__: method("__ror__", "value, ", (self: PyDict, other: unknown) => (other instanceof PyDict ? union(other, self) : NotImplemented)),
  __ior__: method("__ior__", "value, ", (self: PyDict, other: unknown) => (dictUpdate(self, other), self)),
});

/** dict_or: a copy of `a` (PyDict_Copy) updated from `b`, both as dict_merge reads them. */
function union(a: PyDict, b: PyDict): PyDict {
  const d = copy(a);
  dictUpdate(d, b);
  return d;
}

defineMethods(T.list, {
  ...shared(),
  // list___init__: empties the list, then extends it.
  __init__: builtin("list", "self, iterable=?, /", (self: PyList, iterable: unknown) => {
    self.items.length = 0;
    if (iterable !== undefined) extendList(self, iterable);
    return null;
  }),
  __getitem__: method("__getitem__", "key, ", (s: unknown, k: unknown) => getItem(plainOf(s), k)),
  __add__: method("__add__", "value, ", (self: PyList, other: unknown) => {
    if (!(other instanceof PyList)) raise(E.TypeError, `can only concatenate list (not "${typeName(other)}") to list`);
    return new PyList(joinItems(self.items, other.items));
  }),
  __mul__: method("__mul__", "value, ", repeat),
  __rmul__: method("__rmul__", "value, ", repeat),
  __iadd__: method("__iadd__", "value, ", (self: PyList, other: unknown) => (extendList(self, other), self)),
  __imul__: method("__imul__", "value, ", (self: PyList, n: unknown) => (binaryOpInPlace(self, n), self)),
});

function binaryOpInPlace(self: PyList, n: unknown): void {
  const items = (binaryOp("Mult", plainOf(self), n) as PyList).items;
  self.items.length = 0;
  for (const v of items) self.items.push(v);
}

// Unhashable, as `__hash__ = None` makes a class: a subclass's instances too, unless it defines one.
T.dict.methods.set("__hash__", null);
T.list.methods.set("__hash__", null);
