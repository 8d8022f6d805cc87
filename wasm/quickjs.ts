// QuickJS WebAssembly loading: the sync build's code is compiled once per process, and every
// flow gets its own module instance with its own capped WebAssembly.Memory.
//
// Why an instance per flow: QuickJS's setMemoryLimit does not cap total memory under Emscripten
// (engine-facts: a guest reached 515 MB under an 8 MB limit); a Memory with a `maximum` does, and
// a memory never shrinks, so it must not outlive the flow.
//
// Measured here (Node 20, 2 cores, medians): compiling the code 2 ms once; an instance from it
// 0.5-4 ms; runtime + context 0.15 ms; evaluating the 255 KB guest bundle 30-80 ms, which is
// why a flow's instance starts from a memory snapshot of a loaded guest (wasm/snapshot.ts).
import { newQuickJSWASMModuleFromVariant, newVariant, type CustomizeVariantOptions, type QuickJSContext, type QuickJSHandle, type QuickJSWASMModule } from "quickjs-emscripten";
import RELEASE_SYNC from "@jitl/quickjs-wasmfile-release-sync";
import { MINIMUM_PAGES } from "./wasm-memory-minimum.js";

export const PAGE_BYTES = 65536;
/**
 * Pages the sync build declares as its minimum memory (its static data, C stack and free heap):
 * a flow's memory limit counts from it. Our loaders lower the declared minimum to MINIMUM_PAGES
 * (wasm/wasm-memory-minimum.ts); Emscripten fetching the file itself leaves it.
 */
const BASE_PAGES = 256;

/**
 * Compiles the module's code from the .wasm with its minimum lowered (wasm/wasm-memory-minimum.ts);
 * undefined lets Emscripten fetch and compile the file as it is.
 */
export type WasmCodeLoader = () => Promise<WebAssembly.Module | undefined>;

let codeLoader: WasmCodeLoader = loadCodeDefault;
let compiled: Promise<WebAssembly.Module | undefined> | undefined;

/** Replace how the WebAssembly code is obtained (a browser worker passes a precompiled module). */
export function setWasmCodeLoader(loader: WasmCodeLoader): void {
  codeLoader = loader;
  compiled = undefined;
}

async function loadCodeDefault(): Promise<WebAssembly.Module | undefined> {
  const isNode = typeof process !== "undefined" && typeof process.versions?.node === "string";
  if (!isNode) return undefined;
  const { readQuickJSWasm } = await import("./wasm-binary-node.js");
  return WebAssembly.compile(await readQuickJSWasm());
}

/** The code, compiled once per process (every instance shares it); a failed load is retried. */
export function compiledCode(): Promise<WebAssembly.Module | undefined> {
  if (!compiled) {
    const code = codeLoader();
    // A failed load must not stay cached: the next flow retries.
    code.catch(() => {
      if (compiled === code) compiled = undefined;
    });
    compiled = code;
  }
  return compiled;
}

export interface FlowModuleOptions {
  /** Bytes the guest heap may grow to beyond the module's base memory. */
  memoryBytes: number;
  /**
   * Pages the memory starts with, for a snapshot's image (wasm/snapshot.ts), raised to the
   * module's minimum (0: the minimum); BASE_PAGES when not given. Sized before instantiating:
   * Emscripten's glue keeps views of the memory and must see every grow.
   */
  initialPages?: number;
}

export interface FlowModule {
  module: QuickJSWASMModule;
  memory: CappedMemory;
  /** Memory size above which the flow is over its limit (the hard cap is a little higher). */
  softLimitBytes: number;
}

/** A GC threshold (a wasm32 size_t) QuickJS's allocation count never passes. */
export const NEVER_COLLECT = 0xffffffff;

/**
 * A WebAssembly.Memory that remembers whether its last grow was refused at the cap.
 *
 * Why: an allocation that fails at the cap does not always push the memory past the soft limit
 * (Emscripten asks for 5-20% more than it needs, so it fails up to a few MiB short of the cap),
 * and QuickJS may then throw `null` instead of its out-of-memory error, which the guest cannot
 * tell from a bug. Emscripten retries smaller sizes within one resize, so only a refusal not
 * followed by a successful grow means an allocation failed.
 */
export class CappedMemory extends WebAssembly.Memory {
  private refused = false;
  /**
   * The address of the QuickJS runtime's GC threshold in this memory (wasm/quickjs-internals.ts
   * gcThresholdAt); zero there makes the next object made collect cycles. This build's QuickJS
   * starts a collection by allocations counted, not bytes (at 1.5x the count after the last), so
   * cycles holding large strings could fill the cap while the flow's live data is small: a
   * MemoryError CPython would not raise. So a grow asks for a collection when the memory is half
   * again its size at the last one and QuickJS has not collected since on its own (it writes a new
   * threshold each time), and every grow does in the top half of the cap. In the bottom half, the
   * count's trigger is put out of reach (NEVER_COLLECT) until a grow collects: there the flow's
   * collections follow its bytes. Each collection walks the whole loaded guest's ~75,000 objects
   * too, and by count a flow that keeps 5,000 small dicts paid two of them (a third of building
   * them). The top half keeps the count's trigger as well: a memory at its cap grows no more, so
   * only the count can collect cycles there before an allocation fails.
   */
  get collectOnGrowAt(): number | undefined {
    return this.thresholdAt;
  }

