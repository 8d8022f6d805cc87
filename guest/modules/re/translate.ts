// Translates a Python `re` pattern (CPython 3.11 syntax and error messages) into the source of a
// JS RegExp compiled with the `v` and `d` flags; `.`/`^`/`$`/`\b`/`\d`/`\w`/`\s` are spelled out so
// they keep Python's meaning, and scoped flags are applied by rewriting since JS lacks modifiers.

import {
  FLAG,
  RegexSyntaxError,
  FlagValueError,
  RepeatOverflowError,
  type Flags,
  INF,
  MAXREPEAT,
  DIGITS,
  OCTDIGITS,
  HEXDIGITS,
  ASCII_LETTER,
  VERBOSE_SPACE,
  SPACE_CLASS,
  ASCII_SPACE_CLASS,
  WORD_CLASS,
  ASCII_WORD_CLASS,
  ANY_CHAR,
  AT_START,
  AT_END,
  boundary,
  nonBoundary,
  literal,
  caseVariants,
  setFlag,
  flagOf,
  foldRange,
  needsGroup,
  isIdentifier,
} from "./syntax.js";
import { numberCaptures } from "./captures.js";
import { forAsciiSubjects, type Sources } from "./ascii-subjects.js";
import { unicodeNameTable } from "../unicode-name-table.js";
import { repr } from "../../values/index.js";

/** Capture groups QuickJS's regex engine allows (CAPTURE_COUNT_MAX, the whole match included). */
const MAX_CAPTURES = 254;

export interface Translation extends Sources {
  /** The sources that match as these do in a subject of ASCII characters only, or null when
   *  these cost little more (ascii-subjects.ts). */
  ascii: Sources | null;
  /** capture[g] is the JS capture number of Python group g (capture[0] = 0, the whole match). */
  capture: number[];
  /** JS flags besides g/y: always "dv", plus "i" when case folding is global. */
  jsFlags: string;
  /** Python's `pattern.flags`: argument flags, inline global flags, and U for str patterns. */
  flags: number;
  groups: number;
  groupindex: Map<string, number>;
  /** closeOrder[n] ranks group n by where its `)` is, for Match.lastindex. */
  closeOrder: number[];
  /** Whether a match may be empty while a non-empty one exists at the same position (a lazy
   *  quantifier, or an alternative that can be empty before another): only then does sre's
   *  "must advance" rule need the extra non-empty attempt. */
  mayPreferEmpty: boolean;
  /** Whether every match is one code point decided by that code point alone (width 1, no
   *  groups, assertions or backreferences): adjacent matches then form runs of `(?:source)+`. */
  oneChar: boolean;
}

/** A parsed piece: its JS source and its width range in code points (for look-behind checks). */
interface Piece {
  src: string;
  min: number;
  max: number;
  /** true for zero-width assertions, which JS refuses to quantify unless wrapped. */
  assertion?: boolean;
  /** "nothing to repeat" in CPython: anchors (AT codes). */
  anchor?: boolean;
}

export function translate(pattern: string, flags: number): Translation {
  const first = new Parser(pattern, flags, true);
  const res = first.run();
  if (!first.scopedCase) return res;
  // A scoped (?i:...) or (?-i:...) exists: JS cannot switch `i` locally, so fold by hand everywhere.
  return new Parser(pattern, flags, false).run();
}

class Parser {
  private cps: string[];
  private pos = 0;
  private groupCount = 0;
  private atomicCount = 0;
  private readonly closeOrder: number[] = [0];
  private closed = 0;
  private mayPreferEmpty = false;
  /** Set by assertions and backreferences: what matches then depends on the text around. */
  private contextual = false;
  private readonly groupindex = new Map<string, number>();
  private readonly openGroups = new Set<number>();
  private globalFlags = 0;
  scopedCase = false;

  constructor(private readonly pattern: string, private readonly argFlags: number, private readonly jsCase: boolean) {
    this.cps = Array.from(pattern);
  }

