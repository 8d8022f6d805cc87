// A waiting flow's linear memory as the words that differ from the guest snapshot it was restored
// from (wasm/hibernation.ts). A flow waiting on a tool has changed a few dozen KiB of a
// multi-MiB image, in runs of words scattered over the heap pages, so it is kept as those runs:
// [word index, word count, the words...], one after the other.
import { sameBytes, ZERO_PAGE } from "./page-compare.js";
import { PAGE_BYTES } from "./quickjs.js";
import type { GuestSnapshot } from "./guest-snapshot.js";

const PAGE_WORDS = PAGE_BYTES / 4;
/** Equal words bridged inside a run: a run's header costs two words. */
const MAX_GAP_WORDS = 2;

export interface FlowImage {
  /** Size of the memory in 64 KiB pages. */
  pages: number;
  runs: Int32Array;
}

/** For each page of a snapshot's memory, where its bytes are in pageData; -1 for a zero page. */
const slotsOf = new WeakMap<GuestSnapshot, Int32Array>();

function pageSlots(snapshot: GuestSnapshot): Int32Array {
  let slots = slotsOf.get(snapshot);
  if (!slots) {
    slots = new Int32Array(snapshot.pages).fill(-1);
    snapshot.pageIndexes.forEach((page, slot) => (slots![page] = slot));
    slotsOf.set(snapshot, slots);
  }
  return slots;
}

/** Int32 words: Uint32 values above 2^31 would leave the JIT's integer paths. */
function wordsOf(bytes: Uint8Array): Int32Array {
  return new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
}

/** Bytes compared at once inside a page that differs: a flow's changes are a few words here and
 * there, so most blocks of such a page are equal, and only differing ones are compared word by word
 * (bench/experiments/waiting-scan-s9.md). */
const BLOCK_BYTES = 1024;
const ZERO_WORDS = wordsOf(ZERO_PAGE);

/** Calls `visit` with each page of `bytes` that differs from the snapshot's image, and its slot in pageData (-1: a zero page). */
function forEachChangedPage(bytes: Uint8Array, snapshot: GuestSnapshot, visit: (page: number, slot: number) => void): void {
  const slots = pageSlots(snapshot);
  for (let page = 0, pages = bytes.length / PAGE_BYTES; page < pages; page++) {
    const slot = page < slots.length ? slots[page]! : -1;
    const same = slot < 0 ? sameBytes(bytes, page * PAGE_BYTES, ZERO_PAGE, 0, PAGE_BYTES) : sameBytes(bytes, page * PAGE_BYTES, snapshot.pageData, slot * PAGE_BYTES, PAGE_BYTES);
    if (!same) visit(page, slot);
  }
}

/**
 * A block whose differing words, as runs with their headers, would take this many words or more
 * is kept whole: a heap QuickJS's cycle collector relinked, or where a flow freed many objects,
 * differs in most words, and a run per few words cost ~10x copying the block (a run's header,
 * span and copy each). At most twice the words the runs would take.
 */
const WHOLE_BLOCK_COST = BLOCK_BYTES / 4 / 2;
/** One block's runs, as [start, end) pairs, while they are cheaper than the whole block. */
const blockSpans = new Int32Array(WHOLE_BLOCK_COST);

/** Calls `visit` with each span [start, end) of words where `words` differ from the snapshot's image. */
function forEachChange(words: Int32Array, snapshot: GuestSnapshot, visit: (start: number, end: number) => void): void {
  const bytes = new Uint8Array(words.buffer, words.byteOffset, words.byteLength);
  const snapshotWords = wordsOf(snapshot.pageData);
  forEachChangedPage(bytes, snapshot, (page, slot) => {
    const [base, baseBytes, baseWords] = slot < 0 ? [0, ZERO_PAGE, ZERO_WORDS] : [slot * PAGE_BYTES, snapshot.pageData, snapshotWords];
    for (let block = 0; block < PAGE_BYTES; block += BLOCK_BYTES) {
      const at = page * PAGE_BYTES + block;
      if (sameBytes(bytes, at, baseBytes, base + block, BLOCK_BYTES)) continue;
      const [first, end] = [at / 4, (at + BLOCK_BYTES) / 4];
      const spans = diffWords(words, first, end, baseWords, (base + block) / 4);
      if (spans < 0) visit(first, end);
      for (let i = 0; i < spans; i += 2) visit(blockSpans[i]!, blockSpans[i + 1]!);
    }
  });
}

