// asyncio.timeout(delay) and timeout_at(when), CPython 3.11's Timeout: when the flow's clock
// passes the deadline inside `async with`, the task is cancelled, and the CancelledError that
// leaves the block becomes TimeoutError (unless someone else cancelled the task too).
import {
  CancelledError, E, PyFloat, PyType, T, addTimer, builtin, cancelTimer, defineMethods, floatRepr, flowClock, isInt, raise, running, secondsToNs,
  typeName, type PyTask, type Timer,
} from "../values/index.js";
import { uncancel } from "./asyncio-tasks.js";
import { timeoutFrom } from "./asyncio-waits.js";

const TimeoutType = new PyType("Timeout", [T.object], "asyncio.timeouts");

type State = "created" | "active" | "expiring" | "expired" | "finished";

class Timeout {
  readonly $type = TimeoutType;
  state: State = "created";
  task: PyTask | null = null;
  /** The task's cancelling() at entry: a later cancel() is someone else's. */
  cancelling = 0;
  /** The pending timer, or the promise job of a deadline already passed; null when none. */
  handle: { timer: Timer | null; live: boolean } | null = null;
  constructor(public when: number | null) {}

  reschedule(when: number | null): void {
    if (this.state !== "active") {
      if (this.state === "created") raise(E.RuntimeError, "Timeout has not been entered");
      raise(E.RuntimeError, `Cannot change state of ${this.state} Timeout`);
    }
    this.when = when;
    this.drop();
    // No deadline, or one past what the clock counts (it never comes).
    const at = when === null ? null : secondsToNs(when);
    if (at === null) return;
    const handle = { timer: null as Timer | null, live: true };
    const fire = () => {
      if (handle.live) this.onTimeout();
    };
    // A deadline passed already fires on the loop's next turn (call_soon).
    if (at <= flowClock.ns) Promise.resolve().then(fire);
    else handle.timer = addTimer(at, fire);
    this.handle = handle;
  }

  private drop(): void {
    if (this.handle === null) return;
    this.handle.live = false;
    if (this.handle.timer !== null) cancelTimer(this.handle.timer);
    this.handle = null;
  }

  private onTimeout(): void {
    this.handle = null;
    this.task!.cancel(null);
    this.state = "expiring";
  }

  enter(): Timeout {
    if (this.state !== "created") raise(E.RuntimeError, "Timeout has already been entered");
    const task = running.task;
    if (task === null) raise(E.RuntimeError, "Timeout should be used inside a task");
    this.state = "active";
    this.task = task;
    this.cancelling = task.cancelRequests;
    this.reschedule(this.when);
    return this;
  }

  exit(type: unknown, exc: unknown): null {
    this.drop();
    if (this.state === "expiring") {
      this.state = "expired";
      if (uncancel(this.task!) <= this.cancelling && type === CancelledError) throw timeoutFrom(exc);
    } else if (this.state === "active") this.state = "finished";
    return null;
  }

  $repr(): string {
    const when = this.state === "active" && this.when !== null ? ` when=${roundRepr(this.when)}` : this.state === "active" ? " when=None" : "";
    return `<Timeout [${this.state}]${when}>`;
  }
}

/** round(x, 3)'s repr. */
function roundRepr(x: number): string {
  return floatRepr(Math.round(x * 1000) / 1000);
}

function timeoutOf(self: unknown, method: string): Timeout {
  if (self instanceof Timeout) return self;
  return raise(E.TypeError, `descriptor '${method}' for 'Timeout' objects doesn't apply to a '${typeName(self)}' object`);
}

/** A loop time, or None. */
function when(x: unknown): number | null {
  if (x === null) return null;
  if (x instanceof PyFloat) return x.v;
  if (isInt(x) || typeof x === "boolean") return Number(x);
  return raise(E.TypeError, `unsupported operand type(s) for +: 'float' and '${typeName(x)}'`);
}

defineMethods(TimeoutType, {
  when: builtin("when", "self, /", (self) => {
    const w = timeoutOf(self, "when").when;
    return w === null ? null : new PyFloat(w);
  }),
  reschedule: builtin("reschedule", "self, when, /", (self, w) => (timeoutOf(self, "reschedule").reschedule(when(w)), null)),
  expired: builtin("expired", "self, /", (self) => ["expiring", "expired"].includes(timeoutOf(self, "expired").state)),
  __aenter__: builtin("__aenter__", "self, /", (self) => timeoutOf(self, "__aenter__").enter()),
  __aexit__: builtin("__aexit__", "self, exc_type, exc_val, exc_tb, /", (self, type, exc) => timeoutOf(self, "__aexit__").exit(type, exc)),
});

const now = () => Number(flowClock.ns) / 1e9;

export const timeoutFunctions = {
  timeout: builtin("timeout", "delay", (delay: unknown) => {
    const d = when(delay);
    return new Timeout(d === null ? null : now() + d);
  }),
  timeout_at: builtin("timeout_at", "when", (at: unknown) => new Timeout(when(at))),
  Timeout: TimeoutType,
};
