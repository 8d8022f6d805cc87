// Every use of quickjs-emscripten's private API, in one place. Restoring a runtime and context from
// a memory snapshot (wasm/snapshot.ts) must name pointers that already exist in the memory, which
// 0.32 allows only through fields and options it marks @private: the runtime and context
// pointers, the module's FFI and callbacks, the runtime's host-reference map, and
// `newContext({contextPointer})`; and the Emscripten module's malloc, to check for room before
// quickjs-emscripten copies a host string in (heapHasRoom). The tool-call path and a flow's start
// also go through the FFI itself (callDirectly, callWithNumberAndString, callWithStrings,
// runPendingJobs): quickjs-emscripten's per-call handles, scopes and generators cost about ten
// times the QuickJS work of a host function call. test/wasm/quickjs-internals.test.ts
// fails if their shape changes; checkInternals() makes a restore fail (and the sandbox fall back)
// instead of misbehave. One byte of QuickJS's own runtime struct is set too, while the snapshot
// loads the guest (withStripped), after checking the fields around it.
import { JSPromiseStateEnum, Lifetime, QuickJSRuntime, type QuickJSContext, type QuickJSHandle, type QuickJSWASMModule, type VmFunctionImplementation } from "quickjs-emscripten";
import type { JSContextPointer, JSRuntimePointer, JSValuePointer } from "quickjs-emscripten";
import { isAscii } from "./ascii.js";

type RuntimeArgs = ConstructorParameters<typeof QuickJSRuntime>[0];

/** What QuickJSWASMModule.newRuntime passes to the QuickJSRuntime constructor. */
interface ModuleInternals {
  module: RuntimeArgs["module"];
  ffi: RuntimeArgs["ffi"];
  callbacks: RuntimeArgs["callbacks"] & {
    deleteRuntime(rt: JSRuntimePointer): void;
    setRuntimeCallbacks(rt: JSRuntimePointer, callbacks: unknown): void;
    setContextCallbacks(ctx: JSContextPointer, callbacks: unknown): void;
  };
}

type EmscriptenModule = RuntimeArgs["module"] & { _malloc(bytes: number): number; _free(pointer: number): void };

/** What C calls a context's host functions through (quickjs-emscripten's ContextCallbacks). */
interface ContextCallbacks {
  callFunction(ctx: JSContextPointer, thisPointer: number, argc: number, argv: number, fnId: number): number;
}

/** What a runtime or context calls C through, and the callbacks C calls it back with. */
interface Wired {
  module: EmscriptenModule;
  ffi: RuntimeArgs["ffi"];
  cToHostCallbacks: ContextCallbacks;
}

interface RuntimeInternals extends Wired {
  rt: Lifetime<JSRuntimePointer>;
  hostRefs: { put(value: unknown): number; get(id: number): unknown };
  memory: { module: EmscriptenModule };
  callbacks: ModuleInternals["callbacks"];
}

