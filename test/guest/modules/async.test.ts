// The async paths: asyncio.gather over in-flight promises and plain values (order, errors,
// return_exceptions), run/sleep, and callbacks that are async script functions (re.sub,
// functools.reduce), which must return a promise of CPython's result.
import { describe, expect, it } from "vitest";
import { E, PyBaseException, PyCoroutine, PyList, advanceClock, callPy, flowClock, getAttr, newException, repr, STOP, toArray, type PyFunction } from "../../../guest/values/index.js";
import { modules } from "../../../guest/modules/index.js";

const asyncio = modules.asyncio();
const re = modules.re();
const functools = modules.functools();

const delayed = <T>(v: T, ms: number) => new Promise<T>((r) => setTimeout(() => r(v), ms));
const failing = (ms: number, msg: string) => new Promise((_, rej) => setTimeout(() => rej(newException(E.ValueError, [msg])), ms));

/** An async script function, as guest/runtime marks the ones that may reach a tool. */
function asyncFn(f: (...a: any[]) => Promise<unknown>): PyFunction {
  const fn = f as PyFunction;
  fn.$async = true;
  return fn;
}

describe("asyncio", () => {
  it("gather keeps argument order whatever the completion order, and accepts plain values", async () => {
    const r = await callPy(getAttr(asyncio, "gather"), [delayed("slow", 30), "plain", delayed(3, 1)]);
    expect(repr(r)).toBe("['slow', 'plain', 3]");
  });

  it("gather starts every coroutine before any of them finishes", async () => {
    // Each body logs its start, then waits on a promise only the test settles: awaited one by one,
    // the second would not start until the first's promise settled.
    const log: string[] = [];
    const gates: (() => void)[] = [];
    const body = (name: string) => async () => {
      log.push(`start ${name}`);
      await new Promise<void>((settle) => gates.push(settle));
      log.push(`end ${name}`);
      return name;
    };
    const result = callPy(getAttr(asyncio, "gather"), ["a", "b", "c"].map((n) => new PyCoroutine(body(n), [], n, n)));
    await new Promise((settle) => setTimeout(settle, 0));
    expect(log).toEqual(["start a", "start b", "start c"]);
    gates.reverse().forEach((settle) => settle());
    expect(repr(await result)).toBe("['a', 'b', 'c']");
    expect(log.slice(3)).toEqual(["end c", "end b", "end a"]);
  });

  it("gather with no arguments gives an empty list", async () => {
    expect(repr(await callPy(getAttr(asyncio, "gather"), []))).toBe("[]");
  });

  it("gather propagates the first exception", async () => {
    const p = callPy(getAttr(asyncio, "gather"), [delayed(1, 20), failing(5, "boom")]);
    await expect(p).rejects.toBeInstanceOf(PyBaseException);
    await p.catch((e: PyBaseException) => expect(`${e.type.name}: ${e.message}`).toBe("ValueError: boom"));
  });

  it("gather(return_exceptions=True) puts Python exceptions in the result list", async () => {
    const r = await callPy(getAttr(asyncio, "gather"), [failing(1, "bad"), delayed("ok", 5)], { return_exceptions: true });
    expect(repr(r)).toBe("[ValueError('bad'), 'ok']");
  });

  it("gather(return_exceptions=True) still propagates host failures", async () => {
    const hostFailure = Promise.reject(new Error("timeout"));
    const p = callPy(getAttr(asyncio, "gather"), [hostFailure], { return_exceptions: true });
    await expect(p).rejects.toThrow("timeout");
  });

  it("run returns its argument; sleep waits on the flow's clock, not the wall clock", async () => {
    const p = delayed(5, 1);
    expect(callPy(getAttr(asyncio, "run"), [p])).toBe(p);
    const t0 = Date.now();
    const before = flowClock.ns;
    // sleep() makes a coroutine; awaiting it starts it.
    const sleep = (...args: unknown[]) => {
      const c = callPy(getAttr(asyncio, "sleep"), args);
      expect(c).toBeInstanceOf(PyCoroutine);
      return (c as PyCoroutine).start();
    };
    const waiting = sleep(10, "done");
    expect(await sleep(0)).toBe(null);
    // What the host does once the flow has nothing else to run: the clock moves to the timer.
    expect(advanceClock()).toBe(true);
    expect(await waiting).toBe("done");
    expect(flowClock.ns - before).toBe(10_000_000_000n);
    expect(advanceClock()).toBe(false);
    expect(Date.now() - t0).toBeLessThan(50);
  });
});

describe("async callbacks", () => {
  it("re.sub with an async replacement function returns a promise of the result", async () => {
    const upper = asyncFn(async (m: unknown) => {
      await delayed(0, 1);
      return (callPy(getAttr(m, "group"), []) as string).toUpperCase();
    });
    const r = callPy(getAttr(re, "sub"), ["[aeiou]", upper, "hello world"]);
    expect(r).toBeInstanceOf(Promise);
    expect(await r).toBe("hEllO wOrld");
    const n = await callPy(getAttr(re, "subn"), ["o", upper, "foo"]);
    expect(repr(n)).toBe("('fOO', 2)");
  });

  it("functools.reduce with an async function awaits each step in order", async () => {
    const seen: unknown[] = [];
    const add = asyncFn(async (a: number, b: number) => {
      seen.push(b);
      await delayed(0, 1);
      return a + b;
    });
    expect(await callPy(getAttr(functools, "reduce"), [add, new PyList([1, 2, 3, 4])])).toBe(10);
    expect(seen).toEqual([2, 3, 4]);
  });

  it("itertools awaits async callbacks in order and returns a promise of the iterator", async () => {
    const itertools = modules.itertools();
    const seen: unknown[] = [];
    const pred = asyncFn(async (x) => (seen.push(x), x < 3));
    const taken = await callPy(getAttr(itertools, "takewhile"), [pred, new PyList([1, 2, 3, 1])]);
    expect(toArray(taken)).toEqual([1, 2]);
    expect(seen).toEqual([1, 2, 3]);
    const key = asyncFn(async (x) => x % 2);
    const groups = await callPy(getAttr(itertools, "groupby"), [new PyList([1, 3, 2]), key]);
    // Each group is read before the next pair, as a for loop over groupby does.
    const read: unknown[] = [];
    for (let pair = groups.next(); pair !== STOP; pair = groups.next()) read.push([pair.items[0], toArray(pair.items[1])]);
    expect(read).toEqual([[1, [1, 3]], [0, [2]]]);
  });
});
