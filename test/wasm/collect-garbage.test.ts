// A pool worker's collections (wasm/collect-garbage.ts): `gc` taken from a context made while
// --expose-gc is briefly on can be missing when another thread turned the flag off meanwhile
// (two workers taking theirs at once). That must never throw from the worker's timer: it ended
// the worker and failed its flows (a 1,000-flow test then waited forever for their tool calls).
import { afterEach, describe, expect, it, vi } from "vitest";
import { garbageCollector } from "../../wasm/collect-garbage.js";

afterEach(() => vi.useRealTimers());

describe("a worker's garbage collector", () => {
  it("collects once gc can be had, never throwing while it cannot", () => {
    vi.useFakeTimers();
    const gc = vi.fn();
    // Missing at the worker's start and at the first collection (the flag turned off by another thread).
    const take = vi.fn().mockReturnValueOnce(undefined).mockReturnValueOnce(undefined).mockReturnValue(gc);
    const collect = garbageCollector(take);
    collect();
    expect(() => vi.runAllTimers()).not.toThrow();
    expect(gc).not.toHaveBeenCalled();
    collect();
    vi.runAllTimers();
    expect(gc).toHaveBeenCalledTimes(1);
    collect();
    vi.runAllTimers();
    expect(gc).toHaveBeenCalledTimes(2);
    expect(take).toHaveBeenCalledTimes(3);
  });

});
