// A worker thread's isolate collects a dropped module instance (wasm/instance-pool.ts: its
// WebAssembly memory, megabytes of touched pages) only when its own JS heap needs a collection,
// and a thread that runs flows allocates little JS: after a burst of hibernating flows the pages
// of every instance its pool could not keep stayed in the process (bench section 6a). So the worker
// collects COLLECT_AFTER_MS after it drops one (or later, see SPACING), once for all it drops
// meanwhile. Node-only.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** Drops closer together than this share one collection (50 and 200 ms left the same memory in
 * bench 6a at 1,000 flows). */
const COLLECT_AFTER_MS = 200;
/**
 * A full collection walks the whole isolate: a few ms on a quiet machine, but 100-150 ms for a
 * worker holding 500 waiting flows on a loaded one. The next one waits this many times as long as
 * the last took, so collections never take more than a tenth of the thread.
 */
const SPACING = 10;

/**
 * V8's `gc`, or undefined when it cannot be had now. Node refuses --expose-gc in a worker's
 * execArgv, and V8 flags are per process: a thread run with it has `gc` already; otherwise the
 * flag is on only while one new context is made, and that context's `gc` collects the whole
 * isolate. Another thread turning the flag off meanwhile (two pool workers taking theirs at
 * once) leaves that context without it: undefined, asked again at the next collection.
 */
export function takeGc(): (() => void) | undefined {
  const own = (globalThis as { gc?: () => void }).gc;
  if (typeof own === "function") return own;
  setFlagsFromString("--expose-gc");
  try {
    return runInNewContext("typeof gc === 'function' ? gc : undefined") as (() => void) | undefined;
  } finally {
    setFlagsFromString("--no-expose-gc");
  }
}

/**
 * A function that schedules one collection of this thread's isolate, if none is scheduled. `gc` is
 * taken now (at the worker's start, before any flow runs) and again while it could not be had; a
 * collection never throws (an exception in the worker's timer would end the worker and its flows).
 */
export function garbageCollector(take: typeof takeGc = takeGc): () => void {
  let gc = take();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wait = COLLECT_AFTER_MS;
  const collect = () => {
    timer = undefined;
    gc ??= take();
    if (!gc) return;
    const start = performance.now();
    gc();
    wait = Math.max(COLLECT_AFTER_MS, SPACING * (performance.now() - start));
  };
  return () => {
    // unref: a pending collection never keeps the thread alive.
    timer ??= setTimeout(collect, wait).unref();
  };
}
