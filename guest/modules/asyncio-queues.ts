// asyncio.Queue as CPython 3.11's asyncio/queues.py runs it: get() and put() wait (FIFO) while
// the queue is empty or full, each woken by the put or get that makes room and checking again as
// it takes its turn (in wake-up order); task_done() and join() count the items not yet processed; QueueEmpty, QueueFull.
// PriorityQueue (a heap, lowest first) and LifoQueue (a stack) store and take items their way.
import {
  E, PyCoroutine, PyList, PyType, T, builtin, callPy, cancellable, cancelledError, defineMethods, fakeAddress, newExceptionType, raise,
  repr, richCompareBool, setClassGetItem, subscriptArgs, typeName, GenericAlias,
} from "../values/index.js";
import { Event } from "./asyncio-event.js";
import { heapPop, heapPush } from "./heapq.js";
import { Waiter, deferred, dropWaiter, wakeNext } from "./asyncio-waiters.js";

export const QueueEmpty = newExceptionType("QueueEmpty", [E.Exception], "asyncio.queues");
export const QueueFull = newExceptionType("QueueFull", [E.Exception], "asyncio.queues");

const QueueType = new PyType("Queue", [T.object], "asyncio.queues");
const PriorityQueueType = new PyType("PriorityQueue", [QueueType], "asyncio.queues");
const LifoQueueType = new PyType("LifoQueue", [QueueType], "asyncio.queues");

const nextJob = (): void => undefined;

/**
 * The order a queue's woken get() and put() calls take their turns. CPython's woken task takes
 * its item as it resumes, in the order the tasks were woken. Here a turn is a promise job and the
 * code awaiting it resumes two jobs later; so a turn waits until the code the turn before it woke
 * has resumed (and maybe taken the item itself), and otherwise comes at once. One per queue: a
 * flow that ends while a turn is in progress leaves no state behind for the next flow.
 */
class Turns {
  private readonly waiting: (() => void)[] = [];
  private running = false;

  take(turn: () => void): void {
    this.waiting.push(turn);
    if (!this.running) this.next();
  }

  private next(): void {
    const turn = this.waiting.shift();
    this.running = turn !== undefined;
    if (turn === undefined) return;
    turn();
    Promise.resolve().then(nextJob).then(nextJob).then(() => this.next());
  }
}

/**
 * A get() or put() that must wait: it waits in `waiters` until woken, then takes its turn if
 * `ready`, else waits again. Cancelled after it was woken, it passes the wake on.
 */
function waitTurn(turns: Turns, waiters: Waiter[], ready: () => boolean, take: () => unknown): Promise<unknown> {
  const turn = deferred<unknown>();
  let settled = false;
  let current: Waiter;
  const resume = () => {
    if (settled) return;
    if (!ready()) return enqueue();
    settled = true;
    try {
      turn.resolve(take());
    } catch (e) {
      turn.reject(e);
    }
  };
  const enqueue = () => {
    current = new Waiter();
    waiters.push(current);
    current.promise.then(() => turns.take(resume));
  };
  enqueue();
  return cancellable(turn.promise, (msg) => {
    if (settled) return false;
    settled = true;
    const woken = current.done;
    current.done = true;
    dropWaiter(waiters, current);
    if (woken && ready()) wakeNext(waiters);
    turn.reject(cancelledError(msg));
    return true;
  });
}

class Queue {
  readonly items: unknown[] = [];
  readonly getters: Waiter[] = [];
  readonly putters: Waiter[] = [];
  readonly turns = new Turns();
  unfinished = 0;
  readonly finished = new Event();
  constructor(
    readonly maxsize: unknown,
    readonly $type: PyType,
  ) {
    this.finished.set();
  }

  /** CPython's _put and _get: FIFO here. */
  protected store(item: unknown): void {
    this.items.push(item);
  }

  protected take(): unknown {
    return this.items.shift();
  }

  empty(): boolean {
    return this.items.length === 0;
  }

  full(): boolean {
    if (richCompareBool(this.maxsize, 0, "LtE")) return false;
    return richCompareBool(this.items.length, this.maxsize, "GtE");
  }

