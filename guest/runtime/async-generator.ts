// A generator expression that awaits (its element calls a tool), compiled as a JS async
// generator so that it stays lazy. Only the `for` statement it is written in consumes it (the
// transpiler emits it nowhere else), and that loop awaits each step.
import { PyIterator, STOP, T } from "../values/index.js";

export class AsyncGenIterator extends PyIterator {
  private done = false;
  constructor(private readonly gen: AsyncGenerator<any, void, undefined>) {
    super(T.generator);
  }

  /** A promise of the next value, or of STOP once exhausted. */
  next(): Promise<any> {
    if (this.done) return Promise.resolve(STOP);
    return this.gen.next().then((r) => {
      if (!r.done) return r.value;
      this.done = true;
      return STOP;
    });
  }
}

export const makeAsyncIterator = (gen: AsyncGenerator<any, void, undefined>) => new AsyncGenIterator(gen);
