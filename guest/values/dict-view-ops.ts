// The set operators of dict keys and items views, as dictobject.c's dictviews_or, dictviews_sub,
// dictviews_xor and _PyDictView_Intersect give them: a new set, the other operand any iterable,
// and the operands in their own order (CPython calls the view's slot with the view on either
// side). An items view's members are found by key and compared by value, so `&` and the
// comparisons need no hash of a value (`{"tags": [...]}.items() & {...}` works).
import { PyDictView } from "./dict.js";
import { PySet } from "./set.js";
import { PyTuple } from "./tuple.js";
import { eq, inSetLike, isSetView, viewContains } from "./compare.js";
import { setDifferenceUpdate, setFrom, setIntersection, setSymmetricDifferenceUpdate, setUpdate } from "./set-algebra.js";
import { toArray } from "./iterate.js";

export type SetOpName = "BitOr" | "BitAnd" | "Sub" | "BitXor";
export const isSetOpName = (op: string): op is SetOpName => op === "BitOr" || op === "BitAnd" || op === "Sub" || op === "BitXor";

/** `a <op> b` for |, &, - and ^ where `a` or `b` is a keys or items view. */
export function viewSetOp(op: SetOpName, a: any, b: any): PySet {
  const r = op === "BitAnd" ? null : toSet(a);
  switch (op) {
    case "BitOr":
      setUpdate(r!, b);
      return r!;
    case "Sub":
      setDifferenceUpdate(r!, b);
      return r!;
    case "BitXor":
      if (a instanceof PyDictView && a.kind === "items" && b instanceof PyDictView && b.kind === "items") return itemsXor(a, b);
      setSymmetricDifferenceUpdate(r!, b);
      return r!;
    default:
      return intersect(a, b);
  }
}

/** dictviews_to_set: a keys view takes its dict's keys (PySet_New's fast path); anything else is iterated. */
const toSet = (x: any): PySet => setFrom(x instanceof PyDictView && x.kind === "keys" ? x.dict : x, false);

/** _PyDictView_Intersect: a set at least as large as the view answers set.intersection(view);
 *  else the smaller operand is walked and its members of the other kept. */
function intersect(a: any, b: any): PySet {
  let [view, other] = isSetView(a) ? [a, b] : [b as PyDictView, a];
  if (other instanceof PySet && !other.frozen && view.dict.size <= other.size) return setIntersection(other, view);
  if (isSetView(other) && other.dict.size > view.dict.size) [view, other] = [other, view];
  const r = new PySet();
  for (const x of toArray(other)) if (viewContains(view, x)) r.add(x);
  return r;
}

/** dictitems_xor: b's items not equal in a, then a's items b left alone. */
function itemsXor(a: PyDictView, b: PyDictView): PySet {
  const rest = a.dict.copy();
  const r = new PySet();
  for (const [key, value] of Array.from(b.dict.entries())) {
    const e = rest.entry(key);
    if (e !== undefined && (e.v === value || eq(e.v, value))) rest.delete(key);
    else r.add(new PyTuple([key, value]));
  }
  setUpdate(r, new PyDictView(rest, "items"));
  return r;
}

/** dictviews_isdisjoint: the smaller of two set-like operands is walked, else `other`. */
export function viewIsDisjoint(view: PyDictView, other: any): boolean {
  if (view === other) return view.dict.size === 0;
  let [within, walked]: [PySet | PyDictView, any] = [view, other];
  const otherSize = other instanceof PySet ? other.size : isSetView(other) ? other.dict.size : -1;
  if (otherSize > view.dict.size) [within, walked] = [other, view];
  for (const x of toArray(walked)) if (inSetLike(within, x)) return false;
  return true;
}
