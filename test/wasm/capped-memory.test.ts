// The flow's capped memory (wasm/quickjs.ts CappedMemory): it remembers a refused grow, and asks
// QuickJS for a cycle collection (a zero GC threshold at collectOnGrowAt) as it grows: at half
// again its size at the last collection, unless QuickJS collected on its own since (a new
// threshold written), and at every grow in the top half of its cap; in the bottom half it puts
// QuickJS's allocation-count trigger out of reach (NEVER_COLLECT) from the moment it is given the
// address until a grow collects (a pending request, a zero threshold, stays as it is given).
import { describe, expect, it } from "vitest";
import { CappedMemory, NEVER_COLLECT, PAGE_BYTES } from "../../wasm/quickjs.js";

const AT = 64;
/** The threshold a new QuickJS runtime starts with (malloc_gc_threshold, 256 KiB). */
const FIRST_THRESHOLD = 256 * 1024;

function cappedMemory() {
  const memory = new CappedMemory({ initial: 10, maximum: 100 });
  new DataView(memory.buffer).setUint32(AT, FIRST_THRESHOLD, true);
  memory.collectOnGrowAt = AT;
  const threshold = () => new DataView(memory.buffer).getUint32(AT, true);
  const setThreshold = (value: number) => new DataView(memory.buffer).setUint32(AT, value, true);
  const growTo = (pages: number) => memory.grow(pages - memory.buffer.byteLength / PAGE_BYTES);
  return { memory, threshold, setThreshold, growTo };
}

describe("a flow's capped memory", () => {
  it("asks for a collection at half again its size, after QuickJS's own, and at each grow near the cap", () => {
    const { threshold, setThreshold, growTo } = cappedMemory();
    expect(threshold()).toBe(NEVER_COLLECT);
    // [the threshold QuickJS has written before the grow (undefined: as it is), pages grown to,
    // the threshold after]. The memory starts at 10 of 100 pages.
    const steps: [number | undefined, number, number][] = [
      [1000, 12, NEVER_COLLECT], // QuickJS collected on its own at 10 pages
      [undefined, 15, 0], // 1.5x the 10 pages it started with
      [2000, 20, NEVER_COLLECT], // QuickJS collected on its own at 15 pages: counted from there
      [undefined, 22, NEVER_COLLECT],
      [undefined, 30, 0],
      [3000, 50, 0], // 1.5x the 30 pages of the last collection
      [4000, 51, 0], // not 1.5x the 50, but the top half of the cap: every grow
    ];
    for (const [before, pages, after] of steps) {
      if (before !== undefined) setThreshold(before);
      growTo(pages);
      expect(threshold(), `grown to ${pages} pages`).toBe(after);
    }
  });

  it("keeps a collection a grow asked for and no allocation has run yet, as a flow wakes", () => {
    const memory = new CappedMemory({ initial: 10, maximum: 100 });
    new DataView(memory.buffer).setUint32(AT, 0, true);
    memory.collectOnGrowAt = AT;
    expect(new DataView(memory.buffer).getUint32(AT, true)).toBe(0);
  });

  it("leaves QuickJS's count trigger alone in the top half of its cap, where it can grow no further", () => {
    const memory = new CappedMemory({ initial: 60, maximum: 100 });
    new DataView(memory.buffer).setUint32(AT, 1000, true);
    memory.collectOnGrowAt = AT;
    expect(new DataView(memory.buffer).getUint32(AT, true)).toBe(1000);
  });

  it("writes nothing without a runtime's address, and remembers a grow refused at the cap", () => {
    const { memory, threshold, setThreshold, growTo } = cappedMemory();
    memory.collectOnGrowAt = undefined;
    setThreshold(1000);
    growTo(40);
    expect(threshold()).toBe(1000);
    expect(() => growTo(101)).toThrow(RangeError);
    expect(memory.exhausted).toBe(true);
    growTo(41);
    expect(memory.exhausted).toBe(false);
  });
});
