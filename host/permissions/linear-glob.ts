// Config globs (permission rules, secret files, web host lists, mcp_tools_deny) matched on the
// host's thread in time linear in glob x value. picomatch compiles globs to backtracking regexes:
// `*a*a*a*a*a*a*a*a*a*a*b` against a long name takes minutes, and a config file is hostile input
// too. This matcher takes the part of picomatch's syntax it can match exactly as picomatch does
// (with the options the host used: `dot`, `nocase`) and refuses the rest.

import { ConfigError } from "../config/config-error.js";

/** Brace alternatives one glob may expand to (`{a,b}{c,d}...` grows exponentially), and their length. */
const MAX_ALTERNATIVES = 256;
const MAX_EXPANDED_CHARS = 4096;

/** A config problem: the CLI reports it as one. */
export class GlobSyntaxError extends ConfigError {}

export type GlobMatcher = (value: string) => boolean;

/** picomatch's options of the same names; `dot` defaults to true. */
export interface GlobOptions {
  nocase?: boolean;
  dot?: boolean;
}

/**
 * The glob as a matcher (picomatch's `dot: true`, and `nocase` when asked); throws
 * GlobSyntaxError for syntax it cannot match as picomatch does.
 */
export function compileGlob(glob: string, options: GlobOptions = {}): GlobMatcher {
  const problem = globProblem(glob);
  if (problem !== null) throw new GlobSyntaxError(`glob ${JSON.stringify(glob)}: ${problem}`);
  const dot = options.dot ?? true;
  // picomatch takes a value equal to the glob as a match, then tries its regex (`nocase`: its `i` flag).
  if (!options.nocase) {
    const matches = compile(glob, dot);
    return (value) => value === glob || matches(value);
  }
  const matches = compile(foldCase(glob), dot);
  return (value) => value === glob || matches(foldCase(value));
}

function compile(glob: string, dot: boolean): GlobMatcher {
  // picomatch drops a leading `./` from the glob.
  let body = glob;
  while (body.startsWith("./")) body = body.slice(2);
  // `a/**/**/b` is `a/**/b` to picomatch.
  const alternatives = expandBraces(body).map((alt) => alt.split("/").filter((seg, i, all) => seg !== "**" || all[i - 1] !== "**"));
  const fast = /^[.*]/.test(glob) && fastShape(body);
  const matches = (value: string, slashCut: boolean) =>
    alternatives.some((segments) => matchSegments(segments, value.split("/"), { fast, slashCut, dot }));
  const slash = fast || slashOptional(body);
  // picomatch matches no empty string.
  return (value) => value !== "" && (matches(value, false) || (slash && value.endsWith("/") && matches(value.slice(0, -1), true)));
}

/** Whether a value matches any of the globs. */
export function anyGlob(globs: readonly string[], options: GlobOptions = {}): GlobMatcher {
  const matchers = globs.map((glob) => compileGlob(glob, options));
  return (value) => matchers.some((matches) => matches(value));
}

/** Each UTF-16 unit as a regex's `i` flag (without `u`) compares it: its upper case, when that is one unit and does not turn non-ASCII into ASCII. */
function foldCase(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const upper = ch.toUpperCase();
    out += upper.length === 1 && !(ch.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128) ? upper : ch;
  }
  return out;
}

/** Shapes picomatch compiles without its parser; each gets an optional trailing `/`. */
const FAST_SHAPES = new Set(["*", ".*", "*.*", "*/*", "**", "**/*", "**/*.*", "**/.*"]);

function fastShape(body: string): boolean {
  const ext = /^(.*?)\.(\w+)$/.exec(body);
  return FAST_SHAPES.has(body) || (ext !== null && fastShape(ext[1]!));
}

/** Whether picomatch's parser lets a value end in one `/` more than the glob (its fast shapes always do). */
function slashOptional(body: string): boolean {
  // Globs without these characters take picomatch's plain path, which adds no `/`.
  return body.endsWith("*") && /(^\*|[/{}])/.test(body);
}

/** Why `glob` is refused, or null. */
export function globProblem(glob: string): string | null {
  if (/^(\.\/)*$/.test(glob)) return "the glob is empty";
  if (glob.startsWith("!")) return "negation (a leading `!`) is not supported";
  if (/[[\]]/.test(glob)) return "character classes `[...]` are not supported; list the alternatives with braces `{a,b}`";
  if (/[()|]/.test(glob)) return "`(`, `)` and `|` (extglobs, regex groups) are not supported";
  if (glob.includes("\\")) return "backslash escapes are not supported";
  if (glob.includes('"')) return "quotes are not supported";
  const braces = braceProblem(glob);
  if (braces !== null) return braces;
  const expanded = expandBraces(glob);
  if (expanded.join("").length > MAX_EXPANDED_CHARS) return `longer than ${MAX_EXPANDED_CHARS} characters with its braces expanded`;
  if (expanded.some((alt) => /[^/]\*\*|\*\*[^/]/.test(alt))) return "`**` must be a whole path segment (`a/**/b`); use `*` within a segment";
  return null;
}

