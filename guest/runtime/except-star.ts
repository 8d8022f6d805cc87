// `try ... except*` (PEP 654) as CPython 3.11 runs it: the caught exception (a naked one wrapped
// in a group first) is split by each clause in turn; a clause runs once with the part it matched;
// at the end what no clause matched, what clauses re-raised (`raise`) and what they raised anew
// are raised together (CPython's _PyExc_PrepReraiseStar).

import { E, PyBaseException, PyList, PyTuple, PyType, callPy, groupExceptions, isGroup, isSubtype, raise, splitGroup } from "../values/index.js";
import { copyRaiseSites } from "./errors.js";

export interface StarState {
  /** The caught exception, and whether it was naked (not a group) before wrapping. */
  orig: PyBaseException;
  naked: boolean;
  /** What no clause has matched yet. */
  rest: PyBaseException | null;
  /** The part each clause that ran was given. */
  matched: PyBaseException[];
  /** What the clauses raised, in order (a bare `raise` raises its clause's part again). */
  raised: PyBaseException[];
}

export function starBegin(e: PyBaseException): StarState {
  const naked = !isGroup(e);
  const rest = naked ? callPy(E.BaseExceptionGroup, ["", new PyTuple([e])]) : e;
  if (naked) copyRaiseSites(e, rest);
  return { orig: naked ? rest : e, naked, rest, matched: [], raised: [] };
}

function checkClause(types: any): PyType[] {
  const list = types instanceof PyTuple ? types.items : [types];
  for (const t of list) {
    if (!(t instanceof PyType && isSubtype(t, E.BaseException))) raise(E.TypeError, "catching classes that do not inherit from BaseException is not allowed");
    if (isSubtype(t, E.BaseExceptionGroup)) raise(E.TypeError, "catching ExceptionGroup with except* is not allowed. Use except instead.");
  }
  return list;
}

/** The part of what is left that `except* types` matches (taken out of it), or null. */
export function starMatch(s: StarState, types: any): PyBaseException | null {
  const list = checkClause(types);
  if (s.rest === null) return null;
  const matches = (e: PyBaseException) => list.some((t) => isSubtype(e.type, t));
  // A naked exception is not split: its clause gets the group that wraps it.
  const [m, r] = s.naked ? (matches(groupExceptions(s.rest)[0]) ? [s.rest, null] : [null, s.rest]) : splitGroup(s.rest, matches);
  s.rest = r;
  if (m === null) return null;
  if (m !== s.orig) copyRaiseSites(s.orig, m);
  s.matched.push(m);
  return m;
}

export function starRaised(s: StarState, x: PyBaseException): void {
  s.raised.push(x);
}

function leaves(e: PyBaseException, out: Set<PyBaseException>): Set<PyBaseException> {
  if (isGroup(e)) for (const sub of groupExceptions(e)) leaves(sub, out);
  else out.add(e);
  return out;
}

/** After the clauses: returns when everything was handled, else throws what remains. */
export function starEnd(s: StarState): void {
  const reraised = s.raised.filter((x) => s.matched.includes(x));
  const fresh = s.raised.filter((x) => !s.matched.includes(x));
  const keep = new Set<PyBaseException>();
  if (s.rest !== null) leaves(s.rest, keep);
  for (const x of reraised) leaves(x, keep);
  if (keep.size === 0 && fresh.length === 0) return;
  if (s.naked) {
    // One clause at most ran: its new exception, else the re-raised group, else the naked one.
    if (fresh.length) throw fresh[0];
    throw reraised.length ? reraised[0] : groupExceptions(s.orig)[0];
  }
  const kept = keep.size ? splitGroup(s.orig, (e) => keep.has(e))[0] : null;
  // A part of the caught group keeps its traceback, as derive() copies __traceback__.
  if (kept !== null && kept !== s.orig) copyRaiseSites(s.orig, kept);
  const result = kept ? [...fresh, kept] : fresh;
  throw result.length === 1 ? result[0] : callPy(E.BaseExceptionGroup, ["", new PyList(result)]);
}
