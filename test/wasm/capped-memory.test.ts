// The flow's capped memory (wasm/quickjs.ts CappedMemory): it remembers a refused grow, and asks
// QuickJS for a cycle collection (a zero GC threshold at collectOnGrowAt) as it grows: at half
// again its size at the last collection, unless QuickJS collected on its own since (a new
// threshold written), and at every grow in the top half of its cap.
import { describe, expect, it } from "vitest";
import { CappedMemory, PAGE_BYTES } from "../../wasm/quickjs.js";

const AT = 64;

function cappedMemory() {
  const memory = new CappedMemory({ initial: 10, maximum: 100 });
  memory.collectOnGrowAt = AT;
  const threshold = () => new DataView(memory.buffer).getUint32(AT, true);
  const setThreshold = (value: number) => new DataView(memory.buffer).setUint32(AT, value, true);
  const growTo = (pages: number) => memory.grow(pages - memory.buffer.byteLength / PAGE_BYTES);
  return { memory, threshold, setThreshold, growTo };
}

describe("a flow's capped memory", () => {
  it("asks for a collection at half again its size, after QuickJS's own, and at each grow near the cap", () => {
    const { threshold, setThreshold, growTo } = cappedMemory();
    setThreshold(1000);
    growTo(12);
    expect(threshold()).toBe(1000);
    growTo(15);
    expect(threshold()).toBe(0);
    // QuickJS collected (and wrote its threshold): the next collection is counted from there.
    setThreshold(2000);
    growTo(20);
    expect(threshold()).toBe(2000);
    growTo(22);
    expect(threshold()).toBe(2000);
    growTo(30);
    expect(threshold()).toBe(0);
    // The top half of the cap: every grow.
    setThreshold(3000);
    growTo(50);
    expect(threshold()).toBe(0);
    setThreshold(4000);
    growTo(51);
    expect(threshold()).toBe(0);
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
