// The methods of `set` and `frozenset` (add, discard, remove, pop, update, union, intersection,
// difference, symmetric_difference, the *_update forms, issubset, issuperset, isdisjoint, copy,
// clear). Results of frozenset methods are frozensets, as in CPython.
import {
  E, PySet, T, builtin, defineMethods, newException, setDifference, setDifferenceUpdate, setIntersection,
  setSymmetricDifference, setSymmetricDifferenceUpdate, setUpdate, toArray,
} from "../values/index.js";

/** The other operand as a set (iterables are collected, so `{1}.isdisjoint([2])` works). */
const asSet = (x: any): PySet => (x instanceof PySet ? x : new PySet(toArray(x)));

// The methods take CPython's algorithms (set-algebra.ts), whose element order repr and
// iteration show: set_union, set_intersection_multi, set_difference_multi and the updates.
function union(self: PySet, others: any[]): PySet {
  const out = self.copy();
  for (const o of others) if (o !== self) setUpdate(out, o);
  return out;
}

function intersection(self: PySet, others: any[]): PySet {
  if (others.length === 0) return self.copy();
  let cur: PySet = self;
  for (const o of others) cur = setIntersection(cur, o);
  return cur;
}

function difference(self: PySet, others: any[]): PySet {
  if (others.length === 0) return self.copy();
  const out = setDifference(self, others[0]);
  for (let i = 1; i < others.length; i++) setDifferenceUpdate(out, others[i]);
  return out;
}

// By the elements' keys, in no order a script can see: their hashes are known, so no tables.
function isSubset(self: PySet, other: any): boolean {
  const o = asSet(other);
  if (self.size > o.size) return false;
  for (const hk of self.hashKeys()) if (!o.hasKey(hk)) return false;
  return true;
}

function isDisjoint(self: PySet, other: any): boolean {
  const o = asSet(other);
  for (const hk of self.hashKeys()) if (o.hasKey(hk)) return false;
  return true;
}

const shared = {
  union: builtin("union", "self, /, *others", union),
  intersection: builtin("intersection", "self, /, *others", intersection),
  difference: builtin("difference", "self, /, *others", difference),
  symmetric_difference: builtin("set.symmetric_difference", "self, other, /", setSymmetricDifference),
  issubset: builtin("set.issubset", "self, other, /", isSubset),
  issuperset: builtin("set.issuperset", "self, other, /", (self: PySet, other: any) => isSubset(asSet(other), self)),
  isdisjoint: builtin("set.isdisjoint", "self, other, /", isDisjoint),
  // frozenset.copy() is the frozenset itself.
  copy: builtin("copy", "self, /", (self: PySet) => (self.frozen ? self : self.copy())),
};

defineMethods(T.frozenset, shared);

defineMethods(T.set, {
  ...shared,
  add: builtin("set.add", "self, object, /", (self: PySet, x: any) => (self.add(x), null)),
  discard: builtin("set.discard", "self, object, /", (self: PySet, x: any) => (self.delete(x), null)),
  remove: builtin("set.remove", "self, object, /", (self: PySet, x: any) => {
    if (!self.delete(x)) throw newException(E.KeyError, [x]);
    return null;
  }),
  pop: builtin("pop", "self, /", (self: PySet) => self.pop()),
  clear: builtin("clear", "self, /", (self: PySet) => (self.clear(), null)),
  update: builtin("update", "self, /, *others", (self: PySet, others: any[]) => {
    for (const o of others) setUpdate(self, o);
    return null;
  }),
  intersection_update: builtin("intersection_update", "self, /, *others", (self: PySet, others: any[]) => {
    self.takeBody(intersection(self, others));
    return null;
  }),
  difference_update: builtin("difference_update", "self, /, *others", (self: PySet, others: any[]) => {
    for (const o of others) setDifferenceUpdate(self, o);
    return null;
  }),
  symmetric_difference_update: builtin("set.symmetric_difference_update", "self, other, /", (self: PySet, other: any) => {
    setSymmetricDifferenceUpdate(self, other);
    return null;
  }),
});

