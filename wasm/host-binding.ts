// The `host` interface of wasm/toolflow.wit as installed in a QuickJS context (`__host.callTool`,
// `__host.print` and `__host.stringFacts`), and the tool call's way back through the guest's `answer` export. Types
// come from the jco-generated WIT bindings so the boundary cannot drift.
import type { QuickJSContext, QuickJSHandle, VmFunctionImplementation } from "quickjs-emscripten";
import type * as HostWit from "./generated/interfaces/toolflow-flow-host.js";
import { isAscii } from "./ascii.js";
import { heapHasRoom, heapHostFunction, stringHostFunction, wholeString, type ArgReader } from "./quickjs-internals.js";
import { stringFacts } from "./string-facts.js";
import { BY_VALUE_ANSWER_PREFIX } from "./answer-prefixes.js";

/**
 * What a sandbox's flow serves (runFlow's tools and prints): the WIT `host` interface with the
 * call's answer as a promise on this side; the binding turns it into `call-tool` and `answer`.
 */
export interface HostImports {
  callTool(alias: string, argsJson: string): Promise<string>;
  print(text: string): void;
}

/** Guards on strings from the guest: a runaway guest must not hand the host unbounded data. */
// An alias is the host's own name for a registry tool (any length the registry allows); the
// bound only keeps a hostile guest from handing over megabytes.
const MAX_ALIAS_CHARS = 1 << 16;
// guest/runtime/tools.ts refuses larger arguments with a ValueError before calling.
const MAX_ARGS_JSON_CHARS = 1 << 20;
/** A call id is a WIT u32 the guest counts from 1. */
const MAX_CALL_ID = 2 ** 32 - 1;
const CALL_ID = /^[1-9][0-9]{0,9}$/;
/** The id, the alias and the arguments with a space after each of the first two. */
const MAX_CALL_CHARS = 10 + 1 + MAX_ALIAS_CHARS + 1 + MAX_ARGS_JSON_CHARS;

/** A tool call the guest waits on: its id (the guest's), its place among the flow's calls (1, 2, ...) and what it asked. */
export interface PendingCall {
  id: number;
  seq: number;
  alias: string;
  argsJson: string;
}

export interface BindingState {
  /**
   * Calls made and not answered yet, by id, in call order; recorded if the flow is parked
   * (wasm/parked-flow.ts).
   */
  pending: Map<number, PendingCall>;
  /** The seq of the guest's next call (its calls are numbered as the host's call log numbers them). */
  nextSeq(): number;
  /** False once the flow has ended: late answers are dropped, never delivered. */
  isLive(): boolean;
  /**
   * Run `settle` (which hands the guest an answer) if the flow still runs, with the other answers
   * ready in the same host turn (wasm/host-turn.ts), then let the guest run.
   */
  deliver(settle: () => void): void;
  /** Hands call `id`'s answer to the guest (its WIT `answer` export). */
  answer(id: number, answer: string): void;
  /** Hands call `id`'s answer that is an int to the guest (its WIT `answer-int` export). */
  answerInt(id: number, value: number): void;
  /** The host failed to serve a call (not a tool error, which is an answer): end the flow. */
  fail(error: unknown): void;
  /** Whether the guest heap can take this text; false ends the flow at its memory limit. */
  fits(text: string): boolean;
}

class GuestProtocolError extends TypeError {}

function guestString(text: string | undefined, what: string, maxChars: number): string {
  if (text === undefined) throw new GuestProtocolError(`__host: ${what} must be a string`);
  if (text.length > maxChars) throw new GuestProtocolError(`__host: ${what} is longer than ${maxChars} characters`);
  return text;
}

/** `<call-id> <alias> <args-json>` (wasm/toolflow.wit), checked as the guest may have sent anything. */
function parseCall(call: string): { id: number; alias: string; argsJson: string } {
  const afterId = call.indexOf(" ");
  const afterAlias = afterId < 0 ? -1 : call.indexOf(" ", afterId + 1);
  const idText = call.slice(0, afterId);
  if (afterAlias < 0 || !CALL_ID.test(idText) || Number(idText) > MAX_CALL_ID) {
    throw new GuestProtocolError("__host: call must be `<call-id> <alias> <args-json>`");
  }
  const alias = guestString(call.slice(afterId + 1, afterAlias), "alias", MAX_ALIAS_CHARS);
  const argsJson = guestString(call.slice(afterAlias + 1), "args-json", MAX_ARGS_JSON_CHARS);
  return { id: Number(idText), alias, argsJson };
}

type Marshal = (ctx: QuickJSContext, host: HostImports, state: BindingState) => VmFunctionImplementation<QuickJSHandle>;

