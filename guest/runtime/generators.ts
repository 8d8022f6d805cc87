// `yield from` (PEP 380) as the emitted generator bodies delegate to it with JS `yield*`: values
// the delegate yields pass out, values sent and exceptions thrown into the outer generator pass
// in, GeneratorExit closes the delegate, and the delegate's return value is the expression's.

import { AsyncPyGenerator, AsyncPyIterator, E, PyBaseException, PyGenerator, STOP, callMethod, isSubtype, iter, iterAwaitable, lookupAttr } from "../values/index.js";

const isGeneratorExit = (e: unknown) => e instanceof PyBaseException && isSubtype(e.type, E.GeneratorExit);

/**
 * Closes a generator a loop stopped walking early and nothing else holds, as CPython's refcount
 * does when it frees it: its `finally` runs now; what close() raises is CPython's "Exception
 * ignored" (written to stderr, never raised), so it is dropped.
 */
export function closeAbandoned(it: unknown): void | Promise<void> {
  if (!(it instanceof PyGenerator || it instanceof AsyncPyGenerator)) return;
  const ignored = (e: unknown) => {
    if (!(e instanceof PyBaseException)) throw e;
  };
  try {
    const r = it.close();
    if (r instanceof Promise) return r.catch(ignored);
  } catch (e) {
    ignored(e);
  }
}

/** The delegate's return value once it returned STOP. */
function returned(it: any): any {
  if (!(it instanceof PyGenerator || it instanceof AsyncPyGenerator)) return null;
  const v = it.frame.returnValue;
  it.frame.returnValue = null;
  return v;
}

/** A sent value other than None goes to the delegate's send(), which a plain iterator lacks. */
function sendTo(it: any, sent: any): any {
  if (sent === null || sent === undefined) return it.next();
  if (it instanceof PyGenerator || it instanceof AsyncPyGenerator) return it.sendValue(sent);
  return callMethod(it, "send", [sent]);
}

/** What the outer generator does with an exception thrown into it at the delegation. */
function thrownTo(it: any, e: unknown): any {
  if (!(e instanceof PyBaseException)) throw e;
  if (isGeneratorExit(e)) {
    const close = lookupAttr(it, "close");
    if (close !== undefined) {
      const r = it instanceof PyGenerator || it instanceof AsyncPyGenerator ? it.close() : callMethod(it, "close", []);
      if (r instanceof Promise) return r.then(() => Promise.reject(e));
    }
    throw e;
  }
  if (it instanceof PyGenerator || it instanceof AsyncPyGenerator) return it.throwInto(e);
  throw e;
}

export function* yieldFrom(x: any): Generator<any, any, any> {
  const it = iter(x);
  let y = it.next();
  while (y !== STOP) {
    let sent: any;
    try {
      sent = yield y;
    } catch (e) {
      y = thrownTo(it, e);
      continue;
    }
    y = sendTo(it, sent);
  }
  return returned(it);
}

/** The same inside a generator whose body calls tools: the delegate's steps may be promises. */
export async function* yieldFromAsync(x: any): AsyncGenerator<any, any, any> {
  const it = iterAwaitable(x);
  let y = await it.next();
  while (y !== STOP) {
    let sent: any;
    try {
      sent = yield y;
    } catch (e) {
      y = await thrownTo(it, e);
      continue;
    }
    y = await sendTo(it, sent);
  }
  return returned(it);
}
