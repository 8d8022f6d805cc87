// A method compiled async (the transpiler's analysis, by name, found it may reach a method that
// calls a tool) returns a promise even when a call of it waited for nothing. Such a method reports
// the outcome its call reached without waiting (transpiler/emit-outcome.ts), so a caller that
// cannot wait (a builtin stepping an iterator, dict(), a sort) takes it from the object it got
// and refuses only a call that actually waited.

/** Calls of reporting methods entered so far, and the last one that finished (its number, and
 *  its value or its raise). Fields of one object: read on every special method's call. */
export const outcomes = { entered: 0, at: 0, threw: false, value: undefined as unknown };

/** A reporting method's entry: its call's number. */
export function syncEnter(): number {
  return ++outcomes.entered;
}

/** Call `n` returns `v`. */
export function syncReturn(n: number, v: unknown): unknown {
  outcomes.at = n;
  outcomes.threw = false;
  return (outcomes.value = v);
}

/** Call `n` raises `e`. */
export function syncThrow(n: number, e: unknown): unknown {
  outcomes.at = n;
  outcomes.threw = true;
  return (outcomes.value = e);
}

/**
 * `r`, the promise function `m` handed back when `outcomes.entered` was `mark`: what the call
 * reached without waiting (its value, or its raise thrown again), when `m` reports outcomes and
 * the call was the first it entered and finished; else `r` itself (it waited).
 */
export function settledOutcome(m: any, mark: number, r: Promise<unknown>): unknown {
  if (outcomes.at !== mark + 1 || m.$params?.syncOutcome !== true) return r;
  // Its rejection is the raise thrown here.
  r.catch(() => undefined);
  const v = outcomes.value;
  outcomes.value = undefined;
  if (outcomes.threw) throw v;
  return v;
}