/** The words of `memory` that differ from the snapshot's image (zeros beyond it). */
export function captureImage(memory: Uint8Array, snapshot: GuestSnapshot): FlowImage {
  const words = wordsOf(memory);
  // Pairs of [start, end) word indexes of differing words, gaps of MAX_GAP_WORDS bridged.
  const spans: number[] = [];
  let total = 0;
  forEachChange(words, snapshot, (start, end) => {
    const last = spans.length - 1;
    if (last > 0 && start - spans[last]! <= MAX_GAP_WORDS) {
      total += end - spans[last]!;
      spans[last] = end;
    } else {
      total += end - start + 2;
      spans.push(start, end);
    }
  });
  const runs = new Int32Array(total);
  let at = 0;
  for (let i = 0; i < spans.length; i += 2) {
    const [start, end] = [spans[i]!, spans[i + 1]!];
    runs[at++] = start;
    runs[at++] = end - start;
    copyWords(words, start, runs, at, end - start);
    at += end - start;
  }
  return { pages: memory.length / PAGE_BYTES, runs };
}

/** Makes a memory of the snapshot's size hold exactly the snapshot's image again, writing only what differs. */
export function resetToSnapshot(memory: Uint8Array, snapshot: GuestSnapshot): void {
  // Whole pages: copying 64 KiB costs less than finding the few words that differ in it.
  forEachChangedPage(memory, snapshot, (page, slot) => {
    if (slot < 0) memory.fill(0, page * PAGE_BYTES, (page + 1) * PAGE_BYTES);
    else memory.set(snapshot.pageData.subarray(slot * PAGE_BYTES, (slot + 1) * PAGE_BYTES), page * PAGE_BYTES);
  });
}

/** Undoes `applyImage`: the image's words get the snapshot's values back. */
export function revertImage(memory: Uint8Array, image: FlowImage, snapshot: GuestSnapshot): void {
  const words = wordsOf(memory);
  forEachRun(image, (start, count) => writeBase(words, snapshot, start, start + count));
}

/** Writes the snapshot's words (zeros beyond its pages) over words [start, end). */
function writeBase(words: Int32Array, snapshot: GuestSnapshot, start: number, end: number): void {
  const snapshotWords = wordsOf(snapshot.pageData);
  const slots = pageSlots(snapshot);
  for (let at = start; at < end; ) {
    const page = Math.floor(at / PAGE_WORDS);
    const stop = Math.min(end, (page + 1) * PAGE_WORDS);
    const slot = page < slots.length ? slots[page]! : -1;
    if (slot < 0) words.fill(0, at, stop);
    else copyWords(snapshotWords, at - page * PAGE_WORDS + slot * PAGE_WORDS, words, at, stop - at);
    at = stop;
  }
}

function forEachRun(image: FlowImage, visit: (start: number, count: number, at: number) => void): void {
  const { runs } = image;
  for (let at = 0; at < runs.length; at += 2 + runs[at + 1]!) visit(runs[at]!, runs[at + 1]!, at + 2);
}

/**
 * Puts the spans of words in [first, end) that differ from the base words from `baseFirst` on into
 * blockSpans, and returns how many numbers it holds; -1 as soon as they cost WHOLE_BLOCK_COST.
 */
function diffWords(words: Int32Array, first: number, end: number, base: Int32Array, baseFirst: number): number {
  const offset = baseFirst - first;
  let spans = 0;
  let cost = 0;
  for (let i = first; i < end; i++) {
    if (words[i] === base[i + offset]) continue;
    const start = i;
    while (i < end && words[i] !== base[i + offset]) i++;
    cost += 2 + i - start;
    if (cost >= WHOLE_BLOCK_COST) return -1;
    blockSpans[spans++] = start;
    blockSpans[spans++] = i;
  }
  return spans;
}

/** Writes the image's runs over a memory that holds the snapshot's image. */
export function applyImage(memory: Uint8Array, image: FlowImage): void {
  const words = wordsOf(memory);
  forEachRun(image, (start, count, at) => copyWords(image.runs, at, words, start, count));
}

/** Runs shorter than this are copied word by word: a subarray and set() per run cost more. */
const LOOP_COPY_WORDS = 64;

function copyWords(from: Int32Array, fromStart: number, to: Int32Array, toStart: number, count: number): void {
  if (count >= LOOP_COPY_WORDS) to.set(from.subarray(fromStart, fromStart + count), toStart);
  else for (let i = 0; i < count; i++) to[toStart + i] = from[fromStart + i]!;
}

/** Bytes the image holds. */
export function imageBytes(image: FlowImage): number {
  return image.runs.byteLength;
}
