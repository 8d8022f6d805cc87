// The methods of `dict`: get, keys/values/items (live PyDictView views), pop, popitem, setdefault,
// update (a dict, pairs, keywords), copy, clear, fromkeys, with CPython's messages.
import { E, PyDict, PyDictView, PyTuple, PyType, T, builtin, callPy, setItem, classMethod, defineMethods, dictUpdate, hashKey, mergesEntries, newException, raise, toArray, viewIsDisjoint } from "../values/index.js";

// pop and setdefault hash the key once, as CPython does (a script's `__hash__` may count or call a tool).
function pop(self: PyDict, key: any, dflt: any): any {
  const h = hashKey(key);
  const v = self.vals.get(h);
  if (v === undefined) {
    if (dflt !== undefined) return dflt;
    throw newException(E.KeyError, [key]);
  }
  self.deleteAt(h);
  return v;
}

function popitem(self: PyDict): PyTuple {
  let last: [any, any] | undefined;
  for (const kv of self.entries()) last = kv;
  if (last === undefined) throw newException(E.KeyError, ["popitem(): dictionary is empty"]);
  self.delete(last[0]);
  return new PyTuple(last);
}

function setdefault(self: PyDict, key: any, dflt: any): any {
  const h = hashKey(key);
  const v = self.vals.get(h);
  if (v !== undefined) return v;
  self.setAt(h, key, dflt);
  return dflt;
}

function update(self: PyDict, args: any[], kw: PyDict): null {
  if (args.length > 1) raise(E.TypeError, `update expected at most 1 argument, got ${args.length}`);
  dictUpdate(self, args[0], kw);
  return null;
}

/** PyDict_Copy: dict_merge into a new dict (a subclass's keys() and `[]` where it overrides `__iter__`). */
export function copy(self: PyDict): PyDict {
  if (mergesEntries(self)) return self.copy();
  const d = new PyDict();
  dictUpdate(d, self);
  return d;
}

export function fromkeys(iterable: any, value: any): PyDict {
  const d = new PyDict();
  for (const k of toArray(iterable)) d.set(k, value);
  return d;
}

/** dict_fromkeys for a script's subclass: `cls()`, then `d[k] = value` (its `__setitem__`) for each key. */
function subclassFromkeys(type: PyType, iterable: any, value: any): any {
  const d = callPy(type, []);
  for (const k of toArray(iterable)) setItem(d, k, value);
  return d;
}

defineMethods(T.dict, {
  get: builtin("get", "self, key, default=None, /", (self: PyDict, k: any, d: any) => {
    const v = self.get(k);
    return v === undefined ? d : v;
  }),
  keys: builtin("keys", "self, /", (self: PyDict) => new PyDictView(self, "keys")),
  values: builtin("values", "self, /", (self: PyDict) => new PyDictView(self, "values")),
  items: builtin("items", "self, /", (self: PyDict) => new PyDictView(self, "items")),
  pop: builtin("pop", "self, key, default=?, /", pop),
  popitem: builtin("popitem", "self, /", popitem),
  setdefault: builtin("setdefault", "self, key, default=None, /", setdefault),
  update: builtin("update", "self, /, *args, **kwargs", update),
  copy: builtin("copy", "self, /", copy),
  clear: builtin("clear", "self, /", (self: PyDict) => (self.clear(), null)),
  fromkeys: classMethod(builtin("fromkeys", "self, iterable, value=None, /", (type: PyType, it: any, v: any) => (type.user ? subclassFromkeys(type, it, v) : fromkeys(it, v)))),
});


// The set-like views' own method (their operators are in guest/values/dict-view-ops.ts).
for (const view of [T.dict_keys, T.dict_items]) {
  defineMethods(view, { isdisjoint: builtin("isdisjoint", "self, other, /", (self: PyDictView, other: any) => viewIsDisjoint(self, other)) });
}