interface ContextInternals extends Wired {
  ctx: Lifetime<JSContextPointer>;
  memory: { module: EmscriptenModule; ffi: RuntimeArgs["ffi"]; heapValueHandle(pointer: JSValuePointer): QuickJSHandle };
  /** A word of the heap quickjs-emscripten reads results through, and its view. */
  uint32Out: Lifetime<{ typedArray: Uint32Array; ptr: number }>;
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
  const rt = runtime as unknown as Partial<RuntimeInternals>;
  const cx = ctx as unknown as Partial<ContextInternals>;
  const problems = [
    typeof ffi?.QTS_FreeRuntime !== "function" && "QuickJSWASMModule.ffi",
    typeof callbacks?.deleteRuntime !== "function" && "QuickJSWASMModule.callbacks",
    typeof rt.rt?.value !== "number" && "QuickJSRuntime.rt",
    (typeof rt.hostRefs?.put !== "function" || typeof rt.hostRefs.get !== "function") && "QuickJSRuntime.hostRefs",
    rt.module !== moduleInternals(module).module && "QuickJSRuntime.module",
    rt.memory?.module !== rt.module && "QuickJSRuntime.memory.module",
    rt.ffi !== ffi && "QuickJSRuntime.ffi",
    rt.callbacks !== callbacks && "QuickJSRuntime.callbacks",
    typeof rt.cToHostCallbacks !== "object" && "QuickJSRuntime.cToHostCallbacks",
    typeof cx.ctx?.value !== "number" && "QuickJSContext.ctx",
    typeof cx.memory?.module?._malloc !== "function" && "QuickJSContext.memory.module._malloc",
    typeof cx.memory?.heapValueHandle !== "function" && "QuickJSContext.memory.heapValueHandle",
    cx.module !== rt.module && "QuickJSContext.module",
    (cx.ffi !== ffi || cx.memory?.ffi !== ffi) && "QuickJSContext.ffi",
    !(cx.uint32Out?.value?.typedArray instanceof Uint32Array) && "QuickJSContext.uint32Out",
    typeof cx.cToHostCallbacks?.callFunction !== "function" && "QuickJSContext.cToHostCallbacks",
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
  // Through the runtime, not `internals`: moveWrappers may give it another module instance.
  const rt = new Lifetime<JSRuntimePointer>(pointer as JSRuntimePointer, undefined, (rtPointer) => {
    const { ffi, callbacks } = runtime as unknown as RuntimeInternals;
    ffi.QTS_FreeRuntime(rtPointer);
    callbacks.deleteRuntime(rtPointer);
  });
  const runtime = new QuickJSRuntime({ module: internals.module, ffi: internals.ffi, callbacks: internals.callbacks, rt });
  return runtime;
}

/** What a detached wrapper holds instead of a module instance: any use of it throws. */
const DETACHED = new Proxy(
  {},
  {
    get(_target, key) {
      throw new Error(`a hibernated flow's QuickJS was used (${String(key)})`);
    },
  },
) as never;

/**
 * Points a runtime and its one context, and so every handle made from them, at another module
 * instance whose memory holds theirs (undefined: at none, so the old instance can be collected).
 * Their pointers, host references and handles stay valid: they name the same bytes.
 */
export function moveWrappers(runtime: QuickJSRuntime, ctx: QuickJSContext, to: QuickJSWASMModule | undefined): void {
  const rt = runtime as unknown as RuntimeInternals;
  const cx = ctx as unknown as ContextInternals;
  const target: ModuleInternals = to ? moduleInternals(to) : { module: DETACHED, ffi: DETACHED, callbacks: DETACHED };
  const module = target.module as EmscriptenModule;
  rt.module = rt.memory.module = cx.module = cx.memory.module = module;
  rt.ffi = cx.ffi = cx.memory.ffi = target.ffi;
  rt.callbacks = target.callbacks;
  const out = cx.uint32Out.value;
  out.typedArray = to ? new Uint32Array(module.HEAPU8.buffer, out.ptr, 1) : (DETACHED as Uint32Array);
  if (!to) return;
  // C calls back through the instance's callbacks, by runtime and context pointer.
  rt.callbacks.setRuntimeCallbacks(rt.rt.value, rt.cToHostCallbacks);
  rt.callbacks.setContextCallbacks(cx.ctx.value, cx.cToHostCallbacks);
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

// QuickJS's own JSRuntime struct (quickjs.c, the 2025-09-13 build quickjs-emscripten 0.32 ships,
// wasm32): the byte JS_SetStripInfo() sets and the word JS_SetGCThreshold() sets, which the FFI
// does not export, the allocation counter beside it, and fields around them that tell whether the
// struct is still laid out so (withStripped and collectCycles check them first).
const RT = { mallocSize: 20, gcThreshold: 108, stackSize: 120, sabFuncs: 212, stripFlags: 228, shapeHashBits: 232, shapeHashSize: 236 } as const;
/** JS_SetStripInfo's flags: source text, and all debug information (lines and columns, source). */
const STRIP = { source: 1, debug: 3 } as const;

function runtimeLayoutKnown(heap: Uint8Array, rt: number, stackSize: number): boolean {
  const bits = wordAt(heap, rt + RT.shapeHashBits);
  let sabFuncs = 0;
  for (let at = RT.sabFuncs; at < RT.stripFlags; at += 4) sabFuncs |= wordAt(heap, rt + at);
  return (
    wordAt(heap, rt + RT.stackSize) === stackSize &&
    sabFuncs === 0 &&
    heap[rt + RT.stripFlags] === 0 &&
    bits > 0 &&
    bits < 31 &&
    wordAt(heap, rt + RT.shapeHashSize) === 2 ** bits
  );
}

/**
 * Runs `step` with QuickJS keeping no source text of the functions it compiles
 * (JS_SetStripInfo(rt, JS_STRIP_SOURCE)): their names, lines and stacks stay, only
 * Function.prototype.toString gives `[native code]`. A memory snapshot of the loaded guest then
 * holds no copy of the bundle's text (~0.5 MB). `"debug"` also drops their line tables
 * (JS_STRIP_DEBUG): a stack shows their frames without a line, which QuickJS then need not find
 * by scanning each frame's table (most of an exception's cost), and the image is ~0.3 MB smaller.
 * `stackSize` is the runtime's stack limit, as set, to recognise the struct: when it is not laid
 * out as known, `step` runs as usual and this returns false.
 */
export function withStripped(runtime: QuickJSRuntime, stackSize: number, what: keyof typeof STRIP, step: () => void): boolean {
  const rt = runtime as unknown as RuntimeInternals;
  const pointer = rt.rt.value;
  if (!runtimeLayoutKnown(rt.module.HEAPU8, pointer, stackSize)) {
    step();
    return false;
  }
  rt.module.HEAPU8[pointer + RT.stripFlags] = STRIP[what];
  try {
    step();
  } finally {
    // Read again: the step may have grown the memory.
    rt.module.HEAPU8[pointer + RT.stripFlags] = 0;
  }
  return true;
}

/**
 * Runs QuickJS's cycle collection (JS_RunGC, which the FFI does not export) while `makeObject`
 * runs: with the runtime's threshold at zero, the first object made collects, and QuickJS then
 * sets the threshold to 1.5x what is left allocated, its own policy after any collection (counted
 * as 8 bytes an allocation: Emscripten's malloc reports no usable size). A snapshot captured right
 * after gives every flow that headroom before its first collection (~36,000 allocations); what
 * loading the guest left was luck (275 allocations in one build), and a collection walks and relinks every
 * object of the loaded guest, so a flow's memory then differs from the snapshot in megabytes
 * (waiting-heap-s17.md in bench/experiments). False, with the threshold as it was, when the struct
 * is not laid out as known or the threshold QuickJS left is not its 1.5x of the heap.
 */
export function collectCycles(runtime: QuickJSRuntime, stackSize: number, makeObject: () => void): boolean {
  const rt = runtime as unknown as RuntimeInternals;
  const at = gcThresholdAt(runtime, stackSize);
  if (at === undefined) return false;
  const before = wordAt(rt.module.HEAPU8, at);
  setWord(rt.module.HEAPU8, at, 0);
  makeObject();
  // Read again: the step may have grown the memory. The heap at the collection held the step's
  // own code too, freed since, and the step may keep an atom or two: a few allocations either way.
  const heap = rt.module.HEAPU8;
  const [size, threshold] = [wordAt(heap, rt.rt.value + RT.mallocSize), wordAt(heap, at)];
  if (Math.abs(threshold - 1.5 * size) <= COLLECTION_SLACK) return true;
  setWord(heap, at, before);
  return false;
}

/**
 * Where in the memory the runtime keeps its GC threshold (JS_SetGCThreshold's field: zero there
 * makes the next object made collect cycles, after which QuickJS sets its 1.5x again), or
 * undefined when the struct is not laid out as known (`stackSize` as for withStripped).
 */
export function gcThresholdAt(runtime: QuickJSRuntime, stackSize: number): number | undefined {
  const rt = runtime as unknown as RuntimeInternals;
  return runtimeLayoutKnown(rt.module.HEAPU8, rt.rt.value, stackSize) ? rt.rt.value + RT.gcThreshold : undefined;
}

/** How far from 1.5x the heap after the step the threshold may be (the step's own allocations). */
const COLLECTION_SLACK = 4096;

/** Where a handle's value lives in the flow's memory (a parked flow records it: wasm/parked-flow.ts). */
export function handlePointer(handle: QuickJSHandle): number {
  return handle.value as unknown as number;
}

/** A handle owning the value at `pointer` of the context's memory, as the context's own handles are made. */
export function handleAt(ctx: QuickJSContext, pointer: number): QuickJSHandle {
  return (ctx as unknown as ContextInternals).memory.heapValueHandle(pointer as JSValuePointer);
}

/** Reads argument `index` of a host call: its text if it is a string, else undefined. */
export type ArgReader = (index: number) => string | undefined;

/** A host function that takes strings and returns nothing (the `__host` binding's functions). */
export type StringHostFunction = (arg: ArgReader) => void;

/**
 * The text of a C string QuickJS made of a JS string (JS_ToCString), NUL characters included.
 * Emscripten's UTF8ToString stops at the first NUL, so `print("a\0b")` printed "a". QuickJS
 * returns the bytes of a JSString, whose header word before them holds their length (31 bits,
 * the top bit the wide-string flag, clear for these UTF-8 bytes), and ends them with a NUL at that
 * length; anything else is read as a C string, as before.
 */
function cStringText(module: EmscriptenModule, chars: number): string {
  const heap = module.HEAPU8;
  const at = chars - 12;
  if (at >= 0) {
    const word = wordAt(heap, at);
    const length = word & 0x7fffffff;
    if (word >>> 31 === 0 && chars + length < heap.length && heap[chars + length] === 0) return utf8.decode(heap.subarray(chars, chars + length));
  }
  return module.UTF8ToString(chars as never);
}

const utf8 = new TextDecoder();

// A word of the heap read and written byte by byte (wasm is little-endian): a Uint32Array view
// made per access cost ~40 ns each, and a tool call made three.
export function wordAt(heap: Uint8Array, at: number): number {
  return (heap[at]! | (heap[at + 1]! << 8) | (heap[at + 2]! << 16) | (heap[at + 3]! << 24)) >>> 0;
}

function setWord(heap: Uint8Array, at: number, word: number): void {
  heap[at] = word & 0xff;
  heap[at + 1] = (word >>> 8) & 0xff;
  heap[at + 2] = (word >>> 16) & 0xff;
  heap[at + 3] = word >>> 24;
}

/** The text of the guest string at `value`, NUL characters included (ctx.getString stops at the first). */
function stringText(module: EmscriptenModule, ffi: Wired["ffi"], ctxPointer: JSContextPointer, value: number): string {
  const chars = ffi.QTS_GetString(ctxPointer, value as never);
  try {
    return cStringText(module, chars);
  } finally {
    ffi.QTS_FreeCString(ctxPointer, chars);
  }
}

/** A guest string handle's text, NUL characters included. */
export function wholeString(ctx: QuickJSContext, handle: QuickJSHandle): string {
  const { ffi, module, ctx: pointer } = ctx as unknown as ContextInternals;
  return stringText(module, ffi, pointer.value, handle.value);
}

/**
 * Whether the C string QTS_Typeof gave at `typeName` (freed here) is `name`, compared in the heap:
 * decoding it cost more than the rest of reading a host call's argument.
 */
function typeIs(module: EmscriptenModule, typeName: number, name: string): boolean {
  const heap = module.HEAPU8;
  let same = heap[typeName + name.length] === 0;
  for (let i = 0; same && i < name.length; i++) same = heap[typeName + i] === name.charCodeAt(i);
  module._free(typeName);
  return same;
}

// JSValue tags of this build's QuickJS (quickjs.h): a value is NaN-boxed on wasm32, its tag the
// high word of its 8 bytes. A concatenation can be a rope, a string too.
export const TAG_STRING = -7;
export const TAG_STRING_ROPE = -6;

/**
 * Whether the JSValue at `value` is a string (`typeof` "string"), read from its tag: QTS_Typeof
 * made a C string of the type's name to compare and free, for every tool call's argument.
 */
function isStringValue(module: EmscriptenModule, value: number): boolean {
  const tag = wordAt(module.HEAPU8, value + 4) | 0;
  return tag === TAG_STRING || tag === TAG_STRING_ROPE;
}

const DIRECT = Symbol("called directly");
const DIRECT_HEAP = Symbol("called directly with the heap");

/**
 * A host function that reads its first argument where it lies in the heap (`value` the address
 * of its JSValue, -1 when absent), takes its second as an int (0 unless a JS int), and answers a
 * number (the binding's string-facts): nothing of the guest's is copied out.
 */
export type HeapHostFunction = (heap: Uint8Array, value: number, int: number) => number;

// JS_TAG_INT: the int is the JSValue's low word.
const TAG_INT = 0;

/** The int of the JSValue at `value`, or 0 when it is not one. */
function intAt(heap: Uint8Array, value: number): number {
  return (wordAt(heap, value + 4) | 0) === TAG_INT ? wordAt(heap, value) | 0 : 0;
}

/** `fn` as ctx.newFunction takes it, marked as stringHostFunction marks its functions. */
export function heapHostFunction(ctx: QuickJSContext, fn: HeapHostFunction): VmFunctionImplementation<QuickJSHandle> {
  const viaHandles = (...args: QuickJSHandle[]) => {
    const [value, int] = args;
    const heap = (ctx as unknown as ContextInternals).module.HEAPU8;
    return ctx.newNumber(fn(heap, value === undefined ? -1 : value.value, int === undefined ? 0 : intAt(heap, int.value)));
  };
  return Object.assign(viaHandles, { [DIRECT_HEAP]: fn });
}

/**
 * `fn` as ctx.newFunction takes it, marked so that a context set up by callDirectly calls it
 * straight from C; elsewhere (a context without it) quickjs-emscripten calls it as usual.
 */
export function stringHostFunction(ctx: QuickJSContext, fn: StringHostFunction): VmFunctionImplementation<QuickJSHandle> {
  const viaHandles = (...args: QuickJSHandle[]) => {
    fn((index) => {
      const handle = args[index];
      return handle !== undefined && ctx.typeof(handle) === "string" ? wholeString(ctx, handle) : undefined;
    });
  };
  return Object.assign(viaHandles, { [DIRECT]: fn });
}

/**
 * Makes C call this context's stringHostFunction()s and heapHostFunction()s directly: arguments
 * read through the FFI, no handle, scope or generator per call (about 1 us a call against about
 * 10). A thrown error is thrown in the guest, as quickjs-emscripten does; other host functions go
 * its usual way.
 */
export function callDirectly(runtime: QuickJSRuntime, ctx: QuickJSContext): void {
  const rt = runtime as unknown as RuntimeInternals;
  const cx = ctx as unknown as ContextInternals;
  const usual = cx.cToHostCallbacks;
  const direct = (fnId: number): { [DIRECT]?: StringHostFunction; [DIRECT_HEAP]?: HeapHostFunction } | undefined => {
    try {
      return rt.hostRefs.get(fnId) as { [DIRECT]?: StringHostFunction; [DIRECT_HEAP]?: HeapHostFunction };
    } catch {
      // Not a host reference this runtime knows: the usual path reports it.
      return undefined;
    }
  };
  const callbacks: ContextCallbacks = {
    callFunction: (ctxPointer, thisPointer, argc, argv, fnId) => {
      const marked = ctxPointer === cx.ctx.value ? direct(fnId) : undefined;
      const fn = marked?.[DIRECT];
      const heapFn = marked?.[DIRECT_HEAP];
      if (!fn && !heapFn) return usual.callFunction(ctxPointer, thisPointer, argc, argv, fnId);
      // Read at each call: a hibernated flow wakes in another module instance (moveWrappers).
      const { module, ffi } = cx;
      try {
        if (heapFn) {
          const heap = module.HEAPU8;
          const value = argc > 0 ? ffi.QTS_ArgvGetJSValueConstPointer(argv as never, 0) : -1;
          const int = argc > 1 ? intAt(heap, ffi.QTS_ArgvGetJSValueConstPointer(argv as never, 1)) : 0;
          // NULL when the heap is full: C then returns undefined.
          return ffi.QTS_NewFloat64(ctxPointer, heapFn(heap, value, int));
        }
        fn!((index) => {
          if (index >= argc) return undefined;
          const value = ffi.QTS_ArgvGetJSValueConstPointer(argv as never, index);
          return isStringValue(module, value) ? stringText(module, ffi, ctxPointer, value) : undefined;
        });
        // JS undefined, as quickjs-emscripten returns for a function that returns nothing.
        return 0;
      } catch (error) {
        const thrown = ctx.newError(error instanceof Error ? error : { name: "Error", message: String(error) });
        try {
          return ffi.QTS_Throw(ctxPointer, thrown.value);
        } finally {
          thrown.dispose();
        }
      }
    },
  };
  cx.cToHostCallbacks = callbacks;
  rt.callbacks.setContextCallbacks(cx.ctx.value, callbacks);
}

/**
 * Calls `fn(number, text)` in the guest through the FFI (the tool answer's path: no handles made
 * for the arguments or the result). Returns the error it threw as a handle, else undefined.
 * Throws a RangeError when the heap cannot take the text (check heapHasRoom first).
 */
export function callWithNumberAndString(ctx: QuickJSContext, fn: QuickJSHandle, number: number, text: string): QuickJSHandle | undefined {
  const cx = ctx as unknown as ContextInternals;
  const textValue = newStringValue(cx, text);
  return callWithTwo(cx, fn, cx.ffi.QTS_NewFloat64(cx.ctx.value, number), textValue);
}

/** Calls `fn(first, second)` with two numbers in the guest through the FFI, as callWithNumberAndString. */
export function callWithNumbers(ctx: QuickJSContext, fn: QuickJSHandle, first: number, second: number): QuickJSHandle | undefined {
  const cx = ctx as unknown as ContextInternals;
  const c = cx.ctx.value;
  return callWithTwo(cx, fn, cx.ffi.QTS_NewFloat64(c, first), cx.ffi.QTS_NewFloat64(c, second));
}

/** `fn(first, second)` with `this` undefined; frees both values. The error it threw, as a handle. */
function callWithTwo(cx: ContextInternals, fn: QuickJSHandle, first: JSValuePointer, second: JSValuePointer): QuickJSHandle | undefined {
  const { module, ffi } = cx;
  const c = cx.ctx.value;
  const argv = module._malloc(8);
  if (argv === 0) {
    ffi.QTS_FreeValuePointer(c, first);
    ffi.QTS_FreeValuePointer(c, second);
    throw new RangeError("the guest heap has no room for a call's arguments");
  }
  // After the mallocs: growing the memory replaces the heap's views.
  const heap = module.HEAPU8;
  setWord(heap, argv, first);
  setWord(heap, argv + 4, second);
  const result = ffi.QTS_Call(c, fn.value, ffi.QTS_GetUndefined(), 2, argv as never);
  module._free(argv);
  ffi.QTS_FreeValuePointer(c, first);
  ffi.QTS_FreeValuePointer(c, second);
  const error = ffi.QTS_ResolveException(c, result);
  ffi.QTS_FreeValuePointer(c, result);
  return error ? cx.memory.heapValueHandle(error) : undefined;
}

/**
 * `fn.call(thisHandle, first, second)` in the guest through the FFI, as ctx.callFunction but with
 * no handle made for an argument (the flow's start: its program and options). Its value or the
 * error it threw, as a handle. Throws a RangeError when the heap cannot take a text.
 */
export function callWithStrings(ctx: QuickJSContext, fn: QuickJSHandle, thisHandle: QuickJSHandle, [first, second]: readonly [string, string]): { value: QuickJSHandle; error?: undefined } | { error: QuickJSHandle } {
  const cx = ctx as unknown as ContextInternals;
  const { module, ffi } = cx;
  const c = cx.ctx.value;
  const firstValue = newStringValue(cx, first);
  let secondValue: JSValuePointer | undefined;
  try {
    secondValue = newStringValue(cx, second);
    const argv = module._malloc(8);
    if (argv === 0) throw new RangeError("the guest heap has no room for a call's arguments");
    new Uint32Array(module.HEAPU8.buffer, argv, 2).set([firstValue, secondValue]);
    const result = ffi.QTS_Call(c, fn.value, thisHandle.value, 2, argv as never);
    module._free(argv);
    const error = ffi.QTS_ResolveException(c, result);
    if (!error) return { value: cx.memory.heapValueHandle(result) };
    ffi.QTS_FreeValuePointer(c, result);
    return { error: cx.memory.heapValueHandle(error) };
  } finally {
    ffi.QTS_FreeValuePointer(c, firstValue);
    if (secondValue !== undefined) ffi.QTS_FreeValuePointer(c, secondValue);
  }
}

/** A QuickJS string of `text`, copied in through the heap (freed again at once). */
function newStringValue(cx: ContextInternals, text: string): JSValuePointer {
  const { module } = cx;
  if (text.length > SHORT_ASCII) {
    // Written straight into the heap as UTF-8: all ASCII (most long answers) fills exactly its
    // length, so one native pass both tests and copies it, where testing first took another.
    const chars = heapChars(cx, text.length);
    const { read, written } = UTF8.encodeInto(text, module.HEAPU8.subarray(chars, chars + text.length));
    if (read === text.length && written === text.length) return stringAt(cx, chars, text.length);
    module._free(chars);
  } else if (isAscii(text)) {
    const chars = heapChars(cx, text.length);
    // A short text by a loop: a new array per answer from TextEncoder.encode costs more than the copy.
    const heap = module.HEAPU8;
    for (let i = 0; i < text.length; i++) heap[chars + i] = text.charCodeAt(i);
    return stringAt(cx, chars, text.length);
  }
  const encoded = nativeUtf8(text);
  const length = encoded ? encoded.length : module.lengthBytesUTF8(text);
  const chars = heapChars(cx, length);
  if (encoded) module.HEAPU8.set(encoded, chars);
  else module.stringToUTF8(text, chars as never, length + 1);
  return stringAt(cx, chars, length);
}

/** Up to this many units an ASCII text is copied by a loop, past it by the native encoder. */
const SHORT_ASCII = 64;

const UTF8 = new TextEncoder();

/** Room for `length` bytes and a NUL in the heap (read HEAPU8 after it: growing the memory replaces the heap's views). */
function heapChars(cx: ContextInternals, length: number): number {
  const chars = cx.module._malloc(length + 1);
  if (chars === 0) throw new RangeError("the guest heap has no room for a string argument");
  return chars;
}

/** The QuickJS string of the `length` UTF-8 bytes at `chars`, which it frees. */
function stringAt(cx: ContextInternals, chars: number, length: number): JSValuePointer {
  cx.module.HEAPU8[chars + length] = 0;
  const value = cx.ffi.QTS_NewString(cx.ctx.value, chars as never);
  cx.module._free(chars);
  return value;
}

/**
 * `text` as UTF-8 by the engine's native encoder (Emscripten's stringToUTF8 is a JS loop: about
 * 25 ms per MiB of a tool's answer), when that is the same bytes: TextEncoder writes a lone
 * surrogate as U+FFFD, stringToUTF8 as the surrogate's own three bytes, which QuickJS keeps.
 */
function nativeUtf8(text: string): Uint8Array | undefined {
  const wellFormed = (text as { isWellFormed?: () => boolean }).isWellFormed;
  return typeof wellFormed === "function" && wellFormed.call(text) ? UTF8.encode(text) : undefined;
}

/** Whether the promise `handle` holds is pending (ctx.getPromiseState makes an object with a getter per call). */
export function promisePending(ctx: QuickJSContext, handle: QuickJSHandle): boolean {
  const cx = ctx as unknown as ContextInternals;
  return cx.ffi.QTS_PromiseState(cx.ctx.value, handle.value) === JSPromiseStateEnum.Pending;
}

/**
 * The text of the string the promise `handle` holds was fulfilled with, NUL characters included;
 * undefined when it is not a fulfilled promise or its value is not a string. Through the FFI:
 * ctx.getPromiseState, typeof and getString made a handle, an object with a getter and two
 * decoded C strings for the outcome every flow ends with.
 */
export function fulfilledString(ctx: QuickJSContext, handle: QuickJSHandle): string | undefined {
  const { ffi, module, ctx: pointer } = ctx as unknown as ContextInternals;
  const c = pointer.value;
  if (ffi.QTS_PromiseState(c, handle.value) !== JSPromiseStateEnum.Fulfilled) return undefined;
  const value = ffi.QTS_PromiseResult(c, handle.value);
  try {
    return typeIs(module, ffi.QTS_Typeof(c, value), "string") ? stringText(module, ffi, c, value) : undefined;
  } finally {
    ffi.QTS_FreeValuePointer(c, value);
  }
}

/**
 * runtime.executePendingJobs() through the FFI, for a runtime whose one context is `ctx`: the
 * error a job threw, as a handle, else undefined. (quickjs-emscripten's makes a heap array, a
 * context lookup and handles per call, for every answer a flow gets.)
 */
export function runPendingJobs(runtime: QuickJSRuntime, ctx: QuickJSContext): QuickJSHandle | undefined {
  const rt = (runtime as unknown as RuntimeInternals).rt.value;
  const cx = ctx as unknown as ContextInternals;
  const { module, ffi } = cx;
  const c = cx.ctx.value;
  const out = cx.uint32Out.value.ptr;
  // C leaves the job's context unwritten when no job ran.
  setWord(module.HEAPU8, out, 0);
  const value = ffi.QTS_ExecutePendingJob(rt, -1, out as never);
  // Read after the jobs ran: they may have grown the memory.
  const jobContext = wordAt(module.HEAPU8, out);
  if (jobContext === 0) {
    ffi.QTS_FreeValuePointerRuntime(rt, value);
    return undefined;
  }
  if (jobContext !== c) {
    ffi.QTS_FreeValuePointerRuntime(rt, value);
    throw new Error("a guest job ran in a context the sandbox did not make");
  }
  // The count of jobs run, or the exception that stopped them.
  if (typeIs(module, ffi.QTS_Typeof(c, value), "number")) {
    ffi.QTS_FreeValuePointer(c, value);
    return undefined;
  }
  return cx.memory.heapValueHandle(value);
}