// One entry per WIT function: adding a function to toolflow.wit fails the typecheck here.
const MARSHAL: { [K in keyof typeof HostWit]: Marshal } = {
  callTool: (ctx, host, state) =>
    stringHostFunction(ctx, (arg: ArgReader) => {
      const { id, alias, argsJson } = parseCall(guestString(arg(0), "call", MAX_CALL_CHARS));
      if (state.pending.has(id)) throw new GuestProtocolError(`__host: call ${id} is already waiting`);
      awaitAnswer(host, state, { id, seq: state.nextSeq(), alias, argsJson });
    }),
  print: (ctx, host) =>
    stringHostFunction(ctx, (arg: ArgReader) => {
      host.print(guestString(arg(0), "text", Number.MAX_SAFE_INTEGER));
    }),
  // Served here, not by the flow: it only reads the guest's own string.
  stringFacts: (ctx) => heapHostFunction(ctx, stringFacts),
};

/**
 * Asks the host for a call's answer and hands it to the guest. Also for the calls a resumed
 * parked flow was waiting on: asked again, under the same id and seq.
 */
export function awaitAnswer(host: HostImports, state: BindingState, call: PendingCall): void {
  state.pending.set(call.id, call);
  host.callTool(call.alias, call.argsJson).then(
    (answer) =>
      state.deliver(() => {
        const int = byValueInt(answer);
        // An answer the heap cannot hold would be copied over address 0 (heapHasRoom); the
        // flow ends, and the call stays pending.
        if (int === undefined && !state.fits(answer)) return;
        state.pending.delete(call.id);
        if (int === undefined) state.answer(call.id, answer);
        else state.answerInt(call.id, int);
      }),
    (error: unknown) => {
      if (state.isLive()) state.fail(error);
    },
  );
}

const INT_AT = BY_VALUE_ANSWER_PREFIX.length;
/** Digits of the ints answer-int takes: every 9-digit int is in the s32 range. */
const MAX_INT_DIGITS = 9;

/**
 * The int of a by-value answer that is one int in the s32 range as JSON writes it (no leading
 * zero, no `-0`), else undefined: the guest's decoding of that answer gives the same int.
 */
export function byValueInt(answer: string): number | undefined {
  const end = answer.length - 1;
  if (end <= INT_AT || end - INT_AT > MAX_INT_DIGITS + 1 || answer.charCodeAt(end) !== 0x7d || !answer.startsWith(BY_VALUE_ANSWER_PREFIX)) return undefined;
  const negative = answer.charCodeAt(INT_AT) === 0x2d;
  const first = negative ? INT_AT + 1 : INT_AT;
  const digits = end - first;
  if (digits === 0 || digits > MAX_INT_DIGITS || (answer.charCodeAt(first) === 0x30 && (digits > 1 || negative))) return undefined;
  let value = 0;
  for (let at = first; at < end; at++) {
    const digit = answer.charCodeAt(at) - 0x30;
    if (digit < 0 || digit > 9) return undefined;
    value = value * 10 + digit;
  }
  return negative ? -value : value;
}

export type HostFunction = readonly [name: keyof typeof HostWit, implementation: VmFunctionImplementation<QuickJSHandle>];

/**
 * The binding's functions for one context, always in the same order: a context restored from a
 * snapshot (wasm/snapshot.ts) finds them by the host-reference ids given out in this order.
 */
export function hostFunctions(ctx: QuickJSContext, host: HostImports, state: BindingState): HostFunction[] {
  return (Object.keys(MARSHAL) as (keyof typeof HostWit)[]).map((name) => [name, MARSHAL[name](ctx, host, state)] as const);
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

const SHORT_TEXT = 64;

/** UTF-8 bytes of `text` plus its terminator, rounded up (a lone surrogate counts 3, a pair 6). */
export function utf8Bound(text: string): number {
  // ASCII text (most answers) is one byte a unit: a native scan, not a JS loop per unit, except
  // for a short text (a small tool answer), where calling the scan costs more than the loop.
  if (text.length > SHORT_TEXT && isAscii(text)) return text.length + 1;
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
 * room for the copy wholeString makes; what cannot be read is counted, not guessed.
 */
export function unflushedPrints(ctx: QuickJSContext): { text: string; lostChars: number } {
  const handles: QuickJSHandle[] = [];
  const take = (handle: QuickJSHandle) => (handles.push(handle), handle);
  let text = "";
  let lostChars = 0;
  try {
    const parts = take(ctx.getProp(take(ctx.getProp(take(ctx.getProp(ctx.global, "__toolflow")), "prints")), "parts"));
    // Its `length` read as a property: QTS_GetLength can fail once an allocation hit the cap.
    const length = ctx.typeof(parts) === "object" ? take(ctx.getProp(parts, "length")) : undefined;
    const count = length !== undefined && ctx.typeof(length) === "number" ? ctx.getNumber(length) : 0;
    for (let i = 0; i < count; i++) {
      const part = take(ctx.getProp(parts, i));
      if (ctx.typeof(part) !== "string") continue;
      const length = ctx.getLength(part) ?? 0;
      if (heapHasRoom(ctx, length * 3 + 1)) text += wholeString(ctx, part);
      else lostChars += length;
    }
  } finally {
    for (const handle of handles) if (handle.alive) handle.dispose();
  }
  return { text, lostChars };
}