  run(): Translation {
    if (this.argFlags & FLAG.L) throw new FlagValueError("cannot use LOCALE flag with a str pattern");
    if (this.argFlags & FLAG.A && this.argFlags & FLAG.U) throw new FlagValueError("ASCII and UNICODE flags are incompatible");
    this.globalFlags = this.argFlags | this.leadingFlags();
    const g = this.globalFlags;
    const flags: Flags = { i: !!(g & FLAG.I), m: !!(g & FLAG.M), s: !!(g & FLAG.S), x: !!(g & FLAG.X), a: !!(g & FLAG.A) };
    const body = this.parseAlternation(flags, null);
    if (this.pos < this.cps.length) {
      // parseAlternation only stops early on ')'
      throw this.error("unbalanced parenthesis", this.pos);
    }
    const useJsI = this.jsCase && flags.i;
    const { source, numbers } = numberCaptures(body.src);
    // QuickJS's regex engine refuses a pattern with more captures (its SyntaxError "too many
    // captures" would surface as an internal error); CPython has no such limit.
    if (numbers.size > MAX_CAPTURES) throw this.error(`too many groups: a pattern in a tool flow may have at most ${MAX_CAPTURES}`, 0);
    const capture = [0];
    for (let g = 1; g <= this.groupCount; g++) capture.push(numbers.get(`g${g}`)!);
    const jsFlags = useJsI ? "dvi" : "dv";
    return {
      source,
      named: body.src,
      ascii: forAsciiSubjects({ source, named: body.src }, jsFlags),
      capture,
      jsFlags,
      flags: g & FLAG.A ? g : g | FLAG.U,
      groups: this.groupCount,
      groupindex: this.groupindex,
      closeOrder: this.closeOrder,
      mayPreferEmpty: this.mayPreferEmpty,
      oneChar: !this.contextual && this.groupCount === 0 && body.min === 1 && body.max === 1,
    };
  }

