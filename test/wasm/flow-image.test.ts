// A hibernated flow's memory as its differences from the snapshot (wasm/flow-image.ts): applying
// the image to the snapshot's image gives the memory back byte for byte; reverting it, or
// resetting the memory, gives the snapshot's image back, whatever was changed and wherever.
import { describe, expect, it, vi } from "vitest";
import { applyImage, captureImage, resetToSnapshot, revertImage } from "../../wasm/flow-image.js";
import { sameBytes, sameBytesWords, samePage, samePageWords, ZERO_PAGE } from "../../wasm/page-compare.js";
import { PAGE_BYTES } from "../../wasm/quickjs.js";
import type { GuestSnapshot } from "../../wasm/snapshot.js";

/** xorshift32: the same cases on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

function snapshotOf(pages: number, nonZero: number[], next: () => number): GuestSnapshot {
  const pageData = new Uint8Array(nonZero.length * PAGE_BYTES);
  for (let i = 0; i < pageData.length; i++) pageData[i] = next() < 0.3 ? 0 : Math.floor(next() * 256);
  const pageIndexes = Uint32Array.from(nonZero);
  return { pages, pageIndexes, pageData, zeroPages: new Uint32Array(0), freshImageHash: 0, runtimePointer: 0, contextPointer: 0, hostRefIds: [] };
}

function imageOf(snapshot: GuestSnapshot, pages: number): Uint8Array {
  const memory = new Uint8Array(pages * PAGE_BYTES);
  snapshot.pageIndexes.forEach((page, i) => memory.set(snapshot.pageData.subarray(i * PAGE_BYTES, (i + 1) * PAGE_BYTES), page * PAGE_BYTES));
  return memory;
}

/** Changes scattered bytes, whole runs, page edges, and writes of the value already there. */
function scribble(memory: Uint8Array, next: () => number, changes: number): void {
  for (let c = 0; c < changes; c++) {
    const at = Math.floor(next() * memory.length);
    const kind = next();
    if (kind < 0.4) memory[at] = Math.floor(next() * 256);
    else if (kind < 0.6) memory.fill(Math.floor(next() * 256), at, Math.min(memory.length, at + Math.floor(next() * 3000)));
    else if (kind < 0.8) {
      const edge = Math.ceil(at / PAGE_BYTES) * PAGE_BYTES;
      memory.fill(0xab, Math.max(0, edge - 5), Math.min(memory.length, edge + 5));
    } else memory[at] = memory[at]!;
  }
}

describe("flow images", () => {
  for (let seed = 1; seed <= 12; seed++) {
    it(`round-trip a scribbled memory exactly (case ${seed})`, () => {
      const next = random(seed * 7919);
      const snapshot = snapshotOf(6, [0, 2, 3, 5], next);
      // Some cases grow the memory past the snapshot's pages, as a flow's heap may.
      const pages = seed % 3 === 0 ? 9 : 6;
      const memory = imageOf(snapshot, pages);
      scribble(memory, next, Math.floor(next() * 200));

      const image = captureImage(memory, snapshot);
      expect(image.pages).toBe(pages);
      const restored = imageOf(snapshot, pages);
      applyImage(restored, image);
      expect(Buffer.compare(restored, memory)).toBe(0);

      revertImage(restored, image, snapshot);
      expect(Buffer.compare(restored, imageOf(snapshot, pages))).toBe(0);
      resetToSnapshot(memory, snapshot);
      expect(Buffer.compare(memory, imageOf(snapshot, pages))).toBe(0);
    });
  }

  it("is empty for an unchanged memory and small for a few changed words", () => {
    const snapshot = snapshotOf(4, [1, 2], random(3));
    const memory = imageOf(snapshot, 4);
    expect(captureImage(memory, snapshot).runs.length).toBe(0);
    memory[PAGE_BYTES + 8] ^= 1;
    memory[3 * PAGE_BYTES] = 7;
    // Two runs of one word, each with its two-word header.
    expect(captureImage(memory, snapshot).runs.length).toBe(6);
  });

  it("keeps a block whose words differ all over as one run, and neighbouring such blocks as one", () => {
    const snapshot = snapshotOf(4, [1, 2], random(5));
    const memory = imageOf(snapshot, 4);
    // Every fourth word of page 1 and the first KiB of page 2, as a relinked heap differs: too
    // far apart to bridge, too many for a run each.
    for (let at = PAGE_BYTES; at < 2 * PAGE_BYTES + 1024; at += 16) memory[at] ^= 0xff;
    // One word in the next KiB: its own run.
    memory[2 * PAGE_BYTES + 1500] ^= 0xff;
    const image = captureImage(memory, snapshot);
    const words = (PAGE_BYTES + 1024) / 4;
    expect(Array.from(image.runs.subarray(0, 2))).toEqual([PAGE_BYTES / 4, words]);
    expect(image.runs.length).toBe(2 + words + 3);
    const restored = imageOf(snapshot, 4);
    applyImage(restored, image);
    expect(Buffer.compare(restored, memory)).toBe(0);
  });
});

