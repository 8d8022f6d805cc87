// Sandboxes restored from a memory snapshot (the Wizer idea). Evaluating the guest bundle costs
// 30-80 ms per context; a loaded guest occupies a few dozen non-zero 64 KiB pages, and copying
// them into a fresh module instance costs about 1 ms. So the guest is loaded once per process,
// into a runtime and context with the `__host` binding installed and every module preloaded; its
// linear memory is captured; each flow then gets its own instance (its own capped Memory, as
// before) with that image copied in, and wraps the runtime and context pointers found there.
//
// What the image does not carry, and is re-applied per flow: the JS side of quickjs-emscripten
// (runtime/context wrappers, the host functions, found by the host-reference ids they were given
// in the same order), the stack and memory limits and the interrupt handler. QuickJS seeds
// Math.random when a context is created, so every restored flow starts from the same seed (the
// Python subset has no `random`).
import type { QuickJSContext, QuickJSRuntime } from "quickjs-emscripten";
import type { GuestSnapshot, RestoredGuest } from "./guest-snapshot.js";
import { hostFunctions, installHostBinding, type BindingState, type HostFunction, type HostImports } from "./host-binding.js";
import { describeError, newFlowModule, PAGE_BYTES, type FlowModule } from "./quickjs.js";
import { takeInstance } from "./instance-pool.js";
import { checkInternals, collectCycles, contextPointer, hostRefsMadeBy, putHostRef, runtimePointer, withStripped, wrapContext, wrapRuntime } from "./quickjs-internals.js";

export type { GuestSnapshot, RestoredGuest } from "./guest-snapshot.js";

/** The guest bundle itself failed while being snapshotted: loading it fresh reports the same. */
export class GuestLoadError extends Error {
  override name = "GuestLoadError";
}

export class SnapshotRestoreError extends Error {
  override name = "SnapshotRestoreError";
}

/** Heap for loading the guest; a bundle needing more than this is not snapshotted. */
const LOAD_HEAP_BYTES = 64 << 20;
const LOAD_STACK_BYTES = 1 << 20;
/** Loading the guest runtime is trusted code, but a broken bundle must not hang the host. */
export const LOAD_DEADLINE_MS = 10_000;
/** guest/index.ts's `__toolflow.preload()`, if the guest has one: every module made before capture. */
const PRELOAD = "globalThis.__toolflow && typeof __toolflow.preload === 'function' && __toolflow.preload(), undefined";
/** guest/index.ts's `__toolflow.makeProbe()`, if the guest has one: where programs' frames start. */
const PROBE = "globalThis.__toolflow && typeof __toolflow.makeProbe === 'function' && __toolflow.makeProbe(), undefined";

/** The binding as installed in the snapshot: no flow is running, so every call is refused. */
const NO_FLOW: HostImports = {
  callTool: () => Promise.reject(new Error("__host is not available while the guest runtime loads")),
  print: () => {
    throw new Error("__host is not available while the guest runtime loads");
  },
};
const NO_FLOW_STATE: BindingState = {
  pending: new Map(),
  nextSeq: () => 0,
  isLive: () => false,
  deliver: () => undefined,
  answer: () => undefined,
  answerInt: () => undefined,
  fail: () => undefined,
  fits: () => false,
};

/**
 * Zero pages a flow's memory starts with above the loaded guest's last page, for what it
 * allocates beyond the free memory the guest leaves: a flow that needs more grows its memory (and
 * its instance is not pooled again). bench/experiments/reset-s15.md measured the corpus.
 */
const FLOW_HEADROOM_PAGES = 16;