  /** Global inline flags: CPython 3.11 only accepts them at the very start of the pattern. */
  private leadingFlags(): number {
    let result = 0;
    const re = /^\(\?([aiLmsux]+)\)/;
    let rest = this.pattern;
    let offset = 0;
    for (;;) {
      const m = re.exec(rest);
      if (!m) break;
      const close = offset + m[0].length - 1;
      if (m[1].includes("L")) throw new RegexSyntaxError("bad inline flags: cannot use 'L' flag with a str pattern", close);
      if (m[1].includes("a") && m[1].includes("u")) throw new RegexSyntaxError("bad inline flags: flags 'a', 'u' and 'L' are incompatible", close);
      for (const ch of m[1]) result |= flagOf(ch);
      offset += m[0].length;
      rest = rest.slice(m[0].length);
      // Verbose mode lets whitespace and comments precede later flag groups.
      if (result & FLAG.X) {
        const ws = /^(?:[ \t\n\r\v\f]+|#[^\n]*\n?)*/.exec(rest)![0];
        offset += ws.length;
        rest = rest.slice(ws.length);
      }
    }
    return result;
  }

  private error(msg: string, pos: number): RegexSyntaxError {
    return new RegexSyntaxError(msg, pos);
  }

  private peek(): string | undefined {
    return this.cps[this.pos];
  }

  private skipVerbose(flags: Flags): void {
    if (!flags.x) return;
    for (;;) {
      const c = this.cps[this.pos];
      if (c !== undefined && VERBOSE_SPACE.includes(c)) this.pos++;
      else if (c === "#") {
        while (this.pos < this.cps.length && this.cps[this.pos] !== "\n") this.pos++;
      } else return;
    }
  }

  /** `groupStart` is the position of the enclosing `(`, or null at the top level. */
  private parseAlternation(flags: Flags, groupStart: number | null): Piece {
    const branches: Piece[] = [this.parseSequence(flags)];
    while (this.peek() === "|") {
      this.pos++;
      branches.push(this.parseSequence(flags));
    }
    if (groupStart !== null && this.peek() !== ")") throw this.error("missing ), unterminated subpattern", groupStart);
    if (branches.slice(0, -1).some((b) => b.min === 0)) this.mayPreferEmpty = true;
    if (branches.length === 1) return branches[0];
    return {
      src: branches.map((b) => b.src).join("|"),
      min: Math.min(...branches.map((b) => b.min)),
      max: Math.max(...branches.map((b) => b.max)),
    };
  }

  private parseSequence(flags: Flags): Piece {
    let src = "";
    let min = 0;
    let max = 0;
    for (;;) {
      this.skipVerbose(flags);
      const c = this.peek();
      if (c === undefined || c === "|" || c === ")") break;
      const start = this.pos;
      let atom = this.parseAtom(flags);
      if (atom === null) continue;
      if (atom.assertion) this.contextual = true;
      this.skipVerbose(flags);
      atom = this.parseQuantifier(atom, start);
      src += atom.src;
      min += atom.min;
      max += atom.max;
    }
    return { src, min, max };
  }

  private parseQuantifier(atom: Piece, atomStart: number): Piece {
    const here = this.pos;
    const c = this.peek();
    let lo: number;
    let hi: number;
    if (c === "*") [lo, hi] = [0, INF];
    else if (c === "+") [lo, hi] = [1, INF];
    else if (c === "?") [lo, hi] = [0, 1];
    else if (c === "{") {
      const q = this.braceQuantifier();
      if (!q) return atom;
      [lo, hi] = q;
    } else return atom;
    if (c !== "{") this.pos++;
    if (atom.anchor || atomStart === here) throw this.error("nothing to repeat", here);
    let suffix = "";
    let possessive = false;
    if (this.peek() === "?") {
      this.pos++;
      suffix = "?";
      this.mayPreferEmpty = true;
    } else if (this.peek() === "+") {
      this.pos++;
      possessive = true;
    }
    const next = this.peek();
    if (next === "*" || next === "+" || next === "?" || (next === "{" && this.lookBrace())) {
      throw this.error("multiple repeat", this.pos);
    }
    const quant = hi === INF ? (lo === 0 ? "*" : lo === 1 ? "+" : `{${lo},}`) : lo === 0 && hi === 1 ? "?" : lo === hi ? `{${lo}}` : `{${lo},${hi}}`;
    const body = atom.assertion || needsGroup(atom.src) ? `(?:${atom.src})` : atom.src;
    const quantified = body + quant + suffix;
    const piece: Piece = { src: quantified, min: atom.min * lo, max: hi === INF ? (atom.max === 0 ? 0 : INF) : atom.max * hi };
    return possessive ? this.atomic(piece) : piece;
  }

  /** `{m,n}` at the cursor, or null (then `{` is a literal, as in CPython). Advances past it. */
  private braceQuantifier(): [number, number] | null {
    const here = this.pos;
    this.pos++;
    if (this.peek() === "}") {
      this.pos = here;
      return null;
    }
    let lo = "";
    let hi = "";
    while (DIGITS.test(this.peek() ?? "")) lo += this.cps[this.pos++];
    if (this.peek() === ",") {
      this.pos++;
      while (DIGITS.test(this.peek() ?? "")) hi += this.cps[this.pos++];
    } else hi = lo;
    if (this.peek() !== "}") {
      this.pos = here;
      return null;
    }
    this.pos++;
    const min = lo ? Number(lo) : 0;
    const max = hi ? Number(hi) : INF;
    if (min >= MAXREPEAT || (max !== INF && max >= MAXREPEAT)) throw new RepeatOverflowError("the repetition number is too large");
    if (max < min) throw this.error("min repeat greater than max repeat", here + 1);
    return [min, max];
  }

  private lookBrace(): boolean {
    const save = this.pos;
    const q = this.braceQuantifier();
    this.pos = save;
    return q !== null;
  }

  /** Emulates an atomic group `(?>X)` as `(?=(X))\k` with a hidden capture (named, so the
   * Python groups keep their own names `g<n>` whatever the order of parentheses). */
  private atomic(p: Piece): Piece {
    const name = `a${++this.atomicCount}`;
    return { src: `(?:(?=(?<${name}>${p.src}))\\k<${name}>)`, min: p.min, max: p.max };
  }

  private parseAtom(flags: Flags): Piece | null {
    const start = this.pos;
    const c = this.cps[this.pos++];
    switch (c) {
      case ".":
        return { src: flags.s ? ANY_CHAR : "[^\\n]", min: 1, max: 1 };
      case "^":
        return { src: flags.m ? "(?<![^\\n])" : AT_START, min: 0, max: 0, assertion: true, anchor: true };
      case "$":
        return { src: flags.m ? "(?=\\n|(?![\\s\\S]))" : "(?=\\n?(?![\\s\\S]))", min: 0, max: 0, assertion: true, anchor: true };
      case "[":
        return this.parseClass(flags, start);
      case "(":
        return this.parseGroup(flags, start);
      case "\\":
        return this.parseEscape(flags, start);
      case "*":
      case "+":
      case "?":
        throw this.error("nothing to repeat", start);
      case "{":
        if (this.lookBraceAt(start)) throw this.error("nothing to repeat", start);
        return this.lit(c.codePointAt(0)!, flags);
      default:
        return this.lit(c.codePointAt(0)!, flags);
    }
  }

  private lookBraceAt(pos: number): boolean {
    const save = this.pos;
    this.pos = pos;
    const q = this.braceQuantifier();
    this.pos = save;
    return q !== null;
  }

  private lit(cp: number, flags: Flags): Piece {
    if (flags.i && !this.jsCase) {
      const vs = caseVariants(cp);
      if (vs.length > 1) return { src: "[" + vs.map(literal).join("") + "]", min: 1, max: 1 };
    }
    return { src: literal(cp), min: 1, max: 1 };
  }

  private wordClass(flags: Flags): string {
    return flags.a ? ASCII_WORD_CLASS : WORD_CLASS;
  }

  private parseEscape(flags: Flags, start: number): Piece {
    const c = this.cps[this.pos++];
    if (c === undefined) throw this.error("bad escape (end of pattern)", start);
    const W = this.wordClass(flags);
    switch (c) {
      case "A":
        return { src: AT_START, min: 0, max: 0, assertion: true, anchor: true };
      case "Z":
        return { src: AT_END, min: 0, max: 0, assertion: true, anchor: true };
      case "b":
        return { src: flags.a && !(flags.i && this.jsCase) ? "\\b" : boundary(W), min: 0, max: 0, assertion: true, anchor: true };
      case "B":
        return { src: flags.a && !(flags.i && this.jsCase) ? "\\B" : nonBoundary(W), min: 0, max: 0, assertion: true, anchor: true };
      case "d":
      case "D":
      case "w":
      case "W":
      case "s":
      case "S":
        return { src: this.classEscape(c, flags), min: 1, max: 1 };
    }
    if (DIGITS.test(c)) return this.digitEscape(c, flags, start);
    const code = this.simpleEscape(c, start);
    return this.lit(code, flags);
  }

  /** `\d`-style escapes as a JS class (nested classes are fine in `v` mode). */
  private classEscape(c: string, flags: Flags): string {
    switch (c) {
      case "d":
        return flags.a ? "[0-9]" : "\\p{Nd}";
      case "D":
        return flags.a ? "[^0-9]" : "\\P{Nd}";
      case "w":
        return `[${this.wordClass(flags)}]`;
      case "W":
        return `[^${this.wordClass(flags)}]`;
      case "s":
        return `[${flags.a ? ASCII_SPACE_CLASS : SPACE_CLASS}]`;
      default:
        return `[^${flags.a ? ASCII_SPACE_CLASS : SPACE_CLASS}]`;
    }
  }

  /** Escapes that denote one code point (outside and inside classes); errors as CPython. */
  private simpleEscape(c: string, start: number): number {
    switch (c) {
      case "a":
        return 7;
      case "f":
        return 12;
      case "n":
        return 10;
      case "r":
        return 13;
      case "t":
        return 9;
      case "v":
        return 11;
      case "\\":
        return 92;
      case "x":
        return this.hexEscape(2, "x", start);
      case "u":
        return this.hexEscape(4, "u", start);
      case "U": {
        const v = this.hexEscape(8, "U", start);
        if (v > 0x10ffff) throw this.error(`bad escape \\U${v.toString(16).padStart(8, "0")}`, start);
        return v;
      }
      case "N":
        return this.namedEscape(start);
    }
    if (ASCII_LETTER.test(c)) throw this.error(`bad escape \\${c}`, start);
    return c.codePointAt(0)!;
  }

  /** `\N{NAME}` (sre_parse's getuntil errors and positions; `pos` is just past the N). */
  private namedEscape(start: number): number {
    if (this.peek() !== "{") throw this.error("missing {", this.pos);
    const nameStart = ++this.pos;
    const close = this.cps.indexOf("}", nameStart);
    if (close === nameStart || (close < 0 && nameStart === this.cps.length)) {
      throw this.error("missing character name", Math.min(nameStart, this.cps.length));
    }
    if (close < 0) throw this.error("missing }, unterminated name", nameStart);
    this.pos = close + 1;
    const name = this.cps.slice(nameStart, close).join("");
    const table = unicodeNameTable();
    // The transpiler embeds the table where a string literal spells `\N{`; a pattern built
    // without one has no table to look the name up in.
    if (!table) throw this.error("\\N{...} is available in tool flows only where a string literal of the script spells it", start);
    const char = table.lookup(name, false);
    if (char === undefined) throw this.error(`undefined character name ${repr(name)}`, start);
    return char.codePointAt(0)!;
  }

  private hexEscape(n: number, kind: string, start: number): number {
    let digits = "";
    while (digits.length < n && HEXDIGITS.test(this.peek() ?? "")) digits += this.cps[this.pos++];
    if (digits.length !== n) throw this.error(`incomplete escape \\${kind}${digits}`, start);
    return parseInt(digits, 16);
  }

  private digitEscape(c: string, flags: Flags, start: number): Piece {
    if (c === "0") {
      let digits = "0";
      while (digits.length < 3 && OCTDIGITS.test(this.peek() ?? "")) digits += this.cps[this.pos++];
      return this.lit(parseInt(digits, 8), flags);
    }
    let digits = c;
    if (DIGITS.test(this.peek() ?? "")) {
      digits += this.cps[this.pos++];
      if (OCTDIGITS.test(digits[0]) && OCTDIGITS.test(digits[1]) && OCTDIGITS.test(this.peek() ?? "")) {
        digits += this.cps[this.pos++];
        const v = parseInt(digits, 8);
        if (v > 0o377) throw this.error(`octal escape value \\${digits} outside of range 0-0o377`, start);
        return this.lit(v, flags);
      }
    }
    const group = Number(digits);
    if (group > this.groupCount) throw this.error(`invalid group reference ${group}`, start + 1);
    if (this.openGroups.has(group)) throw this.error("cannot refer to an open group", start);
    return this.backref(group);
  }

  private backref(group: number): Piece {
    // The referenced text may be anything, so look-behinds containing it are not fixed-width.
    this.contextual = true;
    return { src: `\\k<g${group}>`, min: 0, max: INF };
  }

  private parseClass(flags: Flags, start: number): Piece {
    const items: string[] = [];
    const foldIn = flags.i && !this.jsCase;
    const negate = this.peek() === "^";
    if (negate) this.pos++;
    let count = 0;
    for (;;) {
      const itemStart = this.pos;
      const c = this.cps[this.pos++];
      if (c === undefined) throw this.error("unterminated character set", start);
      if (c === "]" && count > 0) break;
      count++;
      let lo: { cp?: number; cls?: string; text: string };
      if (c === "\\") lo = this.classItemEscape(flags, itemStart);
      else lo = { cp: c.codePointAt(0)!, text: c };
      if (this.peek() === "-") {
        this.pos++;
        const thatStart = this.pos;
        const that = this.cps[this.pos++];
        if (that === undefined) throw this.error("unterminated character set", start);
        if (that === "]") {
          items.push(this.classLiteral(lo, foldIn), literal(45));
          break;
        }
        const hi = that === "\\" ? this.classItemEscape(flags, thatStart) : { cp: that.codePointAt(0)!, text: that };
        if (lo.cp === undefined || hi.cp === undefined || hi.cp < lo.cp) {
          throw this.error(`bad character range ${lo.text}-${hi.text}`, itemStart);
        }
        items.push(literal(lo.cp) + "-" + literal(hi.cp));
        if (foldIn) items.push(...foldRange(lo.cp, hi.cp));
      } else {
        items.push(this.classLiteral(lo, foldIn));
      }
    }
    return { src: `[${negate ? "^" : ""}${items.join("")}]`, min: 1, max: 1 };
  }

  private classLiteral(item: { cp?: number; cls?: string }, fold: boolean): string {
    if (item.cls !== undefined) return item.cls;
    return fold ? caseVariants(item.cp!).map(literal).join("") : literal(item.cp!);
  }

  private classItemEscape(flags: Flags, start: number): { cp?: number; cls?: string; text: string } {
    const c = this.cps[this.pos++];
    if (c === undefined) throw this.error("bad escape (end of pattern)", start);
    const text = "\\" + c;
    if ("dDwWsS".includes(c)) return { cls: this.classEscape(c, flags), text };
    if (c === "b") return { cp: 8, text };
    if (OCTDIGITS.test(c)) {
      let digits = c;
      while (digits.length < 3 && OCTDIGITS.test(this.peek() ?? "")) digits += this.cps[this.pos++];
      const v = parseInt(digits, 8);
      if (v > 0o377) throw this.error(`octal escape value \\${digits} outside of range 0-0o377`, start);
      return { cp: v, text: "\\" + digits };
    }
    if (DIGITS.test(c)) throw this.error(`bad escape \\${c}`, start);
    const before = this.pos;
    const cp = this.simpleEscape(c, start);
    return { cp, text: "\\" + this.cps.slice(before - 1, this.pos).join("") };
  }

  private parseGroup(outer: Flags, start: number): Piece | null {
    if (this.peek() !== "?") return this.capture(outer, null, start);
    this.pos++;
    const c = this.cps[this.pos++];
    if (c === undefined) throw this.error("unexpected end of pattern", this.pos - 1);
    switch (c) {
      case ":":
        return this.wrapped("(?:", outer, start);
      case "=":
        return this.lookaround("(?=", outer, start);
      case "!":
        return this.lookaround("(?!", outer, start);
      case ">": {
        const inner = this.wrapped("(?:", outer, start);
        return this.atomic(inner);
      }
      case "#": {
        while (this.pos < this.cps.length && this.cps[this.pos] !== ")") this.pos++;
        if (this.pos >= this.cps.length) throw this.error("missing ), unterminated comment", start);
        this.pos++;
        return null;
      }
      case "<": {
        const d = this.cps[this.pos++];
        if (d === "=" || d === "!") return this.lookbehind(d === "=" ? "(?<=" : "(?<!", outer, start);
        if (d === undefined) throw this.error("unexpected end of pattern", this.pos - 1);
        throw this.error(`unknown extension ?<${d}`, start + 1);
      }
      case "P":
        return this.pGroup(outer, start);
      case "(":
        throw this.error("conditional groups (?(...)yes|no) are not supported in tool flows", start);
    }
    if ("aiLmsux-".includes(c)) {
      this.pos--;
      return this.flagGroup(outer, start);
    }
    throw this.error(`unknown extension ?${c}`, start + 1);
  }

  private pGroup(outer: Flags, start: number): Piece {
    const c = this.cps[this.pos++];
    if (c === "<") {
      const nameStart = this.pos;
      const name = this.readName(">", nameStart);
      if (!isIdentifier(name)) throw this.error(`bad character in group name '${name}'`, nameStart);
      return this.capture(outer, name, start);
    }
    if (c === "=") {
      const nameStart = this.pos;
      const name = this.readName(")", nameStart);
      if (!isIdentifier(name)) throw this.error(`bad character in group name '${name}'`, nameStart);
      const g = this.groupindex.get(name);
      if (g === undefined) throw this.error(`unknown group name '${name}'`, nameStart);
      if (this.openGroups.has(g)) throw this.error("cannot refer to an open group", nameStart);
      return this.backref(g);
    }
    if (c === undefined) throw this.error("unexpected end of pattern", this.pos - 1);
    throw this.error(`unknown extension ?P${c}`, start + 1);
  }

  private readName(terminator: string, nameStart: number): string {
    let name = "";
    for (;;) {
      const c = this.cps[this.pos++];
      if (c === undefined) {
        if (!name) throw this.error("missing group name", nameStart);
        throw this.error(`missing ${terminator}, unterminated name`, nameStart);
      }
      if (c === terminator) {
        if (!name) throw this.error("missing group name", nameStart);
        return name;
      }
      name += c;
    }
  }

  private capture(outer: Flags, name: string | null, start: number): Piece {
    const group = ++this.groupCount;
    if (name !== null) {
      const prev = this.groupindex.get(name);
      if (prev !== undefined) {
        throw this.error(`redefinition of group name '${name}' as group ${group}; was group ${prev}`, start + 4);
      }
      this.groupindex.set(name, group);
    }
    this.openGroups.add(group);
    const inner = this.parseAlternation(outer, start);
    this.pos++;
    this.openGroups.delete(group);
    this.closeOrder[group] = ++this.closed;
    // Every Python group becomes JS group `g<n>`: Python names are resolved through groupindex.
    return { src: `(?<g${group}>${inner.src})`, min: inner.min, max: inner.max };
  }

  private wrapped(open: string, flags: Flags, start: number): Piece {
    const inner = this.parseAlternation(flags, start);
    this.pos++;
    return { src: `${open}${inner.src})`, min: inner.min, max: inner.max };
  }

  private lookaround(open: string, flags: Flags, start: number): Piece {
    const p = this.wrapped(open, flags, start);
    return { src: p.src, min: 0, max: 0, assertion: true };
  }

  private lookbehind(open: string, flags: Flags, start: number): Piece {
    const inner = this.parseAlternation(flags, start);
    this.pos++;
    if (inner.min !== inner.max) throw new RegexSyntaxError("look-behind requires fixed-width pattern", null);
    return { src: `${open}${inner.src})`, min: 0, max: 0, assertion: true };
  }

  /** `(?flags:...)` scoped flags, or `(?flags)` which CPython 3.11 only allows at the start. */
  private flagGroup(outer: Flags, start: number): Piece | null {
    let on = "";
    let off = "";
    while ("aiLmsux".includes(this.peek() ?? "-")) on += this.cps[this.pos++];
    if (this.peek() === ")") {
      this.pos++;
      if (start !== 0 && !this.onlyFlagsBefore(start)) {
        throw this.error("global flags not at the start of the expression", start);
      }
      return null;
    }
    if (this.peek() === "-") {
      this.pos++;
      while ("imsx".includes(this.peek() ?? "-") && this.peek() !== undefined) off += this.cps[this.pos++];
      if (!off) throw this.error("missing flag", this.pos);
      if (this.peek() !== ":") throw this.error("missing :", this.pos);
    }
    if (this.peek() !== ":") {
      if (this.peek() === undefined) throw this.error("missing -, : or )", this.pos);
      throw this.error(on || off ? "missing -, : or )" : "unknown flag", this.pos);
    }
    this.pos++;
    if (on.includes("L")) throw this.error("bad inline flags: cannot use 'L' flag with a str pattern", start);
    const flags: Flags = { ...outer };
    for (const ch of on) setFlag(flags, ch, true);
    for (const ch of off) setFlag(flags, ch, false);
    if (flags.i !== outer.i) this.scopedCase = true;
    const inner = this.parseAlternation(flags, start);
    this.pos++;
    return { src: `(?:${inner.src})`, min: inner.min, max: inner.max };
  }

  private onlyFlagsBefore(start: number): boolean {
    const prefix = this.cps.slice(0, start).join("");
    return /^(?:\(\?[aiLmsux]+\)(?:[ \t\n\r\v\f]+|#[^\n]*\n?)*)*$/.test(prefix);
  }
}

