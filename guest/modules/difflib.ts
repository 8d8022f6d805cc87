// The `difflib` module: SequenceMatcher (difflib-matcher.ts) as a Python type, get_close_matches,
// unified_diff and context_diff over lists of str lines, and Differ/ndiff/restore
// (difflib-differ.ts).

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
  pyDef,
  raise,
  repr,
  richCompareBool,
  toArray,
  truthy,
  typeName,
} from "../values/index.js";
import { namedtuple } from "./collections/namedtuple.js";
import { SequenceMatcher, items, type Opcode } from "./difflib-matcher.js";
import { contextDiffLines, differCompare, restoreLines } from "./difflib-differ.js";

const SequenceMatcherType = new PyType("SequenceMatcher", [T.object], "difflib");
const Match = namedtuple("Match", "a b size", false, null, "difflib");
const GeneratorType = new PyType("generator", [T.object]);

Object.defineProperty(SequenceMatcher.prototype, "$type", { value: SequenceMatcherType });


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
  real_quick_ratio: pyDef("real_quick_ratio", "self", (m: SequenceMatcher) => float(m.realQuickRatio())),
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
  if (!richCompareBool(n, 0, "Gt")) raise(E.ValueError, `n must be > 0: ${repr(n)}`);
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
  scored.sort((p, q) => q[0] - p[0] || (richCompareBool(q[1], p[1], "Lt") ? -1 : richCompareBool(p[1], q[1], "Lt") ? 1 : p[2] - q[2]));
  return new PyList(scored.slice(0, Number(n)).map((s) => s[1]));
}

function formatRange(start: number, stop: number): string {
  let beginning = start + 1;
  const length = stop - start;
  if (length === 1) return `${beginning}`;
  if (!length) beginning -= 1;
  return `${beginning},${length}`;
}

/** The lines of a diff's input, which must be str. */
function strLines(x: unknown): string[] {
  const lines = items(x);
  for (const line of lines) if (typeof line !== "string") raise(E.TypeError, `lines to compare must be str, not ${typeName(line)} (${repr(line)})`);
  return lines as string[];
}

const generator = (lines: string[]) => new ArrayIterator(new PyList(lines), GeneratorType);

function unifiedDiff(a: unknown, b: unknown, fromfile: unknown, tofile: unknown, fromdate: unknown, todate: unknown, n: unknown, lineterm: unknown): ArrayIterator {
  const la = strLines(a);
  const lb = strLines(b);
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
  return generator(out);
}

const DifferType = new PyType("Differ", [T.object], "difflib");
class Differ {
  constructor(
    readonly linejunk: unknown,
    readonly charjunk: unknown,
  ) {}
}
Object.defineProperty(Differ.prototype, "$type", { value: DifferType });
const differCtor = pyDef("Differ.__init__", "linejunk=None, charjunk=None", (l: unknown, c: unknown) => new Differ(l, c));
DifferType.construct = (pos, kw) => differCtor.$kw!(pos, kw ?? {});
defineMethods(DifferType, {
  compare: pyDef("compare", "self, a, b", (d: Differ, a: unknown, b: unknown) => generator(differCompare(items(a), items(b), d.linejunk, d.charjunk))),
});

const isCharacterJunk = builtin("IS_CHARACTER_JUNK", "ch, ws=' \\t'", (ch: unknown, ws: unknown) => String(ws).includes(String(ch)));

function contextDiff(a: unknown, b: unknown, fromfile: unknown, tofile: unknown, fromdate: unknown, todate: unknown, n: unknown, lineterm: unknown): ArrayIterator {
  const files = [fromfile, tofile, fromdate, todate].map(String) as [string, string, string, string];
  return generator(contextDiffLines(strLines(a), strLines(b), files, Number(n), String(lineterm)));
}

export function difflibModule(): PyModule {
  return new PyModule("difflib", {
    SequenceMatcher: SequenceMatcherType,
    Match,
    get_close_matches: pyDef("get_close_matches", "word, possibilities, n=3, cutoff=0.6", getCloseMatches),
    unified_diff: pyDef("unified_diff", "a, b, fromfile='', tofile='', fromfiledate='', tofiledate='', n=3, lineterm='\\n'", unifiedDiff),
    IS_LINE_JUNK: builtin("IS_LINE_JUNK", "line, pat=?", (line: unknown) => /^\s*#?\s*$/.test(String(line))),
    IS_CHARACTER_JUNK: isCharacterJunk,
    Differ: DifferType,
    ndiff: pyDef("ndiff", "a, b, linejunk=None, charjunk=IS_CHARACTER_JUNK", (a: unknown, b: unknown, lj: unknown, cj: unknown) =>
      generator(differCompare(items(a), items(b), lj, cj === undefined ? isCharacterJunk : cj)),
    ),
    restore: pyDef("restore", "delta, which", (delta: unknown, which: unknown) => generator(restoreLines(toArray(delta), which))),
    context_diff: pyDef("context_diff", "a, b, fromfile='', tofile='', fromfiledate='', tofiledate='', n=3, lineterm='\\n'", contextDiff),
  });
}

