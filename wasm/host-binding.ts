// The `host` interface of wasm/toolflow.wit as installed in a QuickJS context: `__host.callTool`
// and `__host.print`. Types come from the jco-generated WIT bindings so the boundary cannot drift.
import type { QuickJSContext, QuickJSDeferredPromise, QuickJSHandle, VmFunctionImplementation } from "quickjs-emscripten";
import type * as HostWit from "./generated/interfaces/toolflow-flow-host.js";
import { heapHasRoom } from "./quickjs-internals.js";

/** What the host serves to the guest, exactly the WIT `host` interface. */
export type HostImports = { [K in keyof typeof HostWit]: (typeof HostWit)[K] };

/** Guards on strings from the guest: a runaway guest must not hand the host unbounded data. */
// An alias is the host's own name for a registry tool (any length the registry allows); the
// bound only keeps a hostile guest from handing over megabytes.
const MAX_ALIAS_CHARS = 1 << 16;
// guest/runtime/tools.ts refuses larger arguments with a ValueError before calling.
const MAX_ARGS_JSON_CHARS = 1 << 20;

/** A tool call the guest waits on: its place among the flow's calls (1, 2, ...) and what it asked. */
export interface PendingCall {
  seq: number;
  alias: string;
  argsJson: string;
}

export interface BindingState {
  /**
   * Tool promises handed to the guest and not yet settled, in call order; disposed if the flow
   * ends first, recorded if it is parked (wasm/parked-flow.ts).
   */
  pending: Map<QuickJSDeferredPromise, PendingCall>;
  /** The seq of the guest's next call (its calls are numbered as the host's call log numbers them). */
  nextSeq(): number;
  /** False once the flow has ended: late answers are dropped, never delivered. */
  isLive(): boolean;
  /** Settle a tool promise inside the guest (if the flow still runs), then let the guest run. */
  deliver(settle: () => void): void;
  /** The host failed to serve a call (not a tool error, which is an answer): end the flow. */
  fail(error: unknown): void;
  /** Whether the guest heap can take this text; false ends the flow at its memory limit. */
  fits(text: string): boolean;
}

class GuestProtocolError extends TypeError {}

function guestString(ctx: QuickJSContext, handle: QuickJSHandle, what: string, maxChars: number): string {
  if (ctx.typeof(handle) !== "string") throw new GuestProtocolError(`__host: ${what} must be a string`);
  const text = ctx.getString(handle);
  if (text.length > maxChars) throw new GuestProtocolError(`__host: ${what} is longer than ${maxChars} characters`);
  return text;
}

type Marshal = (ctx: QuickJSContext, host: HostImports, state: BindingState) => VmFunctionImplementation<QuickJSHandle>;

// One entry per WIT function: adding a function to toolflow.wit fails the typecheck here.
const MARSHAL: { [K in keyof HostImports]: Marshal } = {
  callTool: (ctx, host, state) => (aliasHandle, argsHandle) => {
    const alias = guestString(ctx, aliasHandle, "alias", MAX_ALIAS_CHARS);
    const argsJson = guestString(ctx, argsHandle, "args-json", MAX_ARGS_JSON_CHARS);
    const deferred = ctx.newPromise();
    awaitAnswer(ctx, host, state, deferred, { seq: state.nextSeq(), alias, argsJson });
    // The caller's scope disposes this handle after duplicating it for the guest.
    return deferred.handle;
  },
  print: (ctx, host) => (textHandle) => {
    host.print(guestString(ctx, textHandle, "text", Number.MAX_SAFE_INTEGER));
  },
};

/**
 * Asks the host for a call's answer and settles the guest's promise with it. Also for the calls
 * a resumed parked flow was waiting on: asked again, under the same seq.
 */
export function awaitAnswer(ctx: QuickJSContext, host: HostImports, state: BindingState, deferred: QuickJSDeferredPromise, call: PendingCall): void {
  state.pending.set(deferred, call);
  host.callTool(call.alias, call.argsJson).then(
    (answer) =>
      state.deliver(() => {
        // An answer the heap cannot hold would be copied over address 0 (heapHasRoom); the
        // flow ends, and the promise stays pending for the sandbox to dispose.
        if (!state.fits(answer)) return;
        state.pending.delete(deferred);
        const answerHandle = ctx.newString(answer);
        deferred.resolve(answerHandle);
        answerHandle.dispose();
      }),
    (error: unknown) => {
      if (state.isLive()) state.fail(error);
    },
  );
}

export type HostFunction = readonly [name: keyof HostImports, implementation: VmFunctionImplementation<QuickJSHandle>];

/**
 * The binding's functions for one context, always in the same order: a context restored from a
 * snapshot (wasm/snapshot.ts) finds them by the host-reference ids given out in this order.
 */
export function hostFunctions(ctx: QuickJSContext, host: HostImports, state: BindingState): HostFunction[] {
  return (Object.keys(MARSHAL) as (keyof HostImports)[]).map((name) => [name, MARSHAL[name](ctx, host, state)] as const);
}

/** Define `__host` in the context's global scope with read-only, non-configurable functions. */
export function installHostBinding(ctx: QuickJSContext, functions: readonly HostFunction[]): void {
  // Not ctx.global: that handle lives as long as the context, and a snapshot must hold no handle
  // its restored copy would not know to free.
  const global = ctx.unwrapResult(ctx.evalCode("globalThis"));
  const hostObject = ctx.newObject();
  try {
    for (const [name, implementation] of functions) {
      const fn = ctx.newFunction(name, implementation);
      ctx.defineProp(hostObject, name, { value: fn, configurable: false, enumerable: true });
      fn.dispose();
    }
    ctx.defineProp(global, "__host", { value: hostObject, configurable: false, enumerable: false });
  } finally {
    hostObject.dispose();
    global.dispose();
  }
}

/** UTF-8 bytes of `text` plus its terminator, rounded up (a lone surrogate counts 3, a pair 6). */
export function utf8Bound(text: string): number {
  let bytes = text.length + 1;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0x80) bytes += unit >= 0x800 ? 2 : 1;
  }
  return bytes;
}

/**
 * The prints a stopped flow had buffered and not handed over (guest/runtime/print-buffer.ts, at
 * `__toolflow.prints.parts`), read without calling guest code: a stopped guest never runs again.
 * The array is the guest's and hostile: only its strings are taken, each only if the heap has
 * room for the copy getString makes; what cannot be read is counted, not guessed.
 */
export function unflushedPrints(ctx: QuickJSContext): { text: string; lostChars: number } {
  const handles: QuickJSHandle[] = [];
  const take = (handle: QuickJSHandle) => (handles.push(handle), handle);
  let text = "";
  let lostChars = 0;
  try {
    const parts = take(ctx.getProp(take(ctx.getProp(take(ctx.getProp(ctx.global, "__toolflow")), "prints")), "parts"));
    const count = ctx.typeof(parts) === "object" ? ctx.getLength(parts) ?? 0 : 0;
    for (let i = 0; i < count; i++) {
      const part = take(ctx.getProp(parts, i));
      if (ctx.typeof(part) !== "string") continue;
      const length = ctx.getLength(part) ?? 0;
      if (heapHasRoom(ctx, length * 3 + 1)) text += ctx.getString(part);
      else lostChars += length;
    }
  } finally {
    for (const handle of handles) if (handle.alive) handle.dispose();
  }
  return { text, lostChars };
}
