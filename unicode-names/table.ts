// The Unicode character name table as CPython 3.11's unicodedata answers it (name(), lookup(),
// and the `\N{...}` escape), decoded from the compact data of data.ts (the format is described in
// scripts/gen-unicode-names.py, which writes it). No imports and no host API: the transpiler uses
// it for `\N{...}` and the guest's unicodedata module for name() and lookup().

/**
 * data.ts's exports, all strings (BLOCKS, FIRSTS, COMPUTED and HEXED hold JSON): handed to the
 * guest inside the program of a script that needs them, where string literals compile fast.
 */
export interface UnicodeNameData {
  WORDS: string;
  NAMES: string;
  BLOCKS: string;
  FIRSTS: string;
  COMPUTED: string;
  HEXED: string;
  ALIASES: string;
  SEQUENCES: string;
}

const ALPHABET = "!" + Array.from({ length: 0x7f - 0x23 }, (_, i) => String.fromCharCode(0x23 + i)).join("").replace("\\", "");
const ONE = 50;
const TWO = 40;
// A character's digit, by its char code.
const CODE = new Uint8Array(128);
for (let i = 0; i < ALPHABET.length; i++) CODE[ALPHABET.charCodeAt(i)] = i;

// CPython's algorithmic names: the prefix is matched case-sensitively (its strncmp).
const CJK_PREFIX = "CJK UNIFIED IDEOGRAPH-";
const HANGUL_PREFIX = "HANGUL SYLLABLE ";
const HANGUL_BASE = 0xac00;
const JAMO_L = ["G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"];
const JAMO_V = ["A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"];
const JAMO_T = ["", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"];

function inRanges(ranges: number[], cp: number): boolean {
  for (let i = 0; i < ranges.length; i += 2) if (cp >= ranges[i] && cp <= ranges[i + 1]) return true;
  return false;
}

const hex4 = (cp: number) => cp.toString(16).toUpperCase().padStart(4, "0");

/** CPython's find_syllable: the longest jamo of `column` at `at` (the empty one matches anywhere). */
function jamo(name: string, at: number, column: string[]): [index: number, length: number] {
  let best = -1;
  let len = -1;
  column.forEach((j, i) => {
    if (j.length > len && name.startsWith(j, at)) [best, len] = [i, j.length];
  });
  return [best, Math.max(len, 0)];
}

function hangul(name: string): number | undefined {
  let at = HANGUL_PREFIX.length;
  const parts = [JAMO_L, JAMO_V, JAMO_T].map((column) => {
    const [index, len] = jamo(name, at, column);
    at += len;
    return index;
  });
  if (parts.includes(-1) || at !== name.length) return undefined;
  return HANGUL_BASE + (parts[0] * JAMO_V.length + parts[1]) * JAMO_T.length + parts[2];
}

function hashIds(ids: number[]): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < ids.length; i++) h = Math.imul(h ^ ids[i], 0x01000193);
  return h >>> 0;
}

export class UnicodeNames {
  private words: string[] | undefined;
  private wordIndex: Map<string, number> | undefined;
  private readonly byFirstWord = new Map<number, Map<number, number | number[]>>();
  private lastBlock: { k: number; cps: number[]; names: string[] } | undefined;
  private aliases: Map<string, number> | undefined;
  private sequences: Map<string, string> | undefined;

  /** [first code point, offset in NAMES, last code point] of each block of 32 names. */
  private readonly blocks: number[];
  /** The first words (indices) of each block's names. */
  private readonly firsts: number[][];
  /** CJK UNIFIED IDEOGRAPH ranges, [first, last] pairs. */
  private readonly computed: number[];
  private readonly hexed: [prefix: string, ranges: number[]][];

  constructor(readonly data: UnicodeNameData) {
    this.blocks = JSON.parse(data.BLOCKS);
    this.firsts = JSON.parse(data.FIRSTS);
    this.computed = JSON.parse(data.COMPUTED);
    this.hexed = JSON.parse(data.HEXED);
  }

