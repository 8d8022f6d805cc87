// re's fast paths give what the general paths give (the differential cases in re.test.ts check
// both against CPython on chosen inputs; these compare them on random ones, astral included):
// - sub with a literal replacement of one-code-point matches (runs, guest/modules/re/operations.ts)
//   against the match-by-match template loop (taken when count is given) and a callable;
// - search/match/fullmatch's Match, found without indices (texts from the JS match, spans found
//   again on demand), against the spans of the same search with indices;
// - findall and split (texts and UTF-16 offsets of matches without indices) against finditer
//   (code-point spans from indices);
// - the search of a pattern with a literal prefix (the anchored regex at each occurrence of the
//   prefix, guest/modules/re/prefix-search.ts) against the same pattern in a group, which has none.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PyTuple, toArray } from "../../../guest/values/index.js";
import { compile } from "../../../guest/modules/re/pattern.js";
import { findall, finditer, matchAt, split, subn } from "../../../guest/modules/re/operations.js";
import { Positions } from "../../../guest/modules/re/engine.js";
import type { PyMatch } from "../../../guest/modules/re/match.js";
import { FLAG } from "../../../guest/modules/re/syntax.js";
import { literalPrefix } from "../../../guest/modules/re/prefix-search.js";

const ALPHABET = ["a", "b", "B", "1", "٣", " ", "\n", "😀", "𝟙", "é", "_", "-"];
const text = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 30 }).map((cs) => cs.join(""));

const ONE_CHAR = ["\\d", "\\D", "\\w", "\\s", ".", "[a😀]", "[^a-z]", "a|😀", "(?:b)", "x{0}\\d", "\\S", "[\\d_]"];
const REPLACEMENTS = ["#", "", "<>", "\\n", "😀😀"];
const FLAGS = [0, FLAG.I, FLAG.S, FLAG.A];

describe("re.sub fast path for one-code-point matches", () => {
  it("marks only width-1, context-free patterns", () => {
    for (const p of ONE_CHAR) expect(compile(p, 0).regex.t.oneChar, p).toBe(true);
    for (const p of ["ab", "a?", "(a)", "\\b", "a(?=b)", "(?<=a)b", "^a", "a$", "(a)\\1", "", "a*"]) {
      expect(compile(p, 0).regex.t.oneChar, p).toBe(false);
    }
  });

  it("equals the match-by-match template loop and a callable replacement", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ONE_CHAR), fc.constantFrom(...REPLACEMENTS), fc.constantFrom(...FLAGS), text, (p, r, f, s) => {
        const pat = compile(p, f);
        const fast = subn(pat, r, s, 0);
        expect(subn(pat, r, s, 2 ** 40)).toEqual(fast);
        const expanded = pat.template(r).join("");
        expect(subn(pat, () => expanded, s, 0)).toEqual(fast);
      }),
      { numRuns: 400 },
    );
  });
});

describe("findall (no indices) against finditer (indices)", () => {
  const PATTERNS = ["(a)(b)?", "(\\w)\\1", "(?>(a|b)+)(1)", "(a)*+(b)", "(?P<x>\\d)(?P=x)?", "(a)|(😀)", "(a*?)(b?)", "((a)|b)+", "(😀)(?:x)?(\\d)?"];
  it("gives the same group texts", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATTERNS), text, (p, s) => {
        const pat = compile(p, 0);
        const { groups } = pat.regex.t;
        const viaIter = (toArray(finditer(pat, s)) as PyMatch[]).map((m) =>
          groups === 1 ? (m.text(1) ?? "") : new PyTuple(Array.from({ length: groups }, (_, i) => m.text(i + 1) ?? "")),
        );
        expect(findall(pat, s).items).toEqual(viaIter);
      }),
      { numRuns: 300 },
    );
  });
});

