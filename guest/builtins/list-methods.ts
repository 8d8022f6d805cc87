// The methods of `list` (append, extend, insert, pop, remove, index, count, sort, reverse, copy,
// clear) with CPython's messages; index/count are shared with tuple.
import { E, PyList, T, asIndex, builtin, copyItems, countItem, defineMethods, extendList, findItem, indexOf, isSuspend, replaying, raise, truthy } from "../values/index.js";
import { sortInPlace } from "./sort.js";

/** An index argument (`insert`, `pop`); a huge bigint just clamps. */
const indexArg = (x: any): number => Number(asIndex(x));

function insert(self: PyList, i: any, x: any): null {
  const n = self.items.length;
  let at = indexArg(i);
  if (at < 0) at = Math.max(0, at + n);
  else if (at > n) at = n;
  self.items.splice(at, 0, x);
  return null;
}

function pop(self: PyList, i: any): any {
  const items = self.items;
  // The index is converted first: CPython's `[].pop("a")` is a TypeError.
  let at = indexArg(i);
  if (items.length === 0) raise(E.IndexError, "pop from empty list");
  if (at < 0) at += items.length;
  if (at < 0 || at >= items.length) raise(E.IndexError, "pop index out of range");
  return at === items.length - 1 ? items.pop() : items.splice(at, 1)[0];
}

function remove(self: PyList, x: any): null {
  const at = findItem(self.items, x, 0, Infinity);
  if (at < 0) raise(E.ValueError, "list.remove(x): x not in list");
  self.items.splice(at, 1);
  return null;
}

function sort(self: PyList, key: any, reverse: any): null | Promise<null> {
  // CPython empties the list while it sorts (the key function sees []), puts the sorted items
  // back even when the sort fails, and refuses a list the key function changed meanwhile.
  const items = self.items;
  // Suspended for a `__lt__` that calls a tool, the sort runs again from the same order.
  const original = replaying() ? copyItems(items) : null;
  const during: any[] = [];
  self.items = during;
  const restore = () => {
    const modified = self.items !== during || during.length > 0;
    self.items = items;
    if (modified) raise(E.ValueError, "list modified during sort");
    return null;
  };
  let done: void | Promise<void>;
  try {
    done = sortInPlace(items, key, truthy(reverse));
  } catch (e) {
    self.items = original !== null && isSuspend(e) ? original : items;
    throw e;
  }
  if (done instanceof Promise) {
    return done.then(restore, (e) => {
      self.items = items;
      throw e;
    });
  }
  return restore();
}

defineMethods(T.list, {
  append: builtin("list.append", "self, object, /", (self: PyList, x: any) => (self.items.push(x), null)),
  extend: builtin("list.extend", "self, iterable, /", (self: PyList, it: any) => (extendList(self, it), null)),
  insert: builtin("insert", "self, index, object, /", insert),
  pop: builtin("pop", "self, index=-1, /", pop),
  remove: builtin("list.remove", "self, value, /", remove),
  index: builtin("index", "self, value, start=0, stop=9223372036854775807, /", (self: PyList, x, a, b) => indexOf(self.items, x, a, b, "list")),
  count: builtin("list.count", "self, value, /", (self: PyList, x: any) => countItem(self.items, x)),
  sort: builtin("sort", "self, /, *, key=None, reverse=False", sort),
  reverse: builtin("reverse", "self, /", (self: PyList) => (self.items.reverse(), null)),
  copy: builtin("copy", "self, /", (self: PyList) => new PyList(copyItems(self.items))),
  clear: builtin("clear", "self, /", (self: PyList) => ((self.items.length = 0), null)),
});
