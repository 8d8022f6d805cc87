// grep's search, loaded on its first call (host/tools/grep.ts defines the tool): the files
// under the searched paths, each file's visible lines through the matcher thread, rendered in
// ripgrep's form.
import * as path from "node:path";
import type { PermissionEngine, SearchFilter } from "../permissions/engine.js";
import { ToolError } from "../registry.js";
import type { GrepInput } from "./grep-input.js";
import { LineMatcher } from "./line-matcher.js";
import { PathPattern } from "./path-pattern.js";
import { compilePattern } from "./regex.js";
import type { Root } from "./root-path.js";
import { searchStarts, searchedFiles, type FoundFile } from "./search-paths.js";
import { readTextFile } from "./text-file.js";

/** Longer lines are cut in the output so one minified file cannot fill the envelope. */
const MAX_LINE_CHARS = 400;

export async function grep(root: Root, input: GrepInput, signal: AbortSignal, permissions?: PermissionEngine): Promise<string> {
  const regex = compilePattern(input.pattern, input.ignore_case);
  const starts = await searchStarts(root, "grep", input, permissions);
  const filter = permissions?.searchFilter("grep");
  const files = await searchedFiles(root, starts, signal, filter, globPattern(input.glob, input.exclude), "grep");
  const matcher = new LineMatcher(regex, input.pattern, signal);
  try {
    return await search(root, files, matcher, input, signal, filter);
  } finally {
    matcher.close();
  }
}

async function search(
  root: Root,
  files: FoundFile[],
  matcher: LineMatcher,
  input: GrepInput,
  signal: AbortSignal,
  filter: SearchFilter | undefined,
): Promise<string> {
  const out: string[] = [];
  let shown = 0;
  let total = 0;
  for (const { rel, shown: shownPath } of files) {
    if (signal.aborted) throw new ToolError("cancelled");
    const lines = await textLines(path.join(root.real, rel), shownPath, signal);
    if (!lines) continue;
    // A line holding a secret word is never shown, neither as a match nor as context, and never
    // reaches the matcher: the time a pattern takes must not tell anything about it.
    const secret = filter ? new Set(lines.flatMap((line, i) => (filter.hidesLine(line) ? [i] : []))) : NO_LINES;
    const hits = await matchVisible(matcher, lines, secret);
    total += hits.length;
    const room = input.max_matches - shown;
    if (room <= 0 || hits.length === 0) continue;
    const kept = hits.slice(0, room);
    shown += kept.length;
    if (input.context > 0 && out.length > 0) out.push("--");
    out.push(...render(shownPath, lines, kept, new Set(hits), input.context, secret));
  }
  if (total > shown) {
    out.push(`[${total - shown} more matching lines not shown (max_matches=${input.max_matches}); narrow the pattern, path or glob]`);
  }
  return out.join("\n");
}

/** The lines `matcher` finds, given only the lines that are not `hidden` (indexes into `lines`). */
async function matchVisible(matcher: LineMatcher, lines: string[], hidden: ReadonlySet<number>): Promise<number[]> {
  if (hidden.size === 0) return matcher.match(lines);
  const visible = lines.flatMap((_, i) => (hidden.has(i) ? [] : [i]));
  if (visible.length === 0) return [];
  return (await matcher.match(visible.map((i) => lines[i]!))).map((j) => visible[j]!);
}

/** `glob` and `exclude` as one pattern; a glob without a slash names files at any depth, as ripgrep's --glob does. */
function globPattern(globs: GrepInput["glob"], excluded: GrepInput["exclude"]): PathPattern | undefined {
  if (globs === undefined && excluded === undefined) return undefined;
  const list = typeof globs === "string" ? [globs] : (globs ?? []);
  const include = list.filter((g) => !g.startsWith("!"));
  const exclude = [...list.filter((g) => g.startsWith("!")).map((g) => g.slice(1)), ...(typeof excluded === "string" ? [excluded] : (excluded ?? []))];
  const anyDepth = (g: string) => (g.includes("/") ? g.replace(/^\.?\//, "") : `**/${g}`);
  return new PathPattern(include.map(anyDepth), exclude.map(anyDepth));
}

/** The file's lines without their endings; null for files grep skips (binary, too large). */
async function textLines(abs: string, rel: string, signal: AbortSignal): Promise<string[] | null> {
  const file = await readTextFile(abs, rel, signal);
  if (file.kind !== "text") return null;
  const lines = file.text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines.map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
}

const NO_LINES: ReadonlySet<number> = new Set();

function render(rel: string, lines: string[], hits: number[], isHit: Set<number>, context: number, secret: ReadonlySet<number>): string[] {
  const out: string[] = [];
  let last = -1;
  for (const hit of hits) {
    const from = Math.max(hit - context, last + 1);
    if (context > 0 && last >= 0 && from > last + 1) out.push("--");
    const to = Math.min(hit + context, lines.length - 1);
    for (let i = from; i <= to; i++) {
      if (i <= last) continue;
      const sep = isHit.has(i) ? ":" : "-";
      out.push(`${rel}${sep}${i + 1}${sep}${secret.has(i) ? "[line hidden: it holds a secret]" : clip(lines[i]!)}`);
      last = i;
    }
  }
  return out;
}

function clip(line: string): string {
  return line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}... [${line.length - MAX_LINE_CHARS} more chars]` : line;
}
