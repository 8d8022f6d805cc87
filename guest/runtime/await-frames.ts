// Tracebacks across `await`: after a function resumes, QuickJS's stack shows only the resumed
// function, so frames suspended in an `await` are missing from a raise's JS stack. Each `await`
// the transpiler emits goes through `awaitAt(x, fn, line)`; a rejection passing through it adds
// the awaiting frame to the raise unless the JS stack already holds it (a raise before any
// suspension). Costs nothing until something is rejected. Awaiting a coroutine starts it here;
// awaiting a task that is done gives its outcome at once.

import { PyBaseException, PyCoroutine, PyTask } from "../values/index.js";
import { raiseSites } from "./errors.js";
import type { ProgramMap } from "./traceback.js";

/** Where a promise is awaited: the frame its rejection passes. */
export interface AwaitSite {
  fn: number;
  line: number;
  map: ProgramMap;
}

/**
 * A promise that reports its rejection to the frame awaiting it itself (a tool call's,
 * guest/runtime/host-calls.ts): `site` is null until an `await` names it. Saves the `.then` (a
 * promise and a job) per awaited call.
 */
export interface SelfReporting {
  promise: Promise<unknown>;
  site: AwaitSite | null;
}

/**
 * The latest self-reporting promise made and not yet awaited: a tool call outside a gather is
 * awaited as soon as it is made (the transpiler's awaitAt around it), so its `await` names its
 * site here; any other promise takes the `.then`. Kept here, not as a property of the promise:
 * adding one to each promise cost ~0.5 us a call in QuickJS.
 */
let unawaited: SelfReporting | undefined;

/** `record`'s promise was just made: the next `await` of it names its site. */
export function awaitsSite(record: SelfReporting): void {
  unawaited = record;
}

/** `e`, about to reject `record`'s promise, passes the frame awaiting it. */
export function reportAwaitSite(record: SelfReporting, e: unknown): void {
  const site = record.site;
  if (site && e instanceof PyBaseException) passThrough(e, site.fn, site.line, site.map);
}

export function createAwaitAt(map: ProgramMap): (x: unknown, fn: number, line: number) => unknown {
  return (x, fn, line) => {
    if (!(x instanceof Promise)) {
      // A coroutine runs here, in the awaiting frame (a raise before it waits has this frame on its stack).
      if (x instanceof PyCoroutine) x = x.start();
      else if (x instanceof PyTask) x = x.awaited();
      if (!(x instanceof Promise)) return x;
    }
    // Awaited once (a second await of it takes the general path).
    if (unawaited !== undefined && x === unawaited.promise) {
      unawaited.site = { fn, line, map };
      unawaited = undefined;
      return x;
    }
    return x.then(undefined, (e: unknown) => {
      if (e instanceof PyBaseException) passThrough(e, fn, line, map);
      throw e;
    });
  };
}

/**
 * The rejection `e` reaches the `await` of `$f<fn>` at script `line`. Awaiting frames see it
 * innermost first, so they claim the JS stack's frames in order; once one is not there, it and
 * every outer one were suspended and are recorded.
 */
export function passThrough(e: PyBaseException, fn: number, line: number, map: ProgramMap): void {
  const sites = raiseSites(e);
  const site = sites[sites.length - 1];
  if (site.outer.length === 0) {
    const inner = map.frames(site.stack).reverse();
    for (let i = site.matched; i < inner.length; i++) {
      if (inner[i].fn === fn && inner[i].line === line) {
        site.matched = i + 1;
        return;
      }
    }
  }
  site.outer.push({ fn, line });
}