  putNowait(item: unknown): null {
    if (this.full()) raise(QueueFull);
    this.store(item);
    this.unfinished++;
    this.finished.value = false;
    wakeNext(this.getters);
    return null;
  }

  getNowait(): unknown {
    if (this.empty()) raise(QueueEmpty);
    const item = this.take();
    wakeNext(this.putters);
    return item;
  }

  /** get()'s body: an item now (no wait), or a promise of one. */
  get(): unknown {
    if (!this.empty()) return this.getNowait();
    return waitTurn(this.turns, this.getters, () => !this.empty(), () => this.getNowait());
  }

  put(item: unknown): unknown {
    if (!this.full()) return this.putNowait(item);
    return waitTurn(this.turns, this.putters, () => !this.full(), () => this.putNowait(item));
  }

  taskDone(): null {
    if (this.unfinished <= 0) raise(E.ValueError, "task_done() called too many times");
    if (--this.unfinished === 0) this.finished.set();
    return null;
  }

  join(): unknown {
    return this.unfinished > 0 ? this.finished.wait() : null;
  }

  format(): string {
    let r = `maxsize=${repr(this.maxsize)}`;
    if (this.items.length) r += ` _queue=${repr(new PyList([...this.items]))}`;
    if (this.getters.length) r += ` _getters[${this.getters.length}]`;
    if (this.putters.length) r += ` _putters[${this.putters.length}]`;
    if (this.unfinished) r += ` tasks=${this.unfinished}`;
    return r;
  }

  $repr(): string {
    return `<${this.$type.name} at ${fakeAddress(this)} ${this.format()}>`;
  }

  $str(): string {
    return `<${this.$type.name} ${this.format()}>`;
  }
}

class PriorityQueue extends Queue {
  protected override store(item: unknown): void {
    heapPush(this.items, item);
  }

  protected override take(): unknown {
    return heapPop(this.items);
  }
}

class LifoQueue extends Queue {
  protected override take(): unknown {
    return this.items.pop();
  }
}

function queue(self: unknown, method: string): Queue {
  if (self instanceof Queue) return self;
  return raise(E.TypeError, `descriptor '${method}' for 'Queue' objects doesn't apply to a '${typeName(self)}' object`);
}

/** A method that is a coroutine in CPython (`async def get(self)`). */
const coroutineMethod = (name: string, params: string, body: (q: Queue, ...args: unknown[]) => unknown) =>
  builtin(`Queue.${name}`, params, (self: unknown, ...args: unknown[]) => {
    const q = queue(self, name);
    return new PyCoroutine(() => body(q, ...args), [], name, `Queue.${name}`);
  });

for (const [type, Kind] of [[QueueType, Queue], [PriorityQueueType, PriorityQueue], [LifoQueueType, LifoQueue]] as const) {
  type.construct = (pos, kw) => callPy(builtin(type.name, "maxsize=0", (maxsize: unknown) => new Kind(maxsize, type)), pos, kw);
}
setClassGetItem(QueueType, (cls, key) => new GenericAlias(cls, subscriptArgs(key)));
defineMethods(QueueType, {
  qsize: builtin("Queue.qsize", "self, /", (self) => queue(self, "qsize").items.length),
  empty: builtin("Queue.empty", "self, /", (self) => queue(self, "empty").empty()),
  full: builtin("Queue.full", "self, /", (self) => queue(self, "full").full()),
  put_nowait: builtin("Queue.put_nowait", "self, item", (self, item) => queue(self, "put_nowait").putNowait(item)),
  get_nowait: builtin("Queue.get_nowait", "self", (self) => queue(self, "get_nowait").getNowait()),
  task_done: builtin("Queue.task_done", "self", (self) => queue(self, "task_done").taskDone()),
  get: coroutineMethod("get", "self", (q) => q.get()),
  put: coroutineMethod("put", "self, item", (q, item) => q.put(item)),
  join: coroutineMethod("join", "self", (q) => q.join()),
});
QueueType.properties.set("maxsize", (self: unknown) => queue(self, "maxsize").maxsize);

export { LifoQueueType, PriorityQueueType, QueueType };
