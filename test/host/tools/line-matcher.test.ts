// grep's worker-thread matcher: answers batches, and a runaway regex ends at the match budget
// with a ToolError instead of blocking the host.
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IDLE_WORKER_MS, LineMatcher } from "../../../host/tools/line-matcher.js";
import { ToolError } from "../../../host/registry.js";

/** The threads a burst of `count` concurrent matchers ran on. */
async function burst(count: number): Promise<Set<number>> {
  const sent = vi.spyOn(Worker.prototype, "postMessage");
  const matchers = Array.from({ length: count }, () => new LineMatcher(/a/, "a", new AbortController().signal));
  try {
    await Promise.all(matchers.map(async (matcher) => expect(await matcher.match(["a", "b"])).toEqual([0])));
  } finally {
    for (const matcher of matchers) matcher.close();
  }
  const threads = new Set(sent.mock.contexts.map((worker) => (worker as Worker).threadId));
  sent.mockRestore();
  return threads;
}

describe("LineMatcher", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("returns the indexes of matching lines, batch after batch", async () => {
    const matcher = new LineMatcher(/b+/i, "b+", new AbortController().signal);
    try {
      expect(await matcher.match(["abc", "xyz", "BB"])).toEqual([0, 2]);
      expect(await matcher.match([])).toEqual([]);
      expect(await matcher.match(["b"])).toEqual([0]);
    } finally {
      matcher.close();
    }
  });

  it("refuses a match after it was closed", async () => {
    const matcher = new LineMatcher(/b/, "b", new AbortController().signal);
    expect(await matcher.match(["b"])).toEqual([0]);
    matcher.close();
    await expect(matcher.match(["b"])).rejects.toThrow(new ToolError("grep failed: the matcher was closed"));
  });

  it("gives up on a catastrophic pattern when the budget is spent", async () => {
    const matcher = new LineMatcher(/^(a+)+$/, "^(a+)+$", new AbortController().signal, 300);
    const started = performance.now();
    try {
      await expect(matcher.match([`${"a".repeat(5000)}b`])).rejects.toThrow(ToolError);
      await expect(matcher.match(["a"])).rejects.toThrow('the pattern "^(a+)+$" took more than 0.3 s to match');
    } finally {
      matcher.close();
    }
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("runs a burst of concurrent calls on the threads the last burst started, and ends all but two once idle", async () => {
    const first = await burst(6);
    expect(first.size).toBe(6);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const second = await burst(6);
    expect([...second].filter((thread) => !first.has(thread))).toEqual([]);
    const ended = vi.spyOn(Worker.prototype, "terminate");
    vi.advanceTimersByTime(IDLE_WORKER_MS);
    expect(ended).toHaveBeenCalledTimes(4);
    vi.useRealTimers();
    const third = await burst(6);
    expect([...third].filter((thread) => second.has(thread))).toHaveLength(2);
  });
});
