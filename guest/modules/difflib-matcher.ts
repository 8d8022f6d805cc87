// difflib's SequenceMatcher (difflib.py's algorithm: b2j with junk and autojunk popularity
// purging, find_longest_match, matching blocks, opcodes, grouped opcodes, ratios) over strings
// or lists of hashable items; the Python type around it is difflib.ts's.

import { callPy, hashKey, toArray, truthy } from "../values/index.js";

export type Opcode = [string, number, number, number, number];

/** A sequence as an array of items and their hash keys (b2j is a dict in difflib.py). */
export function items(seq: unknown): unknown[] {
  return typeof seq === "string" ? [...seq] : toArray(seq);
}

export class SequenceMatcher {
  a: unknown[] = [];
  b: unknown[] = [];
  private aSeq: unknown = "";
  private bSeq: unknown = "";
  private aKeys: unknown[] = [];
  private bKeys: unknown[] = [];
  private b2j = new Map<unknown, number[]>();
  private bjunk = new Set<unknown>();
  private blocks: [number, number, number][] | null = null;

  constructor(
    private readonly isjunk: unknown,
    private readonly autojunk: boolean,
  ) {}

  setSeq1(a: unknown): void {
    if (a === this.aSeq) return;
    this.aSeq = a;
    this.a = items(a);
    this.aKeys = this.a.map((x) => hashKey(x));
    this.blocks = null;
  }

  setSeq2(b: unknown): void {
    if (b === this.bSeq && this.b2j.size) return;
    this.bSeq = b;
    this.b = items(b);
    this.bKeys = this.b.map((x) => hashKey(x));
    this.blocks = null;
    this.chainB();
  }

  private chainB(): void {
    const b2j = new Map<unknown, number[]>();
    this.bKeys.forEach((k, i) => {
      const list = b2j.get(k);
      if (list) list.push(i);
      else b2j.set(k, [i]);
    });
    this.bjunk = new Set();
    if (this.isjunk !== null && truthy(this.isjunk)) {
      for (const k of [...b2j.keys()]) {
        const elt = this.b[b2j.get(k)![0]];
        if (truthy(callPy(this.isjunk, [elt]))) this.bjunk.add(k);
      }
      for (const k of this.bjunk) b2j.delete(k);
    }
    const n = this.b.length;
    if (this.autojunk && n >= 200) {
      const ntest = Math.floor(n / 100) + 1;
      for (const [k, idxs] of [...b2j]) if (idxs.length > ntest) b2j.delete(k);
    }
    this.b2j = b2j;
  }

  findLongestMatch(alo: number, ahi: number, blo: number, bhi: number): [number, number, number] {
    const { aKeys: a, bKeys: b, b2j, bjunk } = this;
    let [besti, bestj, bestsize] = [alo, blo, 0];
    let j2len = new Map<number, number>();
    for (let i = alo; i < ahi; i++) {
      const newj2len = new Map<number, number>();
      for (const j of b2j.get(a[i]) ?? []) {
        if (j < blo) continue;
        if (j >= bhi) break;
        const k = (j2len.get(j - 1) ?? 0) + 1;
        newj2len.set(j, k);
        if (k > bestsize) [besti, bestj, bestsize] = [i - k + 1, j - k + 1, k];
      }
      j2len = newj2len;
    }
    const junk = (j: number) => bjunk.has(b[j]);
    while (besti > alo && bestj > blo && !junk(bestj - 1) && a[besti - 1] === b[bestj - 1]) [besti, bestj, bestsize] = [besti - 1, bestj - 1, bestsize + 1];
    while (besti + bestsize < ahi && bestj + bestsize < bhi && !junk(bestj + bestsize) && a[besti + bestsize] === b[bestj + bestsize]) bestsize++;
    while (besti > alo && bestj > blo && junk(bestj - 1) && a[besti - 1] === b[bestj - 1]) [besti, bestj, bestsize] = [besti - 1, bestj - 1, bestsize + 1];
    while (besti + bestsize < ahi && bestj + bestsize < bhi && junk(bestj + bestsize) && a[besti + bestsize] === b[bestj + bestsize]) bestsize++;
    return [besti, bestj, bestsize];
  }

