// The tool calls of a queued flow in flight, and which of them run long: a call to a slow tool
// (queue.slow_tools) at once, any other after queue.park_after_seconds, says the flow should be
// parked (host/fleet/worker.ts). Once parked, the flow waits for every call it had in flight to
// end (their outcomes journaled) before any worker may resume it. A parked flow's calls outlive
// its run, and with it the flow's own signal: job_cancel aborts them here (abort()).
import type { ToolDefinition, ToolRegistry } from "../registry.js";

export class LongCalls {
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly cancel = new AbortController();

  constructor(
    private readonly afterMs: number,
    private readonly slowTools: ReadonlySet<string>,
    private readonly onLong: (tool: string) => void,
  ) {}

  /** The registry with every call tracked (around the journal: a call ends once its outcome is sent to Redis). */
  wrap(registry: ToolRegistry): ToolRegistry {
    return new Map([...registry].map(([name, tool]) => [name, this.tracked(tool)]));
  }

  /** Settles once no call is in flight (calls started meanwhile included). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  get size(): number {
    return this.inFlight.size;
  }

  /** The flow was cancelled: every call of it still in flight sees its signal abort. */
  abort(): void {
    this.cancel.abort();
  }

  private tracked(tool: ToolDefinition): ToolDefinition {
    return {
      ...tool,
      handler: (args, context) => {
        const signal = AbortSignal.any([context.signal, this.cancel.signal]);
        const call = (async () => tool.handler(args, { ...context, signal }))();
        const timer = setTimeout(() => this.onLong(tool.name), this.slowTools.has(tool.name) ? 0 : this.afterMs);
        timer.unref();
        this.inFlight.add(call);
        const untrack = () => {
          clearTimeout(timer);
          this.inFlight.delete(call);
        };
        call.then(untrack, untrack);
        return call;
      },
    };
  }
}
