// StopSwitch behaves as an AbortController's signal does for the sandbox engines that listen to
// it, and anyStop as AbortSignal.any; each case is checked against the AbortSignal it stands for.
import { describe, expect, it } from "vitest";
import { anyStop, StopSwitch, type StopSignal } from "../../wasm/stop-signal.js";

/** The same steps on a StopSwitch and on an AbortController: what each listener saw, in order. */
function both(steps: (signal: StopSignal, abort: () => void, seen: string[]) => void): [string[], string[]] {
  const mine: string[] = [];
  const stop = new StopSwitch();
  steps(stop, () => stop.abort(), mine);
  const theirs: string[] = [];
  const controller = new AbortController();
  steps(controller.signal, () => controller.abort(), theirs);
  return [mine, theirs];
}

describe("StopSwitch", () => {
  it("calls each listener once, in the order added, and none added after the abort", () => {
    const [mine, theirs] = both((signal, abort, seen) => {
      const a = () => seen.push(`a ${signal.aborted}`);
      signal.addEventListener("abort", a, { once: true });
      signal.addEventListener("abort", () => seen.push("b"));
      signal.addEventListener("abort", a);
      abort();
      abort();
      signal.addEventListener("abort", () => seen.push("late"));
      abort();
      seen.push(`aborted ${signal.aborted}`);
    });
    expect(mine).toEqual(["a true", "b", "aborted true"]);
    expect(mine).toEqual(theirs);
  });

  it("does not call a removed listener, and removing one never added is nothing", () => {
    const [mine, theirs] = both((signal, abort, seen) => {
      const a = () => seen.push("a");
      signal.removeEventListener("abort", () => undefined);
      signal.addEventListener("abort", a);
      signal.addEventListener("abort", () => seen.push("b"));
      signal.removeEventListener("abort", a);
      abort();
    });
    expect(mine).toEqual(["b"]);
    expect(mine).toEqual(theirs);
  });

  it("a listener that removes a later one: the later one is not called", () => {
    const [mine, theirs] = both((signal, abort, seen) => {
      const b = () => seen.push("b");
      signal.addEventListener("abort", () => {
        seen.push("a");
        signal.removeEventListener("abort", b);
      });
      signal.addEventListener("abort", b);
      abort();
    });
    expect(mine).toEqual(["a"]);
    expect(mine).toEqual(theirs);
  });

  it("a throwing listener neither stops the others nor the one aborting; its error is reported as uncaught", async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    const listeners = process.listeners("uncaughtException");
    process.removeAllListeners("uncaughtException");
    process.on("uncaughtException", onUncaught);
    try {
      const stop = new StopSwitch();
      const seen: string[] = [];
      stop.addEventListener("abort", () => {
        throw new Error("listener failed");
      });
      stop.addEventListener("abort", () => seen.push("b"));
      expect(() => stop.abort()).not.toThrow();
      expect(seen).toEqual(["b"]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(uncaught).toHaveLength(1);
      expect((uncaught[0] as Error).message).toBe("listener failed");
    } finally {
      process.off("uncaughtException", onUncaught);
      for (const listener of listeners) process.on("uncaughtException", listener);
    }
  });
});

describe("anyStop", () => {
  it("aborts when any signal does, at once when one already has, and stops listening when released", () => {
    const a = new StopSwitch();
    const b = new AbortController();
    const { stop, release } = anyStop([a, undefined, b.signal]);
    expect(stop.aborted).toBe(false);
    b.abort();
    expect(stop.aborted).toBe(true);

    const done = new AbortController();
    done.abort();
    expect(anyStop([new StopSwitch(), done.signal]).stop.aborted).toBe(true);

    const c = new StopSwitch();
    const later = anyStop([c]);
    later.release();
    c.abort();
    expect(later.stop.aborted).toBe(false);
    release();
  });
});