  matchingBlocks(): [number, number, number][] {
    if (this.blocks) return this.blocks;
    const [la, lb] = [this.a.length, this.b.length];
    const queue: [number, number, number, number][] = [[0, la, 0, lb]];
    const found: [number, number, number][] = [];
    while (queue.length) {
      const [alo, ahi, blo, bhi] = queue.pop()!;
      const x = this.findLongestMatch(alo, ahi, blo, bhi);
      const [i, j, k] = x;
      if (k) {
        found.push(x);
        if (alo < i && blo < j) queue.push([alo, i, blo, j]);
        if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi]);
      }
    }
    found.sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2]);
    let [i1, j1, k1] = [0, 0, 0];
    const out: [number, number, number][] = [];
    for (const [i2, j2, k2] of found) {
      if (i1 + k1 === i2 && j1 + k1 === j2) k1 += k2;
      else {
        if (k1) out.push([i1, j1, k1]);
        [i1, j1, k1] = [i2, j2, k2];
      }
    }
    if (k1) out.push([i1, j1, k1]);
    out.push([la, lb, 0]);
    return (this.blocks = out);
  }

  opcodes(): Opcode[] {
    let [i, j] = [0, 0];
    const answer: Opcode[] = [];
    for (const [ai, bj, size] of this.matchingBlocks()) {
      const tag = i < ai && j < bj ? "replace" : i < ai ? "delete" : j < bj ? "insert" : "";
      if (tag) answer.push([tag, i, ai, j, bj]);
      [i, j] = [ai + size, bj + size];
      if (size) answer.push(["equal", ai, i, bj, j]);
    }
    return answer;
  }

  groupedOpcodes(n: number): Opcode[][] {
    let codes = this.opcodes();
    if (!codes.length) codes = [["equal", 0, 1, 0, 1]];
    if (codes[0][0] === "equal") {
      const [tag, i1, i2, j1, j2] = codes[0];
      codes[0] = [tag, Math.max(i1, i2 - n), i2, Math.max(j1, j2 - n), j2];
    }
    const last = codes.length - 1;
    if (codes[last][0] === "equal") {
      const [tag, i1, i2, j1, j2] = codes[last];
      codes[last] = [tag, i1, Math.min(i2, i1 + n), j1, Math.min(j2, j1 + n)];
    }
    const groups: Opcode[][] = [];
    let group: Opcode[] = [];
    for (let [tag, i1, i2, j1, j2] of codes) {
      if (tag === "equal" && i2 - i1 > 2 * n) {
        group.push([tag, i1, Math.min(i2, i1 + n), j1, Math.min(j2, j1 + n)]);
        groups.push(group);
        group = [];
        [i1, j1] = [Math.max(i1, i2 - n), Math.max(j1, j2 - n)];
      }
      group.push([tag, i1, i2, j1, j2]);
    }
    if (group.length && !(group.length === 1 && group[0][0] === "equal")) groups.push(group);
    return groups;
  }

  ratio(): number {
    const matches = this.matchingBlocks().reduce((s, b) => s + b[2], 0);
    return calculateRatio(matches, this.a.length + this.b.length);
  }

  realQuickRatio(): number {
    return calculateRatio(Math.min(this.a.length, this.b.length), this.a.length + this.b.length);
  }

  quickRatio(): number {
    const full = new Map<unknown, number>();
    for (const k of this.bKeys) full.set(k, (full.get(k) ?? 0) + 1);
    const avail = new Map<unknown, number>();
    let matches = 0;
    for (const k of this.aKeys) {
      const numb = avail.has(k) ? avail.get(k)! : (full.get(k) ?? 0);
      avail.set(k, numb - 1);
      if (numb > 0) matches++;
    }
    return calculateRatio(matches, this.a.length + this.b.length);
  }
}
export const calculateRatio = (matches: number, length: number) => (length ? (2.0 * matches) / length : 1.0);
