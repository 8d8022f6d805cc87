// What a snapshot is (a loaded guest's memory image) and what restoring it gives a flow; the
// shapes shared by snapshot.ts, which makes and restores them, and the instance pool and images.
import type { QuickJSContext, QuickJSRuntime } from "quickjs-emscripten";
import type { FlowModule } from "./quickjs.js";

/** A loaded guest's linear memory and where its runtime and context live in it. */
export interface GuestSnapshot {
  /** Size of the memory in 64 KiB pages. */
  pages: number;
  /** The pages holding a non-zero byte, ascending; `pageData` holds their bytes in that order. */
  pageIndexes: Uint32Array;
  pageData: Uint8Array;
  /** Pages a freshly instantiated module writes that are all zeros in the snapshot. */
  zeroPages: Uint32Array;
  /** Hash of the pages a fresh instance writes: identifies the QuickJS build the image is for. */
  freshImageHash: number;
  runtimePointer: number;
  contextPointer: number;
  /** Host-reference ids of the `__host` functions, in hostFunctions() order. */
  hostRefIds: number[];
}

/** A restored instance and the wrappers of the runtime and context found in its memory. */
export interface RestoredGuest {
  flowModule: FlowModule;
  runtime: QuickJSRuntime;
  ctx: QuickJSContext;
}
