// The end of the host's turn of its event loop: the tool answers a flow's host has by then are
// handed to the guest together, as CPython resumes every task whose future completed in one
// iteration of its loop before the callbacks those tasks schedule (wasm/sandbox.ts).

/**
 * Runs `work` once the current task and its microtasks are done: Node's setImmediate runs after
 * every job queued now and the I/O callbacks of this poll, so answers that settle through
 * promise chains of any length (a tool's slot, approval, async handler) meet there. Browsers
 * have no setImmediate, and a 0 ms timer nested in timers waits 4 ms: a message to itself there.
 */
export const afterHostTurn: (work: () => void) => void =
  typeof setImmediate === "function" ? (work) => void setImmediate(work) : messageTask();

function messageTask(): (work: () => void) => void {
  const queued: (() => void)[] = [];
  // Made at first use: a browser's sandbox worker ends its turns through the page instead.
  let channel: MessageChannel | undefined;
  return (work) => {
    queued.push(work);
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => queued.shift()?.();
    }
    channel.port2.postMessage(undefined);
  };
}

/**
 * What arrives in one host turn, handed on together: at the turn's end, or as soon as everything
 * that could come has (a gather whose answers are all in pays no wait).
 */
export class TurnBatch<T> {
  private items: T[] | undefined;
  /** The turn ended while `mayHandOn` said no: the batch waits for `release`. */
  private held = false;

  /** `mayHandOn`: false while more items of the same turn may still come from elsewhere;
   *  `endOfTurn`: runs its work when the host's turn has ended. */
  constructor(
    private readonly handOn: (items: T[]) => void,
    private readonly mayHandOn: () => boolean = () => true,
    private readonly endOfTurn: (work: () => void) => void = afterHostTurn,
  ) {}

  /** Whether a batch is being collected. */
  get collecting(): boolean {
    return this.items !== undefined;
  }

  /** Adds `item` to this turn's batch; `outOf`: how many items there can be in all (this one's included). */
  add(item: T, outOf: number): void {
    let items = this.items;
    if (!items) {
      items = this.items = [];
      if (outOf > 1) {
        const batch = items;
        // Answers that cross together (one worker message) all come in this job's promise jobs:
        // the turn's end is asked for only if they have not, not once a batch for nothing.
        queueMicrotask(() => {
          if (this.items === batch && !this.held) this.endOfTurn(() => this.end(batch));
        });
      }
    }
    items.push(item);
    if (items.length >= outOf) this.end(items);
  }

  /** `mayHandOn` turned true: a held batch goes at the end of this turn. */
  release(): void {
    const items = this.items;
    if (!items || !this.held) return;
    this.held = false;
    this.endOfTurn(() => this.end(items));
  }

  private end(items: T[]): void {
    // Handed on already: every item it could hold came before the turn ended.
    if (this.items !== items || this.held) return;
    if (!this.mayHandOn()) {
      this.held = true;
      return;
    }
    this.items = undefined;
    this.handOn(items);
  }
}