function braceProblem(glob: string): string | null {
  let count = 1;
  for (const group of glob.matchAll(/\{([^}]*)\}?/g)) {
    const inner = group[1]!;
    if (!group[0].endsWith("}")) return "a `{` without its `}`";
    if (inner.includes("{")) return "nested braces are not supported";
    if (inner.includes("..")) return "`..` inside braces (a range) is not supported";
    if (!inner.includes(",")) return "braces need a comma: `{a,b}`";
    const globstar = inner.split(",").includes("/**");
    if (inner.split(",").some((alt) => alt !== "/**" && /[*?]/.test(alt))) return "wildcards inside braces are not supported, but for the alternative `/**` (`src{,/**}`)";
    if (globstar && group.index + group[0].length < glob.length) return "braces holding `/**` must end the glob";
    if ((group.index === 0 || glob[group.index - 1] === "/") && inner.split(",").includes("")) return "an empty alternative in braces that open a segment is not supported";
    count *= inner.split(",").length;
    if (count > MAX_ALTERNATIVES) return `braces expand to more than ${MAX_ALTERNATIVES} alternatives`;
  }
  if (glob.replace(/\{[^{}]*\}/g, "").includes("}")) return "a `}` without its `{`";
  return null;
}

/** Every alternative of a glob whose braces are flat and hold literals only. */
function expandBraces(glob: string): string[] {
  const group = /\{([^}]*)\}/.exec(glob);
  if (!group) return [glob];
  const head = glob.slice(0, group.index);
  const tails = expandBraces(glob.slice(group.index + group[0].length));
  return group[1]!.split(",").flatMap((alt) => tails.map((tail) => head + alt + tail));
}

const isDots = (segment: string) => segment === "." || segment === "..";

/**
 * Pattern segments against value segments: a table over (pattern, value) positions, filled
 * backwards. `fast`: the glob is one of picomatch's fast shapes; `slashCut`: the value's trailing
 * `/` was cut off (picomatch's "a character follows" checks still see it).
 */
function matchSegments(pattern: readonly string[], value: readonly string[], how: { fast: boolean; slashCut: boolean; dot: boolean }): boolean {
  const { fast, slashCut, dot } = how;
  // What a wildcard never matches: `.` and `..`, and without `dot` every name starting with `.`.
  const hidden = dot ? isDots : (segment: string) => segment.startsWith(".");
  const width = value.length + 1;
  const table = new Uint8Array((pattern.length + 1) * width);
  table[pattern.length * width + value.length] = 1;
  for (let i = pattern.length - 1; i >= 0; i--) {
    const seg = pattern[i]!;
    for (let j = value.length; j >= 0; j--) {
      const next = table[(i + 1) * width + j + 1];
      let ok: boolean;
      if (seg === "**") {
        // Where picomatch lets `**` match no segment: not after a leading `/` (`/**/b` misses `/b`),
        // and at the end not after a segment ending in `*` (`a/**` matches `a`, `a*/**` misses `ab`).
        // With `dot`, a fast shape's `**` does not take a leading `/` before a `.` or `..` (`**/.*` misses `/..`).
        const prev = i === 0 ? null : pattern[i - 1]!;
        const empty = prev === null || (prev !== "" && (i < pattern.length - 1 || !prev.endsWith("*")));
        ok =
          (empty && table[(i + 1) * width + j] === 1) ||
          (j < value.length && !hidden(value[j]!) && !(fast && dot && j === 0 && value[0] === "" && isDots(value[1] ?? "")) && (table[(i + 1) * width + j + 1] === 1 || table[i * width + j + 1] === 1));
      } else ok = j < value.length && next === 1 && segmentMatches(seg, value[j]!, { last: !slashCut && j === value.length - 1, fastEnd: fast && i === pattern.length - 1, hidden, dot });
      table[i * width + j] = ok ? 1 : 0;
    }
  }
  return table[0] === 1;
}

/** One segment with `*` and `?`: a row of reachable pattern positions per character of the value. */
function segmentMatches(pattern: string, text: string, how: { last: boolean; fastEnd: boolean; hidden: (segment: string) => boolean; dot: boolean }): boolean {
  const { last, fastEnd, hidden, dot } = how;
  // A `*`-led segment never matches `.` or `..`, nor an empty last segment; a `.*`-led one
  // never matches a last `.`, nor `.` or `..` unless it ends a fast shape (`.*`, `**/.*`).
  if (pattern.startsWith("*") && (hidden(text) || (text === "" && last))) return false;
  if (!dot && pattern.startsWith("?") && text.startsWith(".")) return false;
  if (pattern.startsWith(".*") && ((isDots(text) && !fastEnd) || (text === "." && last))) return false;
  // The fast `*.*` wants a character after its dot, if only the cut `/`.
  if (fastEnd && pattern === "*.*" && last && !/\.[^]/.test(text)) return false;
  if (!/[*?]/.test(pattern)) return pattern === text;
  // reach[k]: pattern[0..k) can match the text read so far.
  let reach = new Uint8Array(pattern.length + 1);
  let next = new Uint8Array(pattern.length + 1);
  reach[0] = 1;
  starClose(pattern, reach);
  // By UTF-16 unit, as picomatch's regexes (no `u` flag) read.
  for (let c = 0; c < text.length; c++) {
    const ch = text[c];
    next.fill(0);
    for (let k = 0; k < pattern.length; k++) {
      if (!reach[k]) continue;
      const p = pattern[k];
      if (p === "*") next[k] = 1;
      else if (p === "?" || p === ch) next[k + 1] = 1;
    }
    starClose(pattern, next);
    [reach, next] = [next, reach];
  }
  return reach[pattern.length] === 1;
}

/** A `*` may match nothing: a reached `*` reaches what follows it. */
function starClose(pattern: string, row: Uint8Array): void {
  for (let k = 0; k < pattern.length; k++) if (row[k] && pattern[k] === "*") row[k + 1] = 1;
}
