// What asyncio's locks, events and queues wait on: CPython's waiter futures in a deque, woken
// once (a wake after the waiter is done, or cancelled, does nothing).

/** A waiter future: `promise` settles when it is woken. */
export class Waiter {
  done = false;
  readonly promise: Promise<void>;
  private resolve!: () => void;
  constructor() {
    this.promise = new Promise((resolve) => (this.resolve = resolve));
  }

  wake(): boolean {
    if (this.done) return false;
    this.done = true;
    this.resolve();
    return true;
  }
}

/** CPython's _wakeup_next: the first waiter not done is taken off the queue and woken. */
export function wakeNext(waiters: Waiter[]): void {
  while (waiters.length > 0) if (waiters.shift()!.wake()) return;
}

export function dropWaiter(waiters: Waiter[], w: Waiter): void {
  const i = waiters.indexOf(w);
  if (i >= 0) waiters.splice(i, 1);
}

/** A promise with its settling functions. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve(v: T): void;
  reject(e: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  const d = {} as Deferred<T>;
  d.promise = new Promise<T>((resolve, reject) => {
    d.resolve = resolve;
    d.reject = reject;
  });
  return d;
}
