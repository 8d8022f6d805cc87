// Sandboxes loaded ahead of need: a flow takes one that is ready instead of restoring its own on
// its critical path. Refilled in the background after each take, one load per macrotask (so a
// flow starting meanwhile, or an instance given back on a timer, goes first), up to a size the
// host sets; every sandbox serves exactly one flow. A setup change drops the ready ones.

/** Sandboxes kept ready per thread unless the host sets another count: each holds a few MiB of
 * touched pages, in every worker of a pool, so more is the host's choice (a 200-flow pool of 8 workers
 * held 40 MiB more with 2). */
export const DEFAULT_READY_SANDBOXES = 1;

export class ReadySandboxes<Setup, Item> {
  private setup: Setup | undefined;
  private ready: Promise<Item>[] = [];
  private filling = false;
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

  /** Loads sandboxes for this setup in the background until `size` are ready. */
  fill(setup: Setup): void {
    if (this.setup === undefined || !this.same(this.setup, setup)) {
      for (const old of this.ready.splice(0)) this.dropLater(old);
      this.setup = setup;
    }
    if (this.filling) return;
    this.filling = true;
    const next = (): void => {
      if (this.setup === undefined || !this.same(this.setup, setup) || this.ready.length >= this.size) {
        this.filling = false;
        return;
      }
      const loading = this.load(setup);
      this.ready.push(loading);
      // A load failure surfaces when the sandbox is taken; nothing is lost if it never is.
      loading.then(
        () => setTimeout(next, 0),
        () => {
          const at = this.ready.indexOf(loading);
          if (at >= 0) this.ready.splice(at, 1);
          this.filling = false;
        },
      );
    };
    setTimeout(next, 0);
  }

  private dropLater(item: Promise<Item>): void {
    void item.then((loaded) => this.drop(loaded), () => undefined);
  }
}
