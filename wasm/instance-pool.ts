// Module instances whose memory holds a guest snapshot's image again, kept for the next flow of
// this thread to restore into (wasm/snapshot.ts instantiateSnapshot). An instance a flow no longer
// needs (it hibernated, or it returned) would otherwise be garbage whose touched pages stay in
// the process until its isolate collects it, which a worker thread that allocates little JS
// does rarely: a burst of hibernating flows then held as much memory as awake ones.
//
// Only an instance no QuickJS code is running in is given back (a flow that waits, or that
// returned), with its memory made equal to the snapshot's image word for word, so nothing of the
// flow that used it remains: its wasm globals (the stack pointer) are back at their base as
// between any two calls, and the next flow's wrappers replace its callbacks.
import { resetToSnapshot, revertImage, type FlowImage } from "./flow-image.js";
import { moveWrappers } from "./quickjs-internals.js";
import { PAGE_BYTES, type FlowModule } from "./quickjs.js";
import type { GuestSnapshot, RestoredGuest } from "./guest-snapshot.js";

/**
 * Instances kept per snapshot and heap size: each holds the snapshot's image (about 4 MiB of
 * touched pages) for as long as its thread lives, in every worker of a pool, so few; a burst
 * beyond them makes new instances and drops the extra ones. A flow that returned gives its
 * instance back while fewer than MAX_POOLED are kept (a burst of flows waking and ending reuses
 * them; with one, 1,000 flows waking took about a third more CPU making instances again); a flow
 * that hibernates only while fewer than MAX_POOLED_FROM_SLEEP are (a burst of flows going to
 * sleep otherwise left MAX_POOLED per thread when they all waited: 0.1-0.2 MiB more per waiting
 * flow at 200). bench/experiments/waiting-memory-s8.md has the A/B.
 */
const MAX_POOLED = 4;
const MAX_POOLED_FROM_SLEEP = 2;

let dropped: (() => void) | undefined;

/**
 * Called each time an instance is let go (not kept for another flow). Its memory is garbage that
 * an isolate allocating little JS (a worker thread) may not collect for a long time; a Node
 * worker collects it then (wasm/collect-garbage.ts).
 */
export function onInstanceDropped(listener: (() => void) | undefined): void {
  dropped = listener;
}

/** A flow's instance is let go without being given back (the flow stopped, failed or crashed). */
export function instanceDropped(): void {
  dropped?.();
}

const pools = new WeakMap<GuestSnapshot, Map<number, FlowModule[]>>();

let turn: Promise<unknown> = Promise.resolve();

/**
 * An instance for a flow with this heap whose memory holds the snapshot's image and has `pages`
 * pages: a pooled one, else one `make` makes. Callers take theirs one at a time, and one that
 * finds the pool empty waits a macrotask first, so that an instance given back on a timer
 * meanwhile (a flow that returned) is there for it: a burst of flows starting, or waking at
 * once, then reuses instances instead of each making its own.
 */
export function takeInstance(snapshot: GuestSnapshot, memoryBytes: number, pages: number, make: () => Promise<FlowModule>): Promise<FlowModule> {
  const pooled = () => (pages === snapshot.pages ? pools.get(snapshot)?.get(memoryBytes)?.pop() : undefined);
  const taken = turn.then(async () => pooled() ?? (await new Promise((resolve) => setTimeout(resolve, 0)), pooled() ?? fromIdleFlow(snapshot, memoryBytes, pooled) ?? make()));
  turn = taken.catch(() => undefined);
  return taken;
}

interface IdleFlow {
  snapshot: GuestSnapshot;
  memoryBytes: number;
  /** Hibernates the flow now, if it still waits (its instance given back as on its timer). */
  hibernateNow: () => void;
}

/** Flows awake and idle on their tools, keyed by their hibernateNow, the longest idle first. */
const idleFlows = new Map<() => void, IdleFlow>();

/**
 * A flow that waits on its tools, awake until its hibernation delay ends: lends its instance to
 * the next flow of this thread that finds the pool empty. Capturing its memory and writing back
 * the few words it changed costs less than making an instance (copying the snapshot's image
 * into fresh pages, and later collecting them); a burst of 1,000 flows starting made a hundred
 * instances per thread otherwise (bench 6b, bench/experiments/waiting-scan-s9.md).
 */
export function flowIdle(flow: IdleFlow): void {
  if (!idleFlows.has(flow.hibernateNow)) idleFlows.set(flow.hibernateNow, flow);
}

/** The flow runs again, hibernated, or ended: it has no instance to lend. */
export function flowBusy(hibernateNow: () => void): void {
  idleFlows.delete(hibernateNow);
}

/** An instance from the longest-idle awake flow of this snapshot and heap, hibernated for it. */
function fromIdleFlow(snapshot: GuestSnapshot, memoryBytes: number, pooled: () => FlowModule | undefined): FlowModule | undefined {
  for (const flow of idleFlows.values()) {
    if (flow.snapshot !== snapshot || flow.memoryBytes !== memoryBytes) continue;
    idleFlows.delete(flow.hibernateNow);
    flow.hibernateNow();
    const instance = pooled();
    if (instance) return instance;
  }
  return undefined;
}

/**
 * Takes a flow's instance from it (its wrappers are detached: any later use throws) and keeps
 * the instance, reset to the snapshot's image, if there is room and it is the snapshot's size.
 * `image`, when the flow's memory was just captured (hibernation), names every word to reset;
 * otherwise the memory is compared with the snapshot's image.
 */
export function recycleInstance(guest: RestoredGuest, snapshot: GuestSnapshot, memoryBytes: number, image?: FlowImage): void {
  moveWrappers(guest.runtime, guest.ctx, undefined);
  const { memory } = guest.flowModule;
  if (memory.exhausted || memory.buffer.byteLength !== snapshot.pages * PAGE_BYTES) return instanceDropped();
  let bySize = pools.get(snapshot);
  if (!bySize) pools.set(snapshot, (bySize = new Map()));
  let pool = bySize.get(memoryBytes);
  if (!pool) bySize.set(memoryBytes, (pool = []));
  if (pool.length >= (image ? MAX_POOLED_FROM_SLEEP : MAX_POOLED)) return instanceDropped();
  const bytes = new Uint8Array(memory.buffer);
  if (image) revertImage(bytes, image, snapshot);
  else resetToSnapshot(bytes, snapshot);
  pool.push(guest.flowModule);
}