/** Loads the guest into a fresh module instance and captures its memory. */
export async function createSnapshot(guestSource: string): Promise<GuestSnapshot> {
  // At the module's minimum: the memory grows as the guest loads, so its size at capture holds
  // everything the C allocator took (its break), whatever it left as zeros.
  const { module, memory } = await newFlowModule({ memoryBytes: LOAD_HEAP_BYTES, initialPages: 0 });
  const fresh = nonZeroPages(new Uint8Array(memory.buffer));
  const freshImageHash = hashPages(new Uint8Array(memory.buffer), fresh);
  const runtime = module.newRuntime();
  runtime.setMaxStackSize(LOAD_STACK_BYTES);
  const deadline = Date.now() + LOAD_DEADLINE_MS;
  // Enabled here so the C side of the restored runtime calls the handler a flow sets.
  runtime.setInterruptHandler(() => Date.now() >= deadline);
  const ctx = runtime.newContext();
  checkInternals(module, runtime, ctx);
  const hostRefIds = hostRefsMadeBy(runtime, () => installHostBinding(ctx, hostFunctions(ctx, NO_FLOW, NO_FLOW_STATE)));
  // Without source text: nothing in the guest reads its own functions' text, and the image is
  // 8 pages (0.5 MB) smaller (bench/experiments/image-s14.md). Without line tables either
  // (another ~0.3 MB): tracebacks read only the program's frames, and an exception's stack costs
  // ~1 us less per frame of the runtime. The probe keeps them: it must show the line programs
  // start at, as a program compiled later does (guest/index.ts).
  withStripped(runtime, LOAD_STACK_BYTES, "debug", () => {
    evaluate(ctx, guestSource, "guest.js", "the guest runtime failed to load");
    evaluate(ctx, PRELOAD, "preload.js", "the guest runtime failed to preload its modules");
  });
  withStripped(runtime, LOAD_STACK_BYTES, "source", () => evaluate(ctx, PROBE, "probe.js", "the guest runtime failed to make its probe"));
  // Collected once more (reference counting freed most of what loading dropped, cycles stay), so
  // that every flow starts with QuickJS's own headroom before its first collection.
  collectCycles(runtime, LOAD_STACK_BYTES, () => evaluate(ctx, "({}), undefined", "collect.js", "the guest runtime failed to collect its cycles"));
  const image = new Uint8Array(memory.buffer);
  const pageIndexes = nonZeroPages(image);
  const kept = new Set(pageIndexes);
  const pageData = new Uint8Array(pageIndexes.length * PAGE_BYTES);
  pageIndexes.forEach((page, i) => pageData.set(pageOf(image, page), i * PAGE_BYTES));
  return {
    pages: Math.max(image.length / PAGE_BYTES, (pageIndexes.at(-1) ?? 0) + 1 + FLOW_HEADROOM_PAGES),
    pageIndexes,
    pageData,
    zeroPages: fresh.filter((page) => !kept.has(page)),
    freshImageHash,
    runtimePointer: runtimePointer(runtime),
    contextPointer: contextPointer(ctx),
    hostRefIds,
  };
}

/**
 * A new module instance holding the snapshot's image, for one flow with this heap. The caller
 * must call bindHostFunctions() before anything else gives out host references.
 */
export async function restoreSnapshot(snapshot: GuestSnapshot, memoryBytes: number): Promise<RestoredGuest> {
  return wrapGuest(await instantiateSnapshot(snapshot, memoryBytes, snapshot.pages), snapshot);
}

/**
 * New wrappers for the runtime and context at the snapshot's pointers of an instance holding its
 * image (or a parked flow's image written over it). bindHostFunctions() must come next.
 */
export function wrapGuest(flowModule: FlowModule, snapshot: GuestSnapshot): RestoredGuest {
  const runtime = wrapRuntime(flowModule.module, snapshot.runtimePointer);
  const ctx = wrapContext(runtime, snapshot.contextPointer);
  checkInternals(flowModule.module, runtime, ctx);
  return { flowModule, runtime, ctx };
}

/**
 * A new module instance for a flow with this heap whose memory of `pages` pages holds the
 * snapshot's image (a hibernated flow's memory may have grown past the snapshot's size).
 */
export function instantiateSnapshot(snapshot: GuestSnapshot, memoryBytes: number, pages: number): Promise<FlowModule> {
  return takeInstance(snapshot, memoryBytes, pages, () => newImageInstance(snapshot, memoryBytes, pages));
}

async function newImageInstance(snapshot: GuestSnapshot, memoryBytes: number, pages: number): Promise<FlowModule> {
  // Sized before instantiating: data segments and constructors run, then the image replaces them.
  const flowModule = await newFlowModule({ memoryBytes, initialPages: pages });
  const memory = new Uint8Array(flowModule.memory.buffer);
  if (memory.length !== pages * PAGE_BYTES) {
    throw new SnapshotRestoreError(`the memory has ${memory.length / PAGE_BYTES} pages, the image ${pages}`);
  }
  checkBuild(snapshot, memory);
  for (const page of snapshot.zeroPages) memory.fill(0, page * PAGE_BYTES, (page + 1) * PAGE_BYTES);
  snapshot.pageIndexes.forEach((page, i) => memory.set(pageOf(snapshot.pageData, i), page * PAGE_BYTES));
  return flowModule;
}

