// `list(zip(a, b))`, `list(enumerate(a))` and `dict(zip(a, b))` of the unrebound builtins, as the
// transpiler emits them (transpiler/emit-call.ts): from lists and tuples the pairs are made
// directly, with no zip or enumerate iterator and no step through one; anything else goes
// through the builtins themselves, as the general call would.
import { PyDict, PyList, PyTuple, T, SEQ } from "../values/index.js";

const isSeq = (x: any): x is PyList | PyTuple => x?.$seq === SEQ;

export function zipList(a: unknown, b: unknown): unknown {
  if (!isSeq(a) || !isSeq(b)) return T.list.caller!(T.zip.caller!(a, b));
  const n = Math.min(a.items.length, b.items.length);
  const out = new Array(n);
  for (let i = 0; i < n; i++) out[i] = new PyTuple([a.items[i], b.items[i]]);
  return new PyList(out);
}

export function enumerateList(a: unknown): unknown {
  if (!isSeq(a)) return T.list.caller!(T.enumerate.caller!(a));
  const n = a.items.length;
  const out = new Array(n);
  for (let i = 0; i < n; i++) out[i] = new PyTuple([i, a.items[i]]);
  return new PyList(out);
}

export function zipDict(a: unknown, b: unknown): unknown {
  if (!isSeq(a) || !isSeq(b)) return T.dict.caller!(T.zip.caller!(a, b));
  const d = new PyDict();
  // A key's __hash__ or __eq__ may change either list: the lengths are read at each step, as
  // zip's list iterators read them.
  for (let i = 0; i < a.items.length && i < b.items.length; i++) d.set(a.items[i], b.items[i]);
  return d;
}
