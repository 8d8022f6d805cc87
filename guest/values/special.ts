// Special methods ("dunders") of classes a script defines: found on the value's type, as CPython
// looks them up (never on the instance), and called with the value first. A special method that
// calls a tool returns a promise: only operations the transpiler marked as able to wait
// (`accepting`) take it, by running again once it settles; every other caller raises a
// TypeError that says so.
import { E, raise } from "./exceptions.js";
import { PyIterator } from "./iterator.js";
import { PyTuple } from "./tuple.js";
import { typeOf, type PyType } from "./type.js";
import { callPy, callWithSelf } from "./callable.js";
import { bindDescriptor } from "./descriptors.js";
import { outcomes, settledOutcome } from "./sync-outcome.js";

/** The method `name` a script's class defines (or inherits from another such class) for `x`'s
 *  type; undefined for builtin types and for object's defaults. */
export function specialMethod(x: any, name: string): any {
  const t = typeOf(x);
  return t.user ? typeSpecial(t, name) : undefined;
}

/** Special method `name` as CPython's special lookup finds it for `x` (the `with` statement's
 *  `__enter__`, `__exit__`, `__aenter__`, `__aexit__`): on `x`'s type only, builtin or the
 *  script's (so a class's own classmethods or a function's attributes do not count), bound to `x`;
 *  undefined when the type has none. */
export function boundSpecial(x: any, name: string): any {
  const t = typeOf(x);
  const m = t.lookupCached(name);
  if (m === undefined || m === null) return m;
  return t.user ? bindScripted(m, x, t) : bindDescriptor(m, x, t);
}

/** What reading class attribute `v` through `self` (an instance, or null through the class) of
 *  `owner`, a class holding a descriptor the script wrote, gives: `type(v).__get__(v, self,
 *  owner)` (self None through the class), else bindDescriptor's answer. */
export function bindScripted(v: any, self: any, owner: PyType): any {
  const get = specialMethod(v, "__get__");
  return get === undefined ? bindDescriptor(v, self, owner) : callPy(get, [v, self, owner]);
}

/** `name` along `t`'s MRO unless it is one of object's own defaults; null when set to None. */
export function typeSpecial(t: PyType, name: string): any {
  const m = t.lookupCached(name);
  return m === undefined || (m !== null && m.$objectDefault === true) ? undefined : m;
}

/**
 * An operation the script wrote in code that can wait (`accepting`): the results of the special
 * methods it has called so far, in order. When one of them hands back a promise (it calls a
 * tool), the operation is abandoned, the promise awaited, and the operation run again from the
 * start with the same arguments: the methods it had called answer from this log instead of
 * running again, so each runs once, in CPython's order, and the operation can take the new
 * answer. The builtins and operators these wrap call no other script code than special methods.
 */
interface Replay {
  log: ({ ok: true; v: any } | { ok: false; e: unknown })[];
  pos: number;
  /** A special method handed out an iterator, which a second run would find partly consumed. */
  stateful: boolean;
}

let replay: Replay | null = null;

/** Thrown through the operation when a special method returned a promise. */
class Suspend {
  constructor(
    readonly promise: Promise<any>,
    readonly refusal: () => never,
  ) {}
}

/** Calls special method `m` on `self`: inside `accepting`, logged (or answered from the log). */
export function callSpecial(m: any, self: any, args: any[], name: string): any {
  const state = replay;
  if (state !== null && state.pos < state.log.length) {
    const o = state.log[state.pos++];
    if (o.ok) return o.v;
    throw o.e;
  }
  // The method's own operations are not part of this one.
  replay = null;
  const mark = outcomes.entered;
  let r: any;
  try {
    r = typeof m === "function" ? callWithSelf(m, self, args) : notCallable(m);
    // A method compiled async whose call waited for nothing: its outcome, as a plain method's.
    if (r instanceof Promise) r = settledOutcome(m, mark, r);
  } catch (e) {
    if (state !== null) state.log.push({ ok: false, e }), state.pos++;
    throw e;
  } finally {
    replay = state;
  }
  if (r instanceof Promise) {
    // Made only here: a closure at every call costs ~0.25 us in QuickJS.
    const refusal = () => raise(E.TypeError, `${typeOf(self).name}.${name}() calls a tool, and this operation cannot wait for it; call the method directly`);
    r.catch(() => undefined);
    if (state === null) refusal();
    throw new Suspend(r, refusal);
  }
  if (state !== null) {
    if (r instanceof PyIterator) state.stateful = true;
    state.log.push({ ok: true, v: r });
    state.pos++;
  }
  return r;
}

/** `f()` apart from any operation's replay: the start of an iterator's step that its consumer
 *  awaits (awaiting-instance-iterator.ts, itertools' awaiting stages), whose special methods no
 *  replay must answer or log, nor suspend (the step waits for them itself). */
export function unreplayed<T>(f: () => T): T {
  const state = replay;
  replay = null;
  try {
    return f();
  } finally {
    replay = state;
  }
}

/** Calls special method `m` on `self` apart from any operation's replay (unreplayed). */
export function callUnreplayed(m: any, self: any, args: any[]): any {
  return unreplayed(() => (typeof m === "function" ? callWithSelf(m, self, args) : notCallable(m)));
}

function notCallable(m: any): never {
  return raise(E.TypeError, `'${typeOf(m).name}' object is not callable`);
}

/** Inside an operation that can wait (`accepting`): a special method may suspend it. */
export function replaying(): boolean {
  return replay !== null;
}

/** `e` is a suspension of such an operation, which will run again from its start. */
export function isSuspend(e: unknown): boolean {
  return e instanceof Suspend;
}

/** An iterator among the arguments: a second run would find it partly consumed. */
function holdsIterator(args: any[]): boolean {
  return args.some((a) => a instanceof PyIterator || (a instanceof PyTuple && a.items.some((x) => x instanceof PyIterator)) || (Array.isArray(a) && holdsIterator(a)));
}

/** `op(...args)` for an operator, attribute read or builtin call the script wrote in code that
 *  awaits its value (transpiler/emit-expr.ts): its value, or a promise of it when a special
 *  method it runs calls a tool (see Replay). */
export function accepting(op: (...args: any[]) => any, ...args: any[]): any {
  const saved = replay;
  const state: Replay = { log: [], pos: 0, stateful: false };
  replay = state;
  try {
    return op(...args);
  } catch (e) {
    if (e instanceof Suspend) return resumed(op, args, state, e);
    throw e;
  } finally {
    replay = saved;
  }
}

/** One step of a `for` loop's iterator (through `accepting`: its `__next__` may call a tool). */
export function iterStep(it: PyIterator): any {
  return it.next();
}

async function resumed(op: (...args: any[]) => any, args: any[], state: Replay, suspended: Suspend): Promise<any> {
  for (;;) {
    // A step suspends in its first special method, before the iterator moved.
    if (state.stateful || (op !== iterStep && holdsIterator(args))) suspended.refusal();
    try {
      state.log.push({ ok: true, v: await suspended.promise });
    } catch (e) {
      state.log.push({ ok: false, e });
    }
    state.pos = 0;
    const saved = replay;
    replay = state;
    try {
      return op(...args);
    } catch (e) {
      if (!(e instanceof Suspend)) throw e;
      suspended = e;
    } finally {
      replay = saved;
    }
  }
}