/** Gives the restored `__host` functions their implementations, under the snapshot's ids. */
export function bindHostFunctions(runtime: QuickJSRuntime, functions: readonly HostFunction[], snapshot: GuestSnapshot): void {
  const ids = functions.map(([, implementation]) => putHostRef(runtime, implementation));
  if (ids.join() !== snapshot.hostRefIds.join()) {
    throw new SnapshotRestoreError(`host functions got ids ${ids.join()}, the snapshot has ${snapshot.hostRefIds.join()}`);
  }
}

function evaluate(ctx: QuickJSContext, code: string, filename: string, what: string): void {
  const result = ctx.evalCode(code, filename, { type: "global" });
  if (result.error) {
    const detail = describeError(ctx, result.error);
    if (result.error.alive) result.error.dispose();
    throw new GuestLoadError(`${what}: ${detail}`);
  }
  result.value.dispose();
}

/** Snapshots whose build was checked against this process's QuickJS. */
const checked = new WeakSet<GuestSnapshot>();

/** Whether a fresh instance of this process's QuickJS starts as the snapshot's did. */
function matchesBuild(snapshot: GuestSnapshot, freshMemory: Uint8Array): boolean {
  if (checked.has(snapshot)) return true;
  const matches = hashPages(freshMemory, nonZeroPages(freshMemory)) === snapshot.freshImageHash;
  if (matches) checked.add(snapshot);
  return matches;
}

/** A snapshot from another build (a stale dist/guest.snapshot) must not be restored. */
function checkBuild(snapshot: GuestSnapshot, freshMemory: Uint8Array): void {
  if (!matchesBuild(snapshot, freshMemory)) throw new SnapshotRestoreError("the snapshot was made with another QuickJS build");
}

/**
 * Whether a snapshot was made with the QuickJS build whose fresh-image hash is `buildHash`; if so
 * it counts as checked. For a caller that knows its build's hash without instantiating and
 * scanning a fresh module (browser/worker-guest.ts: its bundle carries the hash, computed when
 * the build made guest.snapshot from the quickjs.wasm it ships).
 */
export function snapshotFitsKnownBuild(snapshot: GuestSnapshot, buildHash: number): boolean {
  if (snapshot.freshImageHash !== buildHash) return false;
  checked.add(snapshot);
  return true;
}

/** Whether a snapshot read from a file was made with this process's QuickJS build. */
export async function snapshotFitsBuild(snapshot: GuestSnapshot): Promise<boolean> {
  if (checked.has(snapshot)) return true;
  const { memory } = await newFlowModule({ memoryBytes: snapshot.pages * PAGE_BYTES, initialPages: snapshot.pages });
  return matchesBuild(snapshot, new Uint8Array(memory.buffer));
}

function pageOf(bytes: Uint8Array, page: number): Uint8Array {
  return bytes.subarray(page * PAGE_BYTES, (page + 1) * PAGE_BYTES);
}

function nonZeroPages(bytes: Uint8Array): Uint32Array {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
  const wordsPerPage = PAGE_BYTES / 4;
  const pages: number[] = [];
  for (let page = 0; page < bytes.length / PAGE_BYTES; page++) {
    for (let i = page * wordsPerPage, end = i + wordsPerPage; i < end; i++) {
      if (words[i] !== 0) {
        pages.push(page);
        break;
      }
    }
  }
  return Uint32Array.from(pages);
}

/** FNV-1a over the given pages' words: tells two QuickJS builds apart, not an adversary. */
function hashPages(bytes: Uint8Array, pages: Uint32Array): number {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
  let hash = 0x811c9dc5;
  for (const page of pages) {
    hash = Math.imul(hash ^ page, 0x01000193);
    for (let i = (page * PAGE_BYTES) / 4, end = i + PAGE_BYTES / 4; i < end; i++) hash = Math.imul(hash ^ words[i]!, 0x01000193);
  }
  return hash >>> 0;
}
