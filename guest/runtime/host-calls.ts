// The guest's side of a tool call across the WIT boundary (wasm/toolflow.wit): the guest makes
// each call's promise itself and hands the host one string, `<call id> <alias> <args JSON>`; the
// host answers through the `answer` export with that id, and the answer is decoded there, so the
// awaiting script resumes one promise job later. A host-made promise per call (and a host
// function returning it), then a `.then` to decode and one to pass the awaiting frame, cost more
// than the rest of a call in QuickJS.
import { reportAwaitSite, type SelfReporting } from "./await-frames.js";
import type { HostBinding } from "./tools.js";

/** `__host` as the WIT `host` interface gives it. */
export interface HostImports {
  callTool(call: string): void;
  print(text: string): void;
}

interface Waiting {
  promise: SelfReporting;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  decode(answer: string): unknown;
}

export class HostCalls {
  /** Calls not answered yet, by id. */
  private readonly waiting = new Map<number, Waiting>();
  /** Ids count from 1 in the order the calls are made; the host logs them by its own seq. */
  private lastId = 0;

  constructor(private readonly host: HostImports) {}

  callTool(alias: string, argsJson: string, decode: (answer: string) => unknown): Promise<unknown> {
    const id = ++this.lastId;
    let waiting: Waiting | undefined;
    const promise: SelfReporting = new Promise((resolve, reject) => {
      waiting = { promise: undefined as never, resolve, reject, decode };
    });
    promise.$awaitSite = null;
    waiting!.promise = promise;
    this.waiting.set(id, waiting!);
    try {
      this.host.callTool(`${id} ${alias} ${argsJson}`);
    } catch (e) {
      this.waiting.delete(id);
      throw e;
    }
    return promise;
  }

  /** The WIT `answer` export: an id not waited on (answered twice, never asked) is the host's bug. */
  answer(id: number, answer: string): void {
    const waiting = this.take(id);
    let value: unknown;
    try {
      value = waiting.decode(answer);
    } catch (e) {
      reportAwaitSite(e, waiting.promise.$awaitSite);
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
    const waiting = this.waiting.get(id);
    if (!waiting) throw new Error(`__toolflow.answer: no call ${id} is waiting`);
    this.waiting.delete(id);
    return waiting;
  }

  binding(): HostBinding {
    return { callTool: (alias, argsJson, decode) => this.callTool(alias, argsJson, decode), print: (text) => this.host.print(text) };
  }
}
