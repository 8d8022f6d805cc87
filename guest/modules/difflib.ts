// The `difflib` module: SequenceMatcher (difflib.py's algorithm: b2j with junk and autojunk
// popularity purging, find_longest_match, matching blocks, opcodes, grouped opcodes, ratios),
// get_close_matches and unified_diff, over strings or lists of hashable items.

import {
  E,
  PyFloat,
  PyList,
  PyModule,
  PyTuple,
  PyType,
  T,
  ArrayIterator,
  builtin,
  callPy,
  defineMethods,
  hashKey,
  pyDef,
  raise,
  repr,
  richCompare,
  toArray,
  truthy,
  typeName,
} from "../values/index.js";
import { namedtuple } from "./collections/namedtuple.js";

const SequenceMatcherType = new PyType("SequenceMatcher", [T.object], "difflib");
const Match = namedtuple("Match", "a b size", false, null, "difflib");
const GeneratorType = new PyType("generator", [T.object]);

type Opcode = [string, number, number, number, number];

/** A sequence as an array of items and their hash keys (b2j is a dict in difflib.py). */
function items(seq: unknown): unknown[] {
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
Object.defineProperty(SequenceMatcher.prototype, "$type", { value: SequenceMatcherType });

const calculateRatio = (matches: number, length: number) => (length ? (2.0 * matches) / length : 1.0);

const float = (v: number) => new PyFloat(v);
const opTuple = (o: Opcode) => new PyTuple(o.slice());

SequenceMatcherType.construct = (pos, kw) => ctor.$kw!(pos, kw ?? {});
const ctor = pyDef("SequenceMatcher.__init__", "isjunk=None, a='', b='', autojunk=True", (isjunk: unknown, a: unknown, b: unknown, autojunk: unknown) => {
  const m = new SequenceMatcher(isjunk, truthy(autojunk));
  m.setSeq1(a);
  m.setSeq2(b);
  return m;
});

defineMethods(SequenceMatcherType, {
  set_seqs: pyDef("set_seqs", "self, a, b", (m: SequenceMatcher, a: unknown, b: unknown) => (m.setSeq1(a), m.setSeq2(b), null)),
  set_seq1: pyDef("set_seq1", "self, a", (m: SequenceMatcher, a: unknown) => (m.setSeq1(a), null)),
  set_seq2: pyDef("set_seq2", "self, b", (m: SequenceMatcher, b: unknown) => (m.setSeq2(b), null)),
  ratio: pyDef("ratio", "self", (m: SequenceMatcher) => float(m.ratio())),
  quick_ratio: pyDef("quick_ratio", "self", (m: SequenceMatcher) => float(m.quickRatio())),
  real_quick_ratio: pyDef("real_quick_ratio", "self", (m: SequenceMatcher) =>
    float(calculateRatio(Math.min(m.a.length, m.b.length), m.a.length + m.b.length)),
  ),
  find_longest_match: pyDef("find_longest_match", "self, alo=0, ahi=None, blo=0, bhi=None", (m: SequenceMatcher, alo: unknown, ahi: unknown, blo: unknown, bhi: unknown) =>
    callPy(Match, m.findLongestMatch(Number(alo), ahi === null ? m.a.length : Number(ahi), Number(blo), bhi === null ? m.b.length : Number(bhi))),
  ),
  get_matching_blocks: pyDef("get_matching_blocks", "self", (m: SequenceMatcher) => new PyList(m.matchingBlocks().map((b) => callPy(Match, b)))),
  get_opcodes: pyDef("get_opcodes", "self", (m: SequenceMatcher) => new PyList(m.opcodes().map(opTuple))),
  get_grouped_opcodes: pyDef("get_grouped_opcodes", "self, n=3", (m: SequenceMatcher, n: unknown) =>
    new ArrayIterator(new PyList(m.groupedOpcodes(Number(n)).map((g) => new PyList(g.map(opTuple)))), GeneratorType),
  ),
});

function getCloseMatches(word: unknown, possibilities: unknown, n: unknown, cutoff: unknown): PyList {
  if (!richCompare(n, 0, "Gt")) raise(E.ValueError, `n must be > 0: ${repr(n)}`);
  const c = cutoff instanceof PyFloat ? cutoff.v : Number(cutoff);
  if (!(c >= 0 && c <= 1)) raise(E.ValueError, `cutoff must be in [0.0, 1.0]: ${repr(cutoff)}`);
  const m = new SequenceMatcher(null, true);
  m.setSeq2(word);
  const scored: [number, unknown, number][] = [];
  toArray(possibilities).forEach((x, i) => {
    m.setSeq1(x);
    const r = m.ratio();
    if (r >= c) scored.push([r, x, i]);
  });
  // heapq.nlargest over (score, word): ties go to the larger word.
  scored.sort((p, q) => q[0] - p[0] || (richCompare(q[1], p[1], "Lt") ? -1 : richCompare(p[1], q[1], "Lt") ? 1 : p[2] - q[2]));
  return new PyList(scored.slice(0, Number(n)).map((s) => s[1]));
}

function formatRange(start: number, stop: number): string {
  let beginning = start + 1;
  const length = stop - start;
  if (length === 1) return `${beginning}`;
  if (!length) beginning -= 1;
  return `${beginning},${length}`;
}

function unifiedDiff(a: unknown, b: unknown, fromfile: unknown, tofile: unknown, fromdate: unknown, todate: unknown, n: unknown, lineterm: unknown): ArrayIterator {
  for (const x of [a, b]) {
    for (const line of items(x)) if (typeof line !== "string") raise(E.TypeError, `lines to compare must be str, not ${typeName(line)} (${repr(line)})`);
  }
  const la = items(a) as string[];
  const lb = items(b) as string[];
  const m = new SequenceMatcher(null, true);
  m.setSeq1(a);
  m.setSeq2(b);
  const out: string[] = [];
  const term = String(lineterm);
  for (const group of m.groupedOpcodes(Number(n))) {
    if (!out.length) {
      out.push(`--- ${fromfile}${fromdate ? `\t${fromdate}` : ""}${term}`);
      out.push(`+++ ${tofile}${todate ? `\t${todate}` : ""}${term}`);
    }
    const first = group[0];
    const last = group[group.length - 1];
    out.push(`@@ -${formatRange(first[1], last[2])} +${formatRange(first[3], last[4])} @@${term}`);
    for (const [tag, i1, i2, j1, j2] of group) {
      if (tag === "equal") {
        for (const line of la.slice(i1, i2)) out.push(" " + line);
        continue;
      }
      if (tag === "replace" || tag === "delete") for (const line of la.slice(i1, i2)) out.push("-" + line);
      if (tag === "replace" || tag === "insert") for (const line of lb.slice(j1, j2)) out.push("+" + line);
    }
  }
  return new ArrayIterator(new PyList(out), GeneratorType);
}

export function difflibModule(): PyModule {
  return new PyModule("difflib", {
    SequenceMatcher: SequenceMatcherType,
    Match,
    get_close_matches: pyDef("get_close_matches", "word, possibilities, n=3, cutoff=0.6", getCloseMatches),
    unified_diff: pyDef("unified_diff", "a, b, fromfile='', tofile='', fromfiledate='', tofiledate='', n=3, lineterm='\\n'", unifiedDiff),
    IS_LINE_JUNK: builtin("IS_LINE_JUNK", "line, pat=?", (line: unknown) => /^\s*#?\s*$/.test(String(line))),
    IS_CHARACTER_JUNK: builtin("IS_CHARACTER_JUNK", "ch, ws=' \\t'", (ch: unknown, ws: unknown) => String(ws).includes(String(ch))),
  });
}