describe("page comparison (wasm/page-compare.ts)", () => {
  it("agrees with the word loop browsers use, for a change at any byte of a page", () => {
    const next = random(7);
    const a = new Uint8Array(PAGE_BYTES).map(() => Math.floor(next() * 256));
    const b = a.slice();
    expect([samePage(a, b), samePageWords(a, b)]).toEqual([true, true]);
    for (const at of [0, 1, 3, 4, 4097, PAGE_BYTES - 1]) {
      b[at] ^= 0x80;
      expect([samePage(a, b), samePageWords(a, b)]).toEqual([false, false]);
      b[at] ^= 0x80;
    }
    expect([samePage(new Uint8Array(PAGE_BYTES), ZERO_PAGE), samePageWords(new Uint8Array(PAGE_BYTES), ZERO_PAGE)]).toEqual([true, true]);
  });
});

describe("flow images where there is no native compare (browsers)", () => {
  /** flow-image.ts and page-compare.ts as a browser loads them: no Buffer. */
  async function wordLoopModules() {
    vi.resetModules();
    vi.stubGlobal("Buffer", undefined);
    try {
      return { images: await import("../../wasm/flow-image.js"), compare: await import("../../wasm/page-compare.js") };
    } finally {
      vi.unstubAllGlobals();
    }
  }

  it("uses the word loop, and it agrees with the native compare over any range", async () => {
    const { compare } = await wordLoopModules();
    expect(compare.sameBytes).toBe(compare.sameBytesWords);
    const next = random(11);
    const a = new Uint8Array(4 * PAGE_BYTES).map(() => Math.floor(next() * 256));
    const b = a.slice();
    for (const [at, length] of [[0, 16], [1024, 1024], [PAGE_BYTES - 1024, 2048], [0, 4 * PAGE_BYTES], [3 * PAGE_BYTES + 48, 4096]] as const) {
      expect([sameBytes(a, at, b, at, length), sameBytesWords(a, at, b, at, length)]).toEqual([true, true]);
      for (const change of [at, at + 5, at + length - 1]) {
        b[change] ^= 0x01;
        expect([sameBytes(a, at, b, at, length), sameBytesWords(a, at, b, at, length)]).toEqual([false, false]);
        b[change] ^= 0x01;
      }
      // A change just outside the range is not seen.
      if (at + length < b.length) b[at + length] ^= 0xff;
      expect([sameBytes(a, at, b, at, length), sameBytesWords(a, at, b, at, length)]).toEqual([true, true]);
      if (at + length < b.length) b[at + length] ^= 0xff;
    }
    // Ranges at different offsets of the two arrays.
    b.copyWithin(PAGE_BYTES, 2 * PAGE_BYTES + 1024, 2 * PAGE_BYTES + 2048);
    expect([sameBytes(b, PAGE_BYTES, a, 2 * PAGE_BYTES + 1024, 1024), sameBytesWords(b, PAGE_BYTES, a, 2 * PAGE_BYTES + 1024, 1024)]).toEqual([true, true]);
  });

  it("captures, applies, reverts and resets a memory changed everywhere exactly", async () => {
    const { images } = await wordLoopModules();
    for (let seed = 1; seed <= 6; seed++) {
      const next = random(seed * 104729);
      const snapshot = snapshotOf(6, [0, 2, 3, 5], next);
      const pages = seed % 2 === 0 ? 8 : 6;
      const memory = imageOf(snapshot, pages);
      scribble(memory, next, 300);
      // Every page, zero ones included, and both ends of each.
      for (let page = 0; page < pages; page++) memory[page * PAGE_BYTES] ^= 0x11, memory[(page + 1) * PAGE_BYTES - 1] ^= 0x22;
      const image = images.captureImage(memory, snapshot);
      const restored = imageOf(snapshot, pages);
      images.applyImage(restored, image);
      expect(Buffer.compare(restored, memory)).toBe(0);
      images.revertImage(restored, image, snapshot);
      expect(Buffer.compare(restored, imageOf(snapshot, pages))).toBe(0);
      images.resetToSnapshot(memory, snapshot);
      expect(Buffer.compare(memory, imageOf(snapshot, pages))).toBe(0);
    }
  });
});
