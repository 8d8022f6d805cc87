// The methods of `set` and `frozenset` (add, discard, remove, pop, update, union, intersection,
// difference, symmetric_difference, the *_update forms, issubset, issuperset, isdisjoint, copy,
// clear). Results of frozenset methods are frozensets, as in CPython.
import { E, PySet, T, builtin, defineMethods, newException, toArray } from "../values/index.js";

const like = (self: PySet, items: any[] = []) => new PySet(items, self.frozen);

/** The other operand as a set (iterables are collected, so `{1}.union([2])` works). */
const asSet = (x: any): PySet => (x instanceof PySet ? x : new PySet(toArray(x)));

function union(self: PySet, others: any[]): PySet {
  const out = like(self, Array.from(self.values()));
  for (const o of others) for (const x of toArray(o)) out.add(x);
  return out;
}

function intersection(self: PySet, others: any[]): PySet {
  let cur: PySet = self;
  for (const o of others) {
    const other = asSet(o);
    const [small, big] = other.size < cur.size ? [other, cur] : [cur, other];
    const next = like(self);
    for (const x of small.values()) if (big.has(x)) next.add(x);
    cur = next;
  }
  return cur === self ? like(self, Array.from(self.values())) : cur;
}

function difference(self: PySet, others: any[]): PySet {
  const out = like(self, Array.from(self.values()));
  for (const o of others) for (const x of toArray(o)) out.delete(x);
  return out;
}

function symmetricDifference(self: PySet, other: any): PySet {
  const out = like(self, Array.from(self.values()));
  for (const x of asSet(other).values()) {
    if (self.has(x)) out.delete(x);
    else out.add(x);
  }
  return out;
}

function intersectionUpdate(self: PySet, others: any[]): null {
  for (const o of others) {
    const other = asSet(o);
    for (const x of Array.from(self.values())) if (!other.has(x)) self.delete(x);
  }
  return null;
}

function symmetricDifferenceUpdate(self: PySet, other: any): null {
  if (other === self) return (self.clear(), null);
  for (const x of asSet(other).values()) {
    if (!self.delete(x)) self.add(x);
  }
  return null;
}

function pop(self: PySet): any {
  for (const x of self.values()) {
    self.delete(x);
    return x;
  }
  throw newException(E.KeyError, ["pop from an empty set"]);
}

function isSubset(self: PySet, other: any): boolean {
  const o = asSet(other);
  if (self.size > o.size) return false;
  for (const x of self.values()) if (!o.has(x)) return false;
  return true;
}

function isDisjoint(self: PySet, other: any): boolean {
  const o = asSet(other);
  for (const x of self.values()) if (o.has(x)) return false;
  return true;
}

const shared = {
  union: builtin("union", "self, /, *others", union),
  intersection: builtin("intersection", "self, /, *others", intersection),
  difference: builtin("difference", "self, /, *others", difference),
  symmetric_difference: builtin("set.symmetric_difference", "self, other, /", symmetricDifference),
  issubset: builtin("set.issubset", "self, other, /", isSubset),
  issuperset: builtin("set.issuperset", "self, other, /", (self: PySet, other: any) => isSubset(asSet(other), self)),
  isdisjoint: builtin("set.isdisjoint", "self, other, /", isDisjoint),
  copy: builtin("copy", "self, /", (self: PySet) => like(self, Array.from(self.values()))),
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
  pop: builtin("pop", "self, /", pop),
  clear: builtin("clear", "self, /", (self: PySet) => (self.clear(), null)),
  update: builtin("update", "self, /, *others", (self: PySet, others: any[]) => {
    for (const o of others) for (const x of toArray(o)) self.add(x);
    return null;
  }),
  intersection_update: builtin("intersection_update", "self, /, *others", intersectionUpdate),
  difference_update: builtin("difference_update", "self, /, *others", (self: PySet, others: any[]) => {
    for (const o of others) for (const x of toArray(o)) self.delete(x);
    return null;
  }),
  symmetric_difference_update: builtin("set.symmetric_difference_update", "self, other, /", symmetricDifferenceUpdate),
});

