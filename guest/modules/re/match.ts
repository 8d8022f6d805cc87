// re.Match: groups by number or name, spans in code points, lastindex/lastgroup, expand, and the
// CPython repr `<re.Match object; span=(0, 3), match='abc'>`.

import {
  E,
  PyDict,
  PyTuple,
  PyType,
  T,
  builtin,
  cutCodePoints,
  defineMethods,
  raise,
  repr,
  typeOf,
} from "../../values/index.js";
import { Positions, type Mode, type RawMatch } from "./engine.js";
import type { PyPattern } from "./pattern.js";
import type { TemplatePart } from "./template.js";

export const MatchType = new PyType("Match", [T.object], "re");

export class PyMatch {
  readonly re: PyPattern;
  /** The subject's positions, or null until asked for when `m` is a JS match (its `input`): a
   *  line's search that only reads groups never makes them (~0.19 us a match in QuickJS). */
  private positionsMade: Positions | null;
  // pos, end and mode are own fields only where they differ from a whole text's search, whose
  // values the prototype holds (below): each field set costs ~65 ns a match in QuickJS.
  declare readonly pos: number;
  /** endpos, or -1 for the string's length in code points (found when asked for: a scan). */
  private declare readonly end: number;
  /** The spans, or search/match/fullmatch's JS match without indices (Regex.find) until they are
   *  asked for: group texts come from it. One field, as each costs ~0.14 us a match in QuickJS. */
  private m: RawMatch | RegExpExecArray;
  /** What found `m` when it is a JS match: its spans are found again the same way. */
  private declare readonly mode: Mode;

  constructor(re: PyPattern, positions: Positions | null, m: RawMatch | RegExpExecArray, pos: number, end: number, mode: Mode) {
    this.re = re;
    this.positionsMade = positions;
    this.m = m;
    if (pos !== 0) this.pos = pos;
    if (end !== -1) this.end = end;
    if (mode !== "search") this.mode = mode;
  }

  get positions(): Positions {
    return (this.positionsMade ??= new Positions((this.m as RegExpExecArray).input));
  }

  get endpos(): number {
    return this.end < 0 ? this.positions.length : this.end;
  }

  /** Each group's [start, end] in code points, or null when it did not participate. */
  get raw(): RawMatch {
    const m = this.m;
    return Array.isArray(m) ? (this.m = this.re.regex.foundSpans(this.mode, m, this.positions, this.pos, this.endpos)) : m;
  }

  get string(): string {
    return this.positions.s;
  }

  /** Group g's [start, end] in code points, [-1, -1] when it did not participate; the whole
   *  match's needs no indices. */
  span(g: number): [number, number] {
    const m = this.m;
    if (g === 0 && Array.isArray(m)) return [this.positions.cp(m.index), this.positions.cp(m.index + m[0].length)];
    return this.raw.spans[g] ?? [-1, -1];
  }

  /** The text of group g, or null when it did not participate. */
  text(g: number): string | null {
    const m = this.m;
    if (Array.isArray(m)) return m[this.re.regex.t.capture[g]] ?? null;
    const sp = this.raw.spans[g];
    return sp ? this.positions.slice(sp[0], sp[1]) : null;
  }

  /** A group argument (int or name) as a group number; IndexError "no such group". */
  index(g: unknown): number {
    if (typeof g === "string") {
      const n = this.re.regex.t.groupindex.get(g);
      if (n !== undefined) return n;
    } else if (typeof g === "number" || typeof g === "boolean") {
      const n = Number(g);
      if (n >= 0 && n <= this.re.regex.t.groups) return n;
    }
    return raise(E.IndexError, "no such group");
  }

  get lastindex(): number | null {
    let best: number | null = null;
    const order = this.re.regex.t.closeOrder;
    for (let g = 1; g < this.raw.spans.length; g++) {
      const sp = this.raw.spans[g];
      if (!sp) continue;
      if (best === null) {
        best = g;
        continue;
      }
      const b = this.raw.spans[best]!;
      if (sp[1] > b[1] || (sp[1] === b[1] && order[g] > order[best])) best = g;
    }
    return best;
  }

