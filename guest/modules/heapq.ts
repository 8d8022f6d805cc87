// The `heapq` module: _heapq.c's sift algorithms (so a heap list prints as CPython's), merge,
// nlargest and nsmallest (equal to sorted(...)[:n], as heapq.py documents and keeps stable).

import {
  E,
  PyList,
  PyModule,
  PyType,
  T,
  JsIterator,
  builtin,
  markNoDescriptors,
  callPy,
  callCannotWait,
  isAsyncCallable,
  iter,
  pyDef,
  raise,
  richCompareBool,
  STOP,
  toArray,
  truthy,
  typeName,
} from "../values/index.js";

const lt = (a: unknown, b: unknown) => richCompareBool(a, b, "Lt");

function list(x: unknown, fn: string, what = "argument 1"): unknown[] {
  if (!(x instanceof PyList)) raise(E.TypeError, `${fn}() ${what} must be list, not ${typeName(x)}`);
  return (x as PyList).items;
}

function siftdown(heap: unknown[], startpos: number, pos: number): void {
  const newitem = heap[pos];
  while (pos > startpos) {
    const parentpos = (pos - 1) >> 1;
    const parent = heap[parentpos];
    if (!lt(newitem, parent)) break;
    heap[pos] = parent;
    pos = parentpos;
  }
  heap[pos] = newitem;
}

function siftup(heap: unknown[], pos: number): void {
  const endpos = heap.length;
  const startpos = pos;
  const newitem = heap[pos];
  let childpos = 2 * pos + 1;
  while (childpos < endpos) {
    const rightpos = childpos + 1;
    if (rightpos < endpos && !lt(heap[childpos], heap[rightpos])) childpos = rightpos;
    heap[pos] = heap[childpos];
    pos = childpos;
    childpos = 2 * pos + 1;
  }
  heap[pos] = newitem;
  siftdown(heap, startpos, pos);
}

function heappush(heap: unknown, item: unknown): null {
  heapPush(list(heap, "heappush"), item);
  return null;
}

/** heappush on a JS array (asyncio.PriorityQueue's too). */
export function heapPush(h: unknown[], item: unknown): void {
  h.push(item);
  siftdown(h, 0, h.length - 1);
}

/** Puts `item` at the root and sifts it into place; returns the old root. */
function replaceTop(h: unknown[], item: unknown): unknown {
  const top = h[0];
  h[0] = item;
  siftup(h, 0);
  return top;
}

function heappop(heap: unknown): unknown {
  const h = list(heap, "heappop", "argument");
  if (h.length === 0) raise(E.IndexError, "index out of range");
  return heapPop(h);
}

/** heappop on a JS array that is not empty. */
export function heapPop(h: unknown[]): unknown {
  const last = h.pop();
  return h.length === 0 ? last : replaceTop(h, last);
}

function heapreplace(heap: unknown, item: unknown): unknown {
  const h = list(heap, "heapreplace");
  if (h.length === 0) raise(E.IndexError, "index out of range");
  return replaceTop(h, item);
}

function heappushpop(heap: unknown, item: unknown): unknown {
  const h = list(heap, "heappushpop");
  return h.length === 0 || !lt(h[0], item) ? item : replaceTop(h, item);
}

function heapify(heap: unknown): null {
  const h = list(heap, "heapify", "argument");
  for (let i = (h.length >> 1) - 1; i >= 0; i--) siftup(h, i);
  return null;
}

/** The items sorted by their keys (`keys[i]` is items[i]'s) with Python comparisons; stable. */
function sortedBy(items: unknown[], keys: unknown[], reverse: boolean): unknown[] {
  const keyed = items.map((v, i) => ({ k: keys[i], v, i }));
  keyed.sort((a, b) => (reverse ? (lt(b.k, a.k) ? -1 : lt(a.k, b.k) ? 1 : a.i - b.i) : lt(a.k, b.k) ? -1 : lt(b.k, a.k) ? 1 : a.i - b.i));
  return keyed.map((e) => e.v);
}

/** nlargest/nsmallest: sorted(...)[:n]; a key that calls a tool is awaited item by item, in order
 *  (heapq.py calls it once an item, in order, whichever path it takes), and the call answers a
 *  promise the emitted call awaits. */
function nBest(n: unknown, iterable: unknown, key: unknown, reverse: boolean): PyList | Promise<PyList> {
  const items = toArray(iterable);
  const count = Number(n);
  if (count <= 0) return new PyList([]);
  const best = (keys: unknown[]) => new PyList(sortedBy(items, keys, reverse).slice(0, count));
  if (key === null) return best(items);
  if (!isAsyncCallable(key)) return best(items.map((v) => callPy(key, [v])));
  return (async () => {
    const keys: unknown[] = [];
    for (const v of items) keys.push(await callPy(key, [v]));
    return best(keys);
  })();
}

const MergeType = new PyType("generator", [T.object]);

/** heapq.merge: lazily, always taking the first input's item on ties (stable). */
function* mergeGen(iterables: unknown[], key: unknown, reverse: boolean): Generator<unknown> {
  const its = iterables.map((x) => iter(x));
  const heads = its.map((it) => it.next());
  const keyOf = (h: unknown) => (h === STOP || key === null ? h : callCannotWait(key, [h], () => "heapq.merge(key=...) calls a tool, and the merge cannot wait for it; use sorted()"));
  const keys = heads.map(keyOf);
  for (;;) {
    let best = -1;
    for (let i = 0; i < its.length; i++) {
      if (heads[i] === STOP) continue;
      if (best < 0 || (reverse ? lt(keys[best], keys[i]) : lt(keys[i], keys[best]))) best = i;
    }
    if (best < 0) return;
    yield heads[best];
    heads[best] = its[best].next();
    keys[best] = keyOf(heads[best]);
  }
}

export function heapqModule(): PyModule {
  // The heap operations are _heapq's C functions (no __get__); nlargest, nsmallest and merge are
  // heapq.py's defs.
  const inC = {
    heappush: builtin("heappush", "heap, item, /", heappush),
    heappop: builtin("heappop", "heap, /", heappop),
    heapreplace: builtin("heapreplace", "heap, item, /", heapreplace),
    heappushpop: builtin("heappushpop", "heap, item, /", heappushpop),
    heapify: builtin("heapify", "heap, /", heapify),
  };
  markNoDescriptors(Object.values(inC));
  return new PyModule("heapq", {
    ...inC,
    nlargest: pyDef("nlargest", "n, iterable, key=None", (n: unknown, it: unknown, key: unknown) => nBest(n, it, key, true)),
    nsmallest: pyDef("nsmallest", "n, iterable, key=None", (n: unknown, it: unknown, key: unknown) => nBest(n, it, key, false)),
    merge: pyDef("merge", "*iterables, key=None, reverse=False", (its: unknown[], key: unknown, reverse: unknown) =>
      new JsIterator(mergeGen(its, key, truthy(reverse)), MergeType),
    ),
  });
}
