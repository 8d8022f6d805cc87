// What a sandbox engine reads of a flow's kill or park request. An AbortSignal is one; a
// StopSwitch is one that costs next to nothing to make: Node makes an AbortController's signal
// (an EventTarget) on first read, ~22 us of a flow after an idle gap, and each listener added
// and removed through it ~30-50 us more (bench/experiments/warm-s13.md). Each flow's session and
// each worker flow made one or two that nothing but a kill or a park ever fires.

/** The part of an AbortSignal a sandbox engine uses. */
export interface StopSignal {
  readonly aborted: boolean;
  addEventListener(type: "abort", listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: "abort", listener: () => void): void;
}

/**
 * A StopSignal and its controller in one: `abort()` calls each listener once, in the order added,
 * as an AbortSignal's event does; a listener added after it is never called (an AbortSignal's
 * `abort` event fires once).
 */
export class StopSwitch implements StopSignal {
  aborted = false;
  private listeners: (() => void)[] | undefined;

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    const listeners = this.listeners;
    if (!listeners) return;
    for (const listener of [...listeners]) {
      // Removed by a listener before it: not called, as with an EventTarget.
      if (!listeners.includes(listener)) continue;
      try {
        listener();
      } catch (error) {
        // As an EventTarget does: a throwing listener neither stops the others nor the caller.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    this.listeners = undefined;
  }

  addEventListener(_type: "abort", listener: () => void): void {
    if (this.aborted) return;
    // An EventTarget adds a listener once however often it is added.
    if (this.listeners?.includes(listener)) return;
    (this.listeners ??= []).push(listener);
  }

  removeEventListener(_type: "abort", listener: () => void): void {
    const at = this.listeners?.indexOf(listener) ?? -1;
    if (at >= 0) this.listeners!.splice(at, 1);
  }
}

/** A StopSwitch that aborts when any of `signals` does (AbortSignal.any for StopSignals), and a function that stops it listening. */
export function anyStop(signals: readonly (StopSignal | undefined)[]): { stop: StopSwitch; release: () => void } {
  const stop = new StopSwitch();
  const onAbort = () => stop.abort();
  for (const signal of signals) {
    if (signal?.aborted) stop.abort();
    else signal?.addEventListener("abort", onAbort, { once: true });
  }
  return { stop, release: () => signals.forEach((signal) => signal?.removeEventListener("abort", onAbort)) };
}
