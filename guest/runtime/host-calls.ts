// The guest's side of a tool call across the WIT boundary (wasm/toolflow.wit): the guest makes
// each call's promise itself and hands the host one string, `<call id> <alias> <args JSON>`; the
// host answers through the `answer` export with that id, and the answer is decoded there, so the
// awaiting script resumes one promise job later. A host-made promise per call (and a host
// function returning it), then a `.then` to decode and one to pass the awaiting frame, cost more
// than the rest of a call in QuickJS.
import { awaitsSite, reportAwaitSite, type SelfReporting } from "./await-frames.js";
import type { HostBinding } from "./tools.js";

/** `__host` as the WIT `host` interface gives it. */
export interface HostImports {
  callTool(call: string): void;
  print(text: string): void;
  /** Facts about a long string (guest/values/string-facts.ts); absent where a test's host has none. */
  stringFacts?(text: string, ask: number): number;
}

/** A call's record while it waits: its promise, how to settle it, and the site awaiting it. */
interface Waiting extends SelfReporting {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  decode(answer: string): unknown;
}

// What `new Promise(capture)` hands over: one executor for every call, not a closure per call.
let capturedResolve: (value: unknown) => void;
let capturedReject: (error: unknown) => void;
function capture(resolve: (value: unknown) => void, reject: (error: unknown) => void): void {
  capturedResolve = resolve;
  capturedReject = reject;
}

export class HostCalls {
  /** Calls not answered yet, by id, but for `only`. */
  private readonly waiting = new Map<number, Waiting>();
  /** The call waiting when it is the only one (most calls, awaited one at a time): a Map's set,
   *  get and delete per call cost ~0.5 us in QuickJS. */
  private only: Waiting | undefined;
  private onlyId = 0;
  /** Ids count from 1 in the order the calls are made; the host logs them by its own seq. */
  private lastId = 0;

  constructor(private readonly host: HostImports) {}

  callTool(alias: string, argsJson: string, decode: (answer: string) => unknown): Promise<unknown> {
    const id = ++this.lastId;
    const promise = new Promise(capture);
    const waiting: Waiting = { promise, site: null, resolve: capturedResolve, reject: capturedReject, decode };
    if (this.only === undefined && this.waiting.size === 0) {
      this.only = waiting;
      this.onlyId = id;
    } else this.waiting.set(id, waiting);
    try {
      this.host.callTool(`${id} ${alias} ${argsJson}`);
    } catch (e) {
      if (this.only === waiting) this.only = undefined;
      else this.waiting.delete(id);
      throw e;
    }
    awaitsSite(waiting);
    return promise;
  }

  /** The WIT `answer` export: an id not waited on (answered twice, never asked) is the host's bug. */
  answer(id: number, answer: string): void {
    const waiting = this.take(id);
    let value: unknown;
    try {
      value = waiting.decode(answer);
    } catch (e) {
      reportAwaitSite(waiting, e);
      waiting.reject(e);
      return;
    }
    waiting.resolve(value);
  }

  /** The WIT `answer-int` export: the by-value answer of an int, which decodes to the int itself. */
  answerInt(id: number, value: number): void {
    this.take(id).resolve(value);
  }

  private take(id: number): Waiting {
    const only = this.only;
    if (only !== undefined && id === this.onlyId) {
      this.only = undefined;
      return only;
    }
    const waiting = this.waiting.get(id);
    if (!waiting) throw new Error(`__toolflow.answer: no call ${id} is waiting`);
    this.waiting.delete(id);
    return waiting;
  }

  binding(): HostBinding {
    return { callTool: (alias, argsJson, decode) => this.callTool(alias, argsJson, decode), print: (text) => this.host.print(text) };
  }
}
