// The flow's clock: the time the flow has slept. time.sleep() moves it at once; asyncio's sleeps
// and timeouts are timers on it. Tool calls take no time on it (as in a replay), so nothing waits
// for the wall clock: when the flow has nothing to run and no tool call in flight, the host asks
// the guest to advance it to the next timer (advanceClock, the WIT `advance-clock` export).

import { PyFloat } from "./float.js";
import { isInt } from "./int.js";

/** A number of seconds (an int, bool or float argument) as a double; undefined for anything
 *  else, which each caller refuses with its own CPython message. */
export function secondsOf(x: unknown): number | undefined {
  if (x instanceof PyFloat) return x.v;
  return isInt(x) || typeof x === "boolean" ? Number(x) : undefined;
}

/** Nanoseconds slept so far this flow (time.monotonic(), asyncio's loop.time()). */
export const flowClock = { ns: 0n };

/** A timer waiting for the clock to reach `when`. */
export interface Timer {
  readonly when: bigint;
  readonly seq: number;
  readonly fire: () => void;
}

/** Pending timers by deadline, ties in the order they were set (CPython's heap of TimerHandles). */
let timers: Timer[] = [];
let timerSeq = 0;

function before(a: Timer, b: Timer): boolean {
  return a.when < b.when || (a.when === b.when && a.seq < b.seq);
}

/** A timer that fires `fire` once the clock reaches `when` (ns). */
export function addTimer(when: bigint, fire: () => void): Timer {
  const t: Timer = { when, seq: ++timerSeq, fire };
  let lo = 0;
  let hi = timers.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (before(timers[mid], t)) lo = mid + 1;
    else hi = mid;
  }
  timers.splice(lo, 0, t);
  return t;
}

export function cancelTimer(t: Timer): void {
  const i = timers.indexOf(t);
  if (i >= 0) timers.splice(i, 1);
}

/** Seconds as whole nanoseconds; null past what a double of nanoseconds holds (1e300 seconds:
 *  a timer at it never fires, as CPython's real one would not). */
export function secondsToNs(seconds: number): bigint | null {
  const ns = Math.round(seconds * 1e9);
  return Number.isFinite(ns) ? BigInt(ns) : null;
}

/** The clock `delay` seconds from now, in nanoseconds (null: never). */
export function deadlineAfter(delay: number): bigint | null {
  const ns = secondsToNs(delay);
  return ns === null ? null : flowClock.ns + ns;
}

/**
 * The flow waits on nothing but its timers: the clock moves to the earliest, and every timer due
 * by then fires in deadline order. False when there is none (nothing can wake the flow).
 */
export function advanceClock(): boolean {
  if (timers.length === 0) return false;
  if (timers[0].when > flowClock.ns) flowClock.ns = timers[0].when;
  let n = 0;
  while (n < timers.length && timers[n].when <= flowClock.ns) n++;
  const due = timers.slice(0, n);
  timers = timers.slice(n);
  for (const t of due) t.fire();
  return true;
}

/** A run starts with no timers (a context that ran an earlier flow may hold that flow's). */
export function dropTimers(): void {
  timers = [];
}
