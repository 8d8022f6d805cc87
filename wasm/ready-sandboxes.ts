// Sandboxes loaded ahead of need: a flow takes one that is ready (or loading) instead of restoring
// its own on its critical path. Refilled after each flow, one load at a time, each a task after
// the last (so a flow starting meanwhile, or an instance given back in an earlier task, goes
// first), up to a size the host sets; every sandbox serves exactly one flow. A setup change drops them.

/**
 * Runs `work` in a task of its own, after the tasks queued before it: Node's setImmediate, which
 * runs as soon as the thread has nothing else to do. A timer of 0 ms waits at least 1 ms: a flow
 * arriving right after another waited that long, idle, for the sandbox it took
 * (bench/experiments/back-to-back-s11.md). Browsers have no setImmediate: a timer there.
 */
export const backgroundTask: (work: () => void) => void =
  typeof setImmediate === "function" ? (work) => void setImmediate(work) : (work) => void setTimeout(work, 0);

/** Sandboxes kept ready per thread unless the host sets another count: each holds a few MiB of
 * touched pages, in every worker of a pool, so more is the host's choice (a 200-flow pool of 8 workers
 * held 40 MiB more with 2). */
export const DEFAULT_READY_SANDBOXES = 1;

export class ReadySandboxes<Setup, Item> {
  private setup: Setup | undefined;
  /** Loaded or loading, oldest first; a flow that arrives while one loads takes that one. */
  private ready: Promise<Item>[] = [];
  /** Settles when the latest load has: the next starts a task after it. */
  private tail: Promise<unknown> = Promise.resolve();
  private size = DEFAULT_READY_SANDBOXES;

  constructor(
    private readonly same: (a: Setup, b: Setup) => boolean,
    private readonly load: (setup: Setup) => Promise<Item>,
    private readonly drop: (item: Item) => void,
  ) {}

  /** How many to keep ready (at least 1: the next flow's). */
  resize(size: number): void {
    this.size = Math.max(1, Math.floor(size));
    for (const extra of this.ready.splice(this.size)) this.dropLater(extra);
  }

  /** A ready (or loading) sandbox for this setup, or undefined when none is. */
  take(setup: Setup): Promise<Item> | undefined {
    return this.setup !== undefined && this.same(this.setup, setup) ? this.ready.shift() : undefined;
  }

  /** Queues loads for this setup, one at a time in the background, until `size` are ready. */
  fill(setup: Setup): void {
    if (this.setup === undefined || !this.same(this.setup, setup)) {
      for (const old of this.ready.splice(0)) this.dropLater(old);
      this.setup = setup;
    }
    while (this.ready.length < this.size) {
      const loading = this.tail.then(() => new Promise<void>((resolve) => backgroundTask(resolve))).then(() => this.load(setup));
      this.tail = loading.catch(() => undefined);
      // A load failure surfaces when the sandbox is taken; nothing is lost if it never is.
      loading.catch(() => {
        const at = this.ready.indexOf(loading);
        if (at >= 0) this.ready.splice(at, 1);
      });
      this.ready.push(loading);
    }
  }

  private dropLater(item: Promise<Item>): void {
    void item.then((loaded) => this.drop(loaded), () => undefined);
  }
}