describe("split (no indices) against finditer (indices)", () => {
  const PATTERNS = ["\\s+", "(\\d)", "(a)|(😀)", "x*", "\\b", "(a*?)", "😀", "(?:)|b", "(,)?\\s"];
  it("gives the same pieces", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATTERNS), text, fc.integer({ min: 0, max: 3 }), (p, s, max) => {
        const pat = compile(p, 0);
        const cps = Array.from(s);
        const expected: unknown[] = [];
        let last = 0;
        for (const m of (toArray(finditer(pat, s)) as PyMatch[]).slice(0, max || undefined)) {
          const [start, end] = m.raw.spans[0]!;
          expected.push(cps.slice(last, start).join(""));
          for (let g = 1; g <= pat.regex.t.groups; g++) expected.push(m.text(g));
          last = end;
        }
        expected.push(cps.slice(last).join(""));
        expect(split(pat, s, max).items).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe("search/match/fullmatch without indices against with indices", () => {
  const PATTERNS = ["(a)(b)?", "(?>(a|😀)+)(b)", "(?<=a)(b|😀)", "(\\w)\\1", "(a*?)(b?)", "((a)|b)+", "(😀)?\\d", "", "a|ab", "(?:(a)|b)*", "\\b(\\w+)$"];
  const MODES = ["search", "match", "fullmatch"] as const;
  // Few letters, so that the patterns' groups often match (and differ from the hidden captures).
  const small = fc.array(fc.constantFrom("a", "b", "😀", "1", " "), { maxLength: 12 }).map((cs) => cs.join(""));
  it("gives the same spans and texts", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATTERNS), fc.constantFrom(...MODES), small, fc.integer({ min: -1, max: 4 }), fc.integer({ min: 0, max: 14 }), (p, mode, s, pos, endpos) => {
        const pat = compile(p, 0);
        const positions = new Positions(s);
        const eager = pat.regex.exec(mode, positions, pos, endpos);
        const m = matchAt(pat, mode, s, pos, endpos);
        if (eager === null) {
          expect(m).toBeNull();
          return;
        }
        for (let g = 0; g <= pat.regex.t.groups; g++) {
          const sp = eager.spans[g];
          expect(m!.span(g)).toEqual(sp ?? [-1, -1]);
          expect(m!.text(g)).toEqual(sp ? positions.slice(sp[0], sp[1]) : null);
        }
        expect(m!.raw).toEqual(eager);
      }),
      { numRuns: 500 },
    );
  });
});

describe("the literal-prefix search against the regex's own search", () => {
  // Each pattern starts with literal text; "(?:p)" is the same pattern without a literal prefix.
  const PATTERNS = ["ab", "a(b)?", "a1(\\d+)", "aa", "a b*", "ab(?=1)", "a(?!b)", "b😀", "a\\b", "1([ab])\\1", "ab*?", "a-?(\\w)"];
  // A run of filler longer than PrefixSearch's DENSE parts occurrences that are searched one by one.
  const small = fc.array(fc.constantFrom("a", "b", "😀", "1", " ", "-", "~".repeat(40)), { maxLength: 16 }).map((cs) => cs.join(""));
  const spans = (pat: ReturnType<typeof compile>, s: string, pos: number, endpos: number) =>
    (toArray(finditer(pat, s, pos, endpos)) as PyMatch[]).map((m) => Array.from({ length: pat.regex.t.groups + 1 }, (_, g) => m.span(g)));
  it("finds the same matches in findall, finditer, split, sub and search", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATTERNS), fc.constantFrom(0, FLAG.M, FLAG.S), small, fc.integer({ min: -1, max: 50 }), fc.integer({ min: 0, max: 200 }), (p, f, s, pos, endpos) => {
        const pat = compile(p, f);
        const plain = compile(`(?:${p})`, f);
        expect(findall(pat, s, pos, endpos).items).toEqual(findall(plain, s, pos, endpos).items);
        expect(spans(pat, s, pos, endpos)).toEqual(spans(plain, s, pos, endpos));
        expect(split(pat, s, 0).items).toEqual(split(plain, s, 0).items);
        expect(subn(pat, "<\\g<0>>", s, 0)).toEqual(subn(plain, "<\\g<0>>", s, 0));
        expect(matchAt(pat, "search", s, pos, endpos)?.raw ?? null).toEqual(matchAt(plain, "search", s, pos, endpos)?.raw ?? null);
      }),
      { numRuns: 300 },
    );
  });

  it("tests patterns that have a prefix against ones that have none", () => {
    expect(PATTERNS.map((p) => literalPrefix(p, 0))).toEqual(["ab", "a", "a1", "aa", "a ", "ab", "a", "b", "a", "1", "a", "a"]);
    for (const p of PATTERNS) expect(literalPrefix(`(?:${p})`, 0)).toBe("");
  });
});