  $repr(): string {
    const [s, e] = this.span(0);
    // CPython formats the match with %.50R: its repr cut to 50 code points.
    const shown = cutCodePoints(repr(this.text(0)), 50);
    return `<re.Match object; span=(${s}, ${e}), match=${shown}>`;
  }

  $bool(): boolean {
    return true;
  }

  $getItem(key: unknown): string | null {
    return this.text(this.index(key));
  }
}
Object.defineProperties(PyMatch.prototype, {
  $type: { value: MatchType },
  // Writable, so that a constructor can give a match its own.
  pos: { value: 0, writable: true },
  end: { value: -1, writable: true },
  mode: { value: "search", writable: true },
});

/** Match.expand(template): the template with the match's groups substituted. */
function expandTemplate(m: PyMatch, template: unknown): string {
  if (typeof template !== "string") raise(E.TypeError, `expected str instance, ${typeOf(template).name} found`);
  return expand(m.re.template(template), m);
}

function expand(parts: TemplatePart[], m: PyMatch): string {
  let out = "";
  for (const part of parts) out += typeof part === "string" ? part : (m.text(part) ?? "");
  return out;
}

function span(m: PyMatch, g: unknown): [number, number] {
  return m.span(m.index(g));
}

const group = builtin("group", "self, /, *args", (self: PyMatch, args: unknown[]) => {
  if (args.length === 0) return self.text(0);
  if (args.length === 1) return self.text(self.index(args[0]));
  return new PyTuple(args.map((g) => self.text(self.index(g))));
});
// `m.group(g)` / `m.group(a, b)` in a script (method-calls.ts): the same as the body, without the
// args arrays a `*args` builtin's call builds (about 2 us a call in QuickJS, per matching line).
group.$fixed = (arity) =>
  arity === 1 ? (self: PyMatch, g: unknown) => self.text(self.index(g)) : arity === 2 ? (self: PyMatch, a: unknown, b: unknown) => new PyTuple([self.text(self.index(a)), self.text(self.index(b))]) : null;

defineMethods(MatchType, {
  group,
  groups: builtin("groups", "self, /, default=None", (self: PyMatch, dflt: unknown) => {
    const out: unknown[] = [];
    for (let g = 1; g <= self.re.regex.t.groups; g++) out.push(self.text(g) ?? dflt);
    return new PyTuple(out);
  }),
  groupdict: builtin("groupdict", "self, /, default=None", (self: PyMatch, dflt: unknown) => {
    const d = new PyDict();
    for (const [name, g] of self.re.regex.t.groupindex) d.set(name, self.text(g) ?? dflt);
    return d;
  }),
  start: builtin("start", "self, group=0, /", (self: PyMatch, g: unknown) => span(self, g)[0]),
  end: builtin("end", "self, group=0, /", (self: PyMatch, g: unknown) => span(self, g)[1]),
  span: builtin("span", "self, group=0, /", (self: PyMatch, g: unknown) => new PyTuple(span(self, g))),
  expand: builtin("expand", "self, /, template", (self: PyMatch, template: unknown) => expandTemplate(self, template)),
});

const props: [string, (m: PyMatch) => unknown][] = [
  ["string", (m) => m.string],
  ["re", (m) => m.re],
  ["pos", (m) => m.pos],
  ["endpos", (m) => m.endpos],
  ["lastindex", (m) => m.lastindex],
  [
    "lastgroup",
    (m) => {
      const li = m.lastindex;
      if (li === null) return null;
      for (const [name, g] of m.re.regex.t.groupindex) if (g === li) return name;
      return null;
    },
  ],
  ["regs", (m) => new PyTuple(m.raw.spans.map((sp) => new PyTuple(sp ?? [-1, -1])))],
];
for (const [name, get] of props) MatchType.properties.set(name, get);