  set collectOnGrowAt(at: number | undefined) {
    this.thresholdAt = at;
    if (at === undefined || this.buffer.byteLength >= this.collectEveryGrowFrom) return;
    const view = new DataView(this.buffer);
    // A grow's request still pending (0: collect at the next allocation), as a flow wakes, stays.
    if (view.getUint32(at, true) === 0) return;
    this.deferCountTrigger(view, at);
  }

  /** Puts QuickJS's allocation-count trigger out of reach: a grow decides the next collection. */
  private deferCountTrigger(view: DataView, at: number): void {
    view.setUint32(at, NEVER_COLLECT, true);
    this.seenThreshold = NEVER_COLLECT;
  }

  private thresholdAt: number | undefined;
  private collectedAtBytes: number;
  private seenThreshold = -1;
  private readonly collectEveryGrowFrom: number;

  constructor(descriptor: WebAssembly.MemoryDescriptor & { maximum: number }) {
    super(descriptor);
    this.collectedAtBytes = this.buffer.byteLength;
    this.collectEveryGrowFrom = (descriptor.maximum * PAGE_BYTES) / 2;
  }

  override grow(delta: number): number {
    try {
      const before = this.buffer.byteLength;
      const previous = super.grow(delta);
      this.refused = false;
      if (this.thresholdAt !== undefined) this.collectIfGrown(this.thresholdAt, before);
      return previous;
    } catch (error) {
      this.refused = true;
      throw error;
    }
  }

  private collectIfGrown(at: number, before: number): void {
    const view = new DataView(this.buffer);
    const threshold = view.getUint32(at, true);
    if (threshold !== this.seenThreshold) [this.seenThreshold, this.collectedAtBytes] = [threshold, before];
    const bytes = this.buffer.byteLength;
    if (bytes < 1.5 * this.collectedAtBytes && bytes < this.collectEveryGrowFrom) return this.deferCountTrigger(view, at);
    view.setUint32(at, 0, true);
    [this.seenThreshold, this.collectedAtBytes] = [0, bytes];
  }

  /** True when the most recent attempt to grow failed: an allocation hit the cap. */
  get exhausted(): boolean {
    return this.refused;
  }
}

/** The memory size above which a flow with this heap is over its limit. */
export function softLimitBytes(memoryBytes: number): number {
  return (BASE_PAGES + Math.ceil(memoryBytes / PAGE_BYTES)) * PAGE_BYTES;
}

/** A fresh QuickJS module instance for one flow, whose memory cannot grow past its limit. */
export async function newFlowModule(options: FlowModuleOptions): Promise<FlowModule> {
  const heapPages = Math.ceil(options.memoryBytes / PAGE_BYTES);
  // Headroom above the soft limit (1 MiB) so QuickJS can still allocate its out-of-memory
  // exception and the host can dispose everything after the guest hit the cap.
  const maximum = BASE_PAGES + heapPages + 16;
  const wasmModule = await compiledCode();
  const initial = Math.max(wasmModule ? MINIMUM_PAGES : BASE_PAGES, options.initialPages ?? BASE_PAGES);
  if (initial > maximum) throw new RangeError(`a memory of ${initial} pages exceeds the flow's cap of ${maximum} pages`);
  const memory = new CappedMemory({ initial, maximum });
  // Emscripten writes its environment into every fresh instance, `_` from process.argv[1]
  // unless pinned: a snapshot made in one process (the build) is recognised in another by it.
  // (A documented Emscripten Module option that quickjs-emscripten's type does not list.)
  const emscriptenModule = { thisProgram: "./this.program" } as CustomizeVariantOptions["emscriptenModule"];
  const variant = newVariant(RELEASE_SYNC, wasmModule ? { wasmModule, wasmMemory: memory, emscriptenModule } : { wasmMemory: memory, emscriptenModule });
  const module = await newQuickJSWASMModuleFromVariant(variant);
  return { module, memory, softLimitBytes: softLimitBytes(options.memoryBytes) };
}

/** `Name: message` of an exception thrown inside QuickJS (dump() disposes a thrown promise). */
export function describeError(ctx: QuickJSContext, handle: QuickJSHandle): string {
  const dumped: unknown = ctx.dump(handle);
  if (dumped && typeof dumped === "object" && "message" in dumped) {
    const { name, message } = dumped as { name?: unknown; message?: unknown };
    return `${String(name ?? "Error")}: ${String(message)}`;
  }
  return String(dumped);
}