  /** unicodedata.name(chr(cp)) without its default: undefined for a code point without a name. */
  name(cp: number): string | undefined {
    if (cp >= HANGUL_BASE && cp < HANGUL_BASE + JAMO_L.length * JAMO_V.length * JAMO_T.length) {
      const s = cp - HANGUL_BASE;
      const t = s % JAMO_T.length;
      const v = Math.floor(s / JAMO_T.length) % JAMO_V.length;
      return HANGUL_PREFIX + JAMO_L[Math.floor(s / (JAMO_T.length * JAMO_V.length))] + JAMO_V[v] + JAMO_T[t];
    }
    if (inRanges(this.computed, cp)) return CJK_PREFIX + hex4(cp);
    for (const [prefix, ranges] of this.hexed) if (inRanges(ranges, cp)) return prefix + hex4(cp);
    const blocks = this.blocks;
    // BLOCKS holds [first code point, offset, last code point] of each block.
    let lo = 0;
    let hi = blocks.length / 3 - 1;
    if (hi < 0 || cp < blocks[0]) return undefined;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (blocks[mid * 3] <= cp) lo = mid;
      else hi = mid - 1;
    }
    if (cp > blocks[lo * 3 + 2]) return undefined;
    const block = this.block(lo);
    const at = block.cps.indexOf(cp);
    return at < 0 ? undefined : block.names[at];
  }

  /** Block `k`'s code points and names, the last one kept: neighbours are asked for together. */
  private block(k: number): { k: number; cps: number[]; names: string[] } {
    if (this.lastBlock?.k === k) return this.lastBlock;
    const blocks = this.blocks;
    const end = k * 3 + 4 < blocks.length ? blocks[k * 3 + 4] : this.data.NAMES.length;
    const read = new Records(this.data.NAMES, blocks[k * 3], blocks[k * 3 + 1], end);
    const cps: number[] = [];
    const names: string[] = [];
    while (read.next()) {
      cps.push(read.cp);
      names.push(this.text(read.ids));
    }
    return (this.lastBlock = { k, cps, names });
  }

  /**
   * CPython's _getcode: the character (or, with `sequences`, the named sequence) a name stands
   * for. Stored names and aliases match whatever the case of their ASCII letters; the computed
   * CJK and Hangul names only in capitals.
   */
  lookup(name: string, sequences: boolean): string | undefined {
    if (name.startsWith(HANGUL_PREFIX)) {
      const cp = hangul(name);
      return cp === undefined ? undefined : String.fromCodePoint(cp);
    }
    if (name.startsWith(CJK_PREFIX)) {
      const digits = name.slice(CJK_PREFIX.length);
      if (!/^[0-9A-F]{4,5}$/.test(digits)) return undefined;
      const cp = parseInt(digits, 16);
      return inRanges(this.computed, cp) ? String.fromCodePoint(cp) : undefined;
    }
    // Names are ASCII: CPython's comparison (Py_TOUPPER, ASCII only) fails on anything else.
    if (!/^[\x00-\x7f]*$/.test(name)) return undefined;
    const upper = name.toUpperCase();
    for (const [prefix, ranges] of this.hexed) {
      if (!upper.startsWith(prefix)) continue;
      const digits = upper.slice(prefix.length);
      const cp = /^[0-9A-F]+$/.test(digits) ? parseInt(digits, 16) : -1;
      if (cp >= 0 && hex4(cp) === digits && inRanges(ranges, cp)) return String.fromCodePoint(cp);
    }
    const cp = this.stored(upper) ?? this.aliasTable().get(upper);
    if (cp !== undefined) return String.fromCodePoint(cp);
    return sequences ? this.sequenceTable().get(upper) : undefined;
  }

  private wordList(): string[] {
    return (this.words ??= this.data.WORDS.split(" "));
  }

  private text(ids: number[]): string {
    const words = this.wordList();
    return ids.map((i) => words[i]).join(" ");
  }

  /**
   * The code point of a stored name (in capitals). The names sharing its first word (FIRSTS
   * says which blocks hold them) are indexed by a hash of their word indices on first need,
   * with no string per name (in QuickJS a map of every name took seconds to build); a
   * candidate is confirmed by its name.
   */
  private stored(name: string): number | undefined {
    const index = (this.wordIndex ??= new Map(this.wordList().map((w, i) => [w, i])));
    const words = name.split(" ");
    const want: number[] = [];
    for (const w of words) {
      const id = index.get(w);
      if (id === undefined) return undefined;
      want.push(id);
    }
    const found = this.firstWordIndex(want[0]).get(hashIds(want));
    if (found === undefined) return undefined;
    for (const cp of typeof found === "number" ? [found] : found) if (this.name(cp) === name) return cp;
    return undefined;
  }

  private firstWordIndex(first: number): Map<number, number | number[]> {
    let hashed = this.byFirstWord.get(first);
    if (hashed) return hashed;
    hashed = new Map();
    const blocks = this.blocks;
    this.firsts.forEach((words, k) => {
      if (!words.includes(first)) return;
      const b = k * 3;
      const end = b + 4 < blocks.length ? blocks[b + 4] : this.data.NAMES.length;
      const read = new Records(this.data.NAMES, blocks[b], blocks[b + 1], end);
      while (read.next()) {
        if (read.ids[0] !== first) continue;
        const h = hashIds(read.ids);
        const prior = hashed!.get(h);
        hashed!.set(h, prior === undefined ? read.cp : typeof prior === "number" ? [prior, read.cp] : [...prior, read.cp]);
      }
    });
    this.byFirstWord.set(first, hashed);
    return hashed;
  }

  private aliasTable(): Map<string, number> {
    return (this.aliases ??= new Map(this.data.ALIASES.split("|").map((entry) => {
      const [name, hex] = entry.split(";");
      return [name, parseInt(hex, 16)];
    })));
  }

  private sequenceTable(): Map<string, string> {
    return (this.sequences ??= new Map(this.data.SEQUENCES.split("|").map((entry) => {
      const [name, hex] = entry.split(";");
      return [name, String.fromCodePoint(...hex.split(" ").map((h) => parseInt(h, 16)))];
    })));
  }
}

/** The records of one block of NAMES, read one at a time: each one's code point and word indices. */
class Records {
  /** The current record's word indices; the first `shared` repeat the previous record's. */
  readonly ids: number[] = [];
  cp: number;
  private started = false;

  constructor(private readonly s: string, first: number, private at: number, private readonly end: number) {
    this.cp = first - 1;
  }

  private digit(): number {
    return CODE[this.s.charCodeAt(this.at++)];
  }

  /** Moves to the next record; false at the block's end. */
  next(): boolean {
    const s = this.s;
    if (this.at >= this.end) return false;
    this.at++; // the record's " "
    const head = this.digit();
    let gap = 0;
    if (this.started && head >= 16) {
      for (let scale = 1; ; scale *= 46) {
        const d = this.digit();
        gap += (d % 46) * scale;
        if (d < 46) break;
      }
    }
    this.started = true;
    this.cp += gap + 1;
    const ids = this.ids;
    ids.length = head & 15;
    while (this.at < this.end && s.charCodeAt(this.at) !== 0x20) {
      const c = this.digit();
      if (c < ONE) ids.push(c);
      else if (c < ONE + TWO) ids.push(ONE + (c - ONE) * 92 + this.digit());
      else ids.push(ONE + TWO * 92 + (c - ONE - TWO) * 92 * 92 + this.digit() * 92 + this.digit());
    }
    return true;
  }
}
