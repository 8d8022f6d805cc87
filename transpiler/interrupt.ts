// Stopping a transpile from outside: the flow's deadline or kill (TranspileOptions.interrupt).
// The tokenizer, parser, subset check and emitter pass an interrupt point per token, statement or
// node; every POLL_EVERY points the caller's `interrupt` is asked, and TranspileInterrupted thrown
// when it says stop. Module state, as transpile is synchronous and never re-entered.

export class TranspileInterrupted extends Error {
  override name = "TranspileInterrupted";
}

/** A point costs a decrement; asking (a clock read, a shared flag) happens this rarely. */
const POLL_EVERY = 1024;

let interrupt: (() => boolean) | undefined;
let countdown = POLL_EVERY;

export function interruptPoint(): void {
  if (interrupt === undefined || --countdown > 0) return;
  countdown = POLL_EVERY;
  if (interrupt()) throw new TranspileInterrupted("the transpile was interrupted");
}

/** Runs `work` with `poll` asked at its interrupt points. */
export function interruptible<T>(poll: (() => boolean) | undefined, work: () => T): T {
  const outer = interrupt;
  interrupt = poll;
  countdown = POLL_EVERY;
  try {
    return work();
  } finally {
    interrupt = outer;
  }
}
