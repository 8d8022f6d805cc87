// A builtin method's body called with self and a fixed number of positional arguments, the
// missing trailing ones filled with their defaults: what `$method` does for a simple signature,
// without the arguments array. Used by the emitted method-call fast path (guest/runtime/method-calls.ts).

/** `self` (never an async iterator) and up to two arguments; extra ones are ignored. */
export type FixedCall = (self: any, a?: any, b?: any) => any;

/** On an error, the builtin's own recovery (a drained async iterator retried) with the same arguments. */
export type Recover = (error: unknown, args: any[]) => any;

/**
 * `np`: the body's positional parameter count (self included); `n`: the arguments given (self
 * included, at least one); `d`: the defaults by position. Null when np is beyond the cases here.
 */
export function fixedCall(body: (...args: any[]) => any, np: number, n: number, d: any[], recover: Recover): FixedCall | null {
  const d1 = d[1];
  const d2 = d[2];
  switch (np) {
    case 1:
      // Nothing to recover: the receiver (a str, list or dict) is never a lazy async iterator.
      return body;
    case 2:
      return (self, a) => {
        const x = n > 1 ? a : d1;
        try {
          return body(self, x);
        } catch (error) {
          return recover(error, [self, x]);
        }
      };
    case 3:
      return (self, a, b) => {
        const x = n > 1 ? a : d1;
        const y = n > 2 ? b : d2;
        try {
          return body(self, x, y);
        } catch (error) {
          return recover(error, [self, x, y]);
        }
      };
    case 4: {
      // At most two arguments are given: the last parameter always takes its default.
      const d3 = d[3];
      return (self, a, b) => {
        const x = n > 1 ? a : d1;
        const y = n > 2 ? b : d2;
        try {
          return body(self, x, y, d3);
        } catch (error) {
          return recover(error, [self, x, y, d3]);
        }
      };
    }
    default:
      return null;
  }
}

/** What leanCalls changes: a builtin's fixed calls (PyFunction's `$fixed`). */
interface HasFixedCalls {
  $fixed?: (arity: number) => FixedCall | null;
}

/**
 * Gives `fn`'s method-call sites (guest/runtime/method-calls.ts) the calls `lean` holds by
 * argument count in place of the fixed call made for any builtin: its commonest calls without
 * the layers in between (the defaults filled in and tested again, the recovery, the builtin's own
 * arrow; ~0.1 us each in QuickJS). Each must do what the builtin does with those arguments, which
 * must never be an async iterator (nothing to recover).
 */
export function leanCalls(fn: HasFixedCalls, lean: Readonly<Partial<Record<number, FixedCall>>>): void {
  const general = fn.$fixed;
  fn.$fixed = (arity) => lean[arity] ?? general?.(arity) ?? null;
}
