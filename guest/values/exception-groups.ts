// BaseExceptionGroup and ExceptionGroup (PEP 654): construction with CPython's checks (a
// BaseExceptionGroup of Exceptions is an ExceptionGroup), `message`, `exceptions`, `derive`,
// `subgroup` and `split` by a type, a tuple of types or a predicate, and `add_note`/`__notes__`
// on every exception. except* (guest/runtime/except-star.ts) splits groups with `splitGroup`.
import { builtin, callPy, defineMethods, defineProperties, findAttr } from "./callable.js";
import { E, PyBaseException, newException, raise } from "./exceptions.js";
import { PyList } from "./list.js";
import { truthy } from "./protocol.js";
import { PyTuple } from "./tuple.js";
import { PyType, isSubtype, typeName } from "./type.js";

export const isGroup = (e: unknown): e is PyBaseException => e instanceof PyBaseException && isSubtype(e.type, E.BaseExceptionGroup);

/** The sub-exceptions of a group, as stored at construction. */
export function groupExceptions(e: PyBaseException): PyBaseException[] {
  return (e.attrs.exceptions as PyTuple).items;
}

function makeGroup(type: PyType, pos: any[], kw?: Record<string, any>): PyBaseException {
  const cls = type === E.ExceptionGroup ? "ExceptionGroup" : "BaseExceptionGroup";
  if (kw && Object.keys(kw).length) raise(E.TypeError, `${cls}() takes no keyword arguments`);
  if (pos.length !== 2) raise(E.TypeError, `BaseExceptionGroup.__new__() takes exactly 2 arguments (${pos.length} given)`);
  const [message, excs] = pos;
  if (typeof message !== "string") raise(E.TypeError, `BaseExceptionGroup.__new__() argument 1 must be str, not ${typeName(message)}`);
  if (!(excs instanceof PyList || excs instanceof PyTuple)) raise(E.TypeError, "second argument (exceptions) must be a sequence");
  const items = excs.items.slice();
  if (items.length === 0) raise(E.ValueError, "second argument (exceptions) must be a non-empty sequence");
  items.forEach((x, i) => {
    if (!(x instanceof PyBaseException)) raise(E.ValueError, `Item ${i} of second argument (exceptions) is not an exception`);
  });
  const allExceptions = items.every((x: PyBaseException) => isSubtype(x.type, E.Exception));
  let t = type;
  if (type === E.BaseExceptionGroup && allExceptions) t = E.ExceptionGroup;
  else if (isSubtype(type, E.Exception) && !allExceptions) raise(E.TypeError, "Cannot nest BaseExceptions in an ExceptionGroup");
  const e = newException(t, [message, excs]);
  e.attrs.message = message;
  e.attrs.exceptions = new PyTuple(items);
  return e;
}

E.BaseExceptionGroup.construct = (pos, kw) => makeGroup(E.BaseExceptionGroup, pos, kw);
E.ExceptionGroup.construct = (pos, kw) => makeGroup(E.ExceptionGroup, pos, kw);

/** `derive(excs)` of a builtin group: the same message, its cause, context and notes copied. */
function derive(g: PyBaseException, excs: PyBaseException[]): PyBaseException {
  const d = makeGroup(E.BaseExceptionGroup, [g.attrs.message, new PyList(excs)]);
  d.cause = g.cause;
  d.context = g.context;
  d.suppressContext = g.suppressContext;
  if (g.attrs.__notes__ !== undefined) d.attrs.__notes__ = g.attrs.__notes__;
  return d;
}

/** A split condition: an exception type, a tuple of them, or a predicate called with each exception. */
export type Matcher = (e: PyBaseException) => boolean;

export function matcherOf(cond: any): Matcher {
  const isExcType = (t: any) => t instanceof PyType && isSubtype(t, E.BaseException);
  if (isExcType(cond)) return (e) => isSubtype(e.type, cond);
  if (cond instanceof PyTuple && cond.items.every(isExcType)) return (e) => cond.items.some((t: PyType) => isSubtype(e.type, t));
  if (typeof cond === "function") return (e) => truthy(callPy(cond, [e]));
  return raise(E.TypeError, "expected a function, exception type or tuple of exception types");
}

/** (matching part, rest) of `e`, each null when empty; a group wholly on one side is itself. */
export function splitGroup(e: PyBaseException, match: Matcher): [PyBaseException | null, PyBaseException | null] {
  if (match(e)) return [e, null];
  if (!isGroup(e)) return [null, e];
  const yes: PyBaseException[] = [];
  const no: PyBaseException[] = [];
  for (const sub of groupExceptions(e)) {
    const [m, r] = splitGroup(sub, match);
    if (m) yes.push(m);
    if (r) no.push(r);
  }
  return [yes.length ? derive(e, yes) : null, no.length ? derive(e, no) : null];
}

function groupSelf(self: any, method: string): PyBaseException {
  if (isGroup(self)) return self;
  return raise(E.TypeError, `descriptor '${method}' for 'BaseExceptionGroup' objects doesn't apply to a '${typeName(self)}' object`);
}

defineMethods(E.BaseExceptionGroup, {
  subgroup: builtin("BaseExceptionGroup.subgroup", "self, condition, /", (self, cond) => splitGroup(groupSelf(self, "subgroup"), matcherOf(cond))[0]),
  split: builtin("BaseExceptionGroup.split", "self, condition, /", (self, cond) => new PyTuple(splitGroup(groupSelf(self, "split"), matcherOf(cond)))),
  derive: builtin("BaseExceptionGroup.derive", "self, excs, /", (self, excs) => makeGroup(E.BaseExceptionGroup, [groupSelf(self, "derive").attrs.message, excs])),
});

defineMethods(E.BaseException, {
  add_note: builtin("BaseException.add_note", "self, note, /", (self: PyBaseException, note: any) => {
    if (typeof note !== "string") raise(E.TypeError, `note must be a str, not '${typeName(note)}'`);
    // Read as getattr reads it (a class's __getattr__ may answer), as CPython's add_note does.
    const notes = findAttr(self, "__notes__") ?? (self.attrs.__notes__ = new PyList([]));
    if (!(notes instanceof PyList)) raise(E.TypeError, "Cannot add note: __notes__ is not a list");
    notes.items.push(note);
    return null;
  }),
});

defineProperties(E.BaseException, {
  __cause__: (e: PyBaseException) => e.cause,
  __context__: (e: PyBaseException) => e.context,
  __suppress_context__: (e: PyBaseException) => e.suppressContext,
});
