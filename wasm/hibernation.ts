// Hibernating a flow that waits on a tool. While it waits, no QuickJS code is on the stack (the
// guest is suspended in a promise), so the flow's whole state is its linear memory, its wasm
// globals (the stack pointer, back at its base as between any two calls) and the JS wrappers and
// handles naming pointers in that memory. Its memory is kept as the words that differ from the
// snapshot it was restored from (wasm/flow-image.ts, a few dozen KiB instead of the several MiB
// of touched pages), and its module instance goes (wasm/instance-pool.ts); when the tool answers, an instance
// holding the snapshot's image (pooled, or fresh from the precompiled code) gets those words, exactly as a restore
// does, and the same wrappers are moved onto it (moveWrappers), so every handle, host function
// and limit the flow had is as it was. The memory cap is the flow's own, as before.
import type { QuickJSContext, QuickJSRuntime } from "quickjs-emscripten";
import { applyImage, captureImage, type FlowImage } from "./flow-image.js";
import { recycleInstance } from "./instance-pool.js";
import { moveWrappers } from "./quickjs-internals.js";
import type { FlowModule } from "./quickjs.js";
import { instantiateSnapshot, type GuestSnapshot, type RestoredGuest } from "./snapshot.js";

/**
 * How long a flow waits on its tools before it is hibernated, by default. Waking costs a few
 * milliseconds (a module instance, the image copied in), negligible for a tool this slow.
 */
export const DEFAULT_HIBERNATE_AFTER_MS = 50;

/** Captures the flow's memory and takes its instance from it (for the next flow, or dropped). */
export function hibernate(guest: RestoredGuest, snapshot: GuestSnapshot, memoryBytes: number): FlowImage {
  const image = captureImage(new Uint8Array(guest.flowModule.memory.buffer), snapshot);
  recycleInstance(guest, snapshot, memoryBytes, image);
  return image;
}

/** A new module instance holding the hibernated memory, the flow's wrappers moved onto it. */
export async function wake(image: FlowImage, snapshot: GuestSnapshot, memoryBytes: number, runtime: QuickJSRuntime, ctx: QuickJSContext): Promise<FlowModule> {
  const flowModule = await instantiateSnapshot(snapshot, memoryBytes, image.pages);
  applyImage(new Uint8Array(flowModule.memory.buffer), image);
  moveWrappers(runtime, ctx, flowModule.module);
  return flowModule;
}
