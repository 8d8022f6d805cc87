// difflib's human-readable deltas: Differ.compare and ndiff (difflib.py's algorithm: line
// matching with `linejunk`, then for each replaced block the most similar pair of lines at
// ratio >= 0.75 synchronised with `?` intraline markers, recursively), restore, and
// context_diff; all over lists of lines, eager, handed out as generators.

import { E, PyList, raise, repr, str } from "../values/index.js";
import { SequenceMatcher } from "./difflib-matcher.js";

const SPACE = /[\s\x1c-\x1f\x85]/;
const TRAILING_SPACE = /[\s\x1c-\x1f\x85]+$/;
const isSpace = (c: string) => c !== "\ufeff" && SPACE.test(c);

/** Differ(linejunk, charjunk).compare(a, b) as a list of lines. */
export function differCompare(a: unknown[], b: unknown[], linejunk: unknown, charjunk: unknown): string[] {
  const out: string[] = [];
  const dump = (tag: string, x: unknown[], lo: number, hi: number) => {
    for (let i = lo; i < hi; i++) out.push(`${tag} ${str(x[i])}`);
  };
  const plainReplace = (alo: number, ahi: number, blo: number, bhi: number) => {
    // The shorter block first.
    if (bhi - blo < ahi - alo) {
      dump("+", b, blo, bhi);
      dump("-", a, alo, ahi);
    } else {
      dump("-", a, alo, ahi);
      dump("+", b, blo, bhi);
    }
  };
  const fancyHelper = (alo: number, ahi: number, blo: number, bhi: number) => {
    if (alo < ahi) {
      if (blo < bhi) fancyReplace(alo, ahi, blo, bhi);
      else dump("-", a, alo, ahi);
    } else if (blo < bhi) dump("+", b, blo, bhi);
  };
  const fancyReplace = (alo: number, ahi: number, blo: number, bhi: number): void => {
    let bestRatio = 0.74;
    const cutoff = 0.75;
    const cruncher = new SequenceMatcher(charjunk, true);
    let eqi = -1;
    let eqj = -1;
    let bestI = -1;
    let bestJ = -1;
    // The most similar pair that is not identical (identical lines are junk lines here).
    for (let j = blo; j < bhi; j++) {
      cruncher.setSeq2(b[j]);
      for (let i = alo; i < ahi; i++) {
        if (a[i] === b[j]) {
          if (eqi < 0) [eqi, eqj] = [i, j];
          continue;
        }
        cruncher.setSeq1(a[i]);
        if (cruncher.realQuickRatio() > bestRatio && cruncher.quickRatio() > bestRatio && cruncher.ratio() > bestRatio) {
          [bestRatio, bestI, bestJ] = [cruncher.ratio(), i, j];
        }
      }
    }
    if (bestRatio < cutoff) {
      if (eqi < 0) return plainReplace(alo, ahi, blo, bhi);
      [bestI, bestJ] = [eqi, eqj];
    } else eqi = -1;
    fancyHelper(alo, bestI, blo, bestJ);
    const aelt = str(a[bestI]);
    const belt = str(b[bestJ]);
    if (eqi < 0) {
      let atags = "";
      let btags = "";
      cruncher.setSeq1(aelt);
      cruncher.setSeq2(belt);
      for (const [tag, ai1, ai2, bj1, bj2] of cruncher.opcodes()) {
        const la = ai2 - ai1;
        const lb = bj2 - bj1;
        if (tag === "replace") {
          atags += "^".repeat(la);
          btags += "^".repeat(lb);
        } else if (tag === "delete") atags += "-".repeat(la);
        else if (tag === "insert") btags += "+".repeat(lb);
        else {
          atags += " ".repeat(la);
          btags += " ".repeat(lb);
        }
      }
      qformat(out, aelt, belt, atags, btags);
    } else out.push("  " + aelt);
    fancyHelper(bestI + 1, ahi, bestJ + 1, bhi);
  };

  const lines = new SequenceMatcher(linejunk, true);
  lines.setSeq1(new PyList(a));
  lines.setSeq2(new PyList(b));
  for (const [tag, alo, ahi, blo, bhi] of lines.opcodes()) {
    if (tag === "replace") fancyReplace(alo, ahi, blo, bhi);
    else if (tag === "delete") dump("-", a, alo, ahi);
    else if (tag === "insert") dump("+", b, blo, bhi);
    else dump(" ", a, alo, ahi);
  }
  return out;
}

/** The `- + ?` quad of a synchronised pair; tags keep the line's own whitespace (tabs). */
function qformat(out: string[], aline: string, bline: string, atags: string, btags: string): void {
  const keep = (s: string, tags: string) => {
    const chars = [...s];
    return [...tags]
      .slice(0, chars.length)
      .map((t, i) => (t === " " && isSpace(chars[i]) ? chars[i] : t))
      .join("")
      .replace(TRAILING_SPACE, "");
  };
  const at = keep(aline, atags);
  const bt = keep(bline, btags);
  out.push("- " + aline);
  if (at) out.push(`? ${at}\n`);
  out.push("+ " + bline);
  if (bt) out.push(`? ${bt}\n`);
}

/** difflib.restore(delta, which): one of the two sequences a delta was made from. */
export function restoreLines(delta: unknown[], which: unknown): string[] {
  const tag = which === 1 || which === 1n || which === true ? "- " : which === 2 || which === 2n ? "+ " : null;
  if (tag === null) raise(E.ValueError, `unknown delta choice (must be 1 or 2): ${repr(which)}`);
  const out: string[] = [];
  for (const line of delta) {
    const s = str(line);
    const prefix = s.slice(0, 2);
    if (prefix === "  " || prefix === tag) out.push(s.slice(2));
  }
  return out;
}

function contextRange(start: number, stop: number): string {
  let beginning = start + 1;
  const length = stop - start;
  if (!length) beginning -= 1;
  if (length <= 1) return `${beginning}`;
  return `${beginning},${beginning + length - 1}`;
}

const CONTEXT_PREFIX: Record<string, string> = { insert: "+ ", delete: "- ", replace: "! ", equal: "  " };

/** difflib.context_diff over checked lists of str lines. */
export function contextDiffLines(a: string[], b: string[], files: [string, string, string, string], n: number, term: string): string[] {
  const [fromfile, tofile, fromdate, todate] = files;
  const m = new SequenceMatcher(null, true);
  m.setSeq1(new PyList(a));
  m.setSeq2(new PyList(b));
  const out: string[] = [];
  for (const group of m.groupedOpcodes(n)) {
    if (!out.length) {
      out.push(`*** ${fromfile}${fromdate ? `\t${fromdate}` : ""}${term}`);
      out.push(`--- ${tofile}${todate ? `\t${todate}` : ""}${term}`);
    }
    const first = group[0];
    const last = group[group.length - 1];
    out.push("***************" + term);
    out.push(`*** ${contextRange(first[1], last[2])} ****${term}`);
    if (group.some((g) => g[0] === "replace" || g[0] === "delete")) {
      for (const [tag, i1, i2] of group) if (tag !== "insert") for (const line of a.slice(i1, i2)) out.push(CONTEXT_PREFIX[tag] + line);
    }
    out.push(`--- ${contextRange(first[3], last[4])} ----${term}`);
    if (group.some((g) => g[0] === "replace" || g[0] === "insert")) {
      for (const [tag, , , j1, j2] of group) if (tag !== "delete") for (const line of b.slice(j1, j2)) out.push(CONTEXT_PREFIX[tag] + line);
    }
  }
  return out;
}
