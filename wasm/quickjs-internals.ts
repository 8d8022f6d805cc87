// Every use of quickjs-emscripten's private API, in one place. Restoring a runtime and context from
// a memory snapshot (wasm/snapshot.ts) must name pointers that already exist in the memory, which
// 0.32 allows only through fields and options it marks @private: the runtime and context
// pointers, the module's FFI and callbacks, the runtime's host-reference map, and
// `newContext({contextPointer})`; and the Emscripten module's malloc, to check for room before
// quickjs-emscripten copies a host string in (heapHasRoom). test/wasm/quickjs-internals.test.ts
// fails if their shape changes; checkInternals() makes a restore fail (and the sandbox fall back)
// instead of misbehave.
import { Lifetime, QuickJSRuntime, type QuickJSContext, type QuickJSWASMModule } from "quickjs-emscripten";
import type { JSContextPointer, JSRuntimePointer } from "quickjs-emscripten";

type RuntimeArgs = ConstructorParameters<typeof QuickJSRuntime>[0];

/** What QuickJSWASMModule.newRuntime passes to the QuickJSRuntime constructor. */
interface ModuleInternals {
  module: RuntimeArgs["module"];
  ffi: RuntimeArgs["ffi"];
  callbacks: RuntimeArgs["callbacks"] & { deleteRuntime(rt: JSRuntimePointer): void };
}

interface RuntimeInternals {
  rt: Lifetime<JSRuntimePointer>;
  hostRefs: { put(value: unknown): number };
}

interface ContextInternals {
  ctx: Lifetime<JSContextPointer>;
  memory: { module: { _malloc(bytes: number): number; _free(pointer: number): void } };
}

export class QuickJSInternalsChanged extends Error {
  override name = "QuickJSInternalsChanged";
}

function moduleInternals(module: QuickJSWASMModule): ModuleInternals {
  return module as unknown as ModuleInternals;
}

/** Throws when quickjs-emscripten no longer has the private fields this module relies on. */
export function checkInternals(module: QuickJSWASMModule, runtime: QuickJSRuntime, ctx: QuickJSContext): void {
  const { ffi, callbacks } = moduleInternals(module);
  const { rt, hostRefs } = runtime as unknown as RuntimeInternals;
  const problems = [
    typeof ffi?.QTS_FreeRuntime !== "function" && "QuickJSWASMModule.ffi",
    typeof callbacks?.deleteRuntime !== "function" && "QuickJSWASMModule.callbacks",
    typeof rt?.value !== "number" && "QuickJSRuntime.rt",
    typeof hostRefs?.put !== "function" && "QuickJSRuntime.hostRefs",
    typeof (ctx as unknown as ContextInternals).ctx?.value !== "number" && "QuickJSContext.ctx",
    typeof (ctx as unknown as ContextInternals).memory?.module?._malloc !== "function" && "QuickJSContext.memory.module._malloc",
  ].filter(Boolean);
  if (problems.length) throw new QuickJSInternalsChanged(`quickjs-emscripten changed shape: ${problems.join(", ")}`);
}

export function runtimePointer(runtime: QuickJSRuntime): number {
  return (runtime as unknown as RuntimeInternals).rt.value;
}

export function contextPointer(ctx: QuickJSContext): number {
  return (ctx as unknown as ContextInternals).ctx.value;
}

/** A QuickJSRuntime for a runtime already in the module's memory, built as newRuntime() builds one. */
export function wrapRuntime(module: QuickJSWASMModule, pointer: number): QuickJSRuntime {
  const internals = moduleInternals(module);
  const rt = new Lifetime<JSRuntimePointer>(pointer as JSRuntimePointer, undefined, (rtPointer) => {
    internals.ffi.QTS_FreeRuntime(rtPointer);
    internals.callbacks.deleteRuntime(rtPointer);
  });
  return new QuickJSRuntime({ module: internals.module, ffi: internals.ffi, callbacks: internals.callbacks, rt });
}

/** A QuickJSContext for a context already in the runtime's memory. */
export function wrapContext(runtime: QuickJSRuntime, pointer: number): QuickJSContext {
  return runtime.newContext({ contextPointer: pointer as JSContextPointer });
}

/** Registers a host function as ctx.newFunction does, without creating its QuickJS object. */
export function putHostRef(runtime: QuickJSRuntime, value: unknown): number {
  return (runtime as unknown as RuntimeInternals).hostRefs.put(value);
}

/** The host-reference ids given out while `step` runs (the binding's functions, in order). */
export function hostRefsMadeBy(runtime: QuickJSRuntime, step: () => void): number[] {
  const hostRefs = (runtime as unknown as RuntimeInternals).hostRefs;
  const ids: number[] = [];
  const put = hostRefs.put;
  hostRefs.put = (value) => {
    const id = put.call(hostRefs, value);
    ids.push(id);
    return id;
  };
  try {
    step();
  } finally {
    // The instance's own method again (the override was an own property).
    delete (hostRefs as { put?: unknown }).put;
  }
  return ids;
}

/**
 * Whether the guest heap can take `bytes` more now. quickjs-emscripten's newString copies a host
 * string in through a malloc whose result it does not check: when the allocation fails it writes
 * the string over address 0 of the flow's memory. A trial allocation (freed at once, so the copy
 * that follows reuses it) tells first.
 */
export function heapHasRoom(ctx: QuickJSContext, bytes: number): boolean {
  const { module } = (ctx as unknown as ContextInternals).memory;
  const pointer = module._malloc(bytes);
  if (pointer === 0) return false;
  module._free(pointer);
  return true;
}
