// file_read's work, loaded on its first call (host/tools/file-read.ts defines the tool): the
// file resolved inside the root or as the permission engine grants, then its text, a window of
// its lines, or its outline when it is over the budget of one answer.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import type { PermissionEngine } from "../permissions/engine.js";
import { ToolError } from "../registry.js";
import type { Budget, FileReadInput } from "./file-read-input.js";
import { chomp, fileLines, splitLines } from "./line-stream.js";
import { outlinerFor } from "./outline.js";
import { permittedPath } from "./permitted-path.js";
import { accessError, resolveInRoot, type Root, type RootPath } from "./root-path.js";
import { showBytes } from "./show-bytes.js";
import { BINARY_PROBE_BYTES, looksBinary, regularFileStat } from "./text-file.js";

/** Outline lines shown at most; a bigger outline is cut with a note. */
const MAX_OUTLINE_LINES = 400;
/** Lines shown when a file type has no outline (or nothing in it to outline). */
const HEAD_LINES = 20;

export async function readPermitted(root: Root, permissions: PermissionEngine | undefined, input: FileReadInput, budget: Budget, signal: AbortSignal): Promise<string> {
  const target = permissions ? await permittedPath(permissions, root, "file_read", { ...input }, input.path) : await resolveInRoot(root, input.path);
  return readFile(target, input, budget, signal);
}

async function readFile(target: RootPath, input: FileReadInput, budget: Budget, signal: AbortSignal): Promise<string> {
  const shown = input.path;
  const size = await textFileSize(target.abs, shown);
  if (input.offset !== undefined || input.limit !== undefined) {
    return readWindow(fileLines(target.abs, shown, signal), input, budget);
  }
  if (size > budget.bytes) return outline(shown, fileLines(target.abs, shown, signal), size, budget);
  const bytes = await fs.readFile(target.abs, { signal }).catch((err: unknown) => {
    throw accessError(err, shown);
  });
  const text = new TextDecoder("utf-8").decode(bytes);
  const lines = splitLines(text);
  if (lines.length > budget.lines) return outline(shown, lines, size, budget);
  return input.line_numbers ? lines.map((line, i) => numbered(i + 1, line)).join("") : text;
}

/** The file's size; refuses folders, devices and binary files (a NUL byte early on, as git decides). */
async function textFileSize(abs: string, shown: string): Promise<number> {
  const stat = await regularFileStat(abs, shown);
  const head = Buffer.alloc(Math.min(BINARY_PROBE_BYTES, stat.size));
  const handle = await fs.open(abs, "r").catch((err: unknown) => {
    throw accessError(err, shown);
  });
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  if (looksBinary(head)) throw new ToolError(`binary file: ${shown} (file_read reads text files only)`);
  return stat.size;
}

/** Lines offset .. offset+limit-1, stopping at the budget with a note saying where to go on. */
async function readWindow(lines: AsyncIterable<string>, input: FileReadInput, budget: Budget): Promise<string> {
  const first = input.offset ?? 1;
  const last = input.limit === undefined ? Infinity : first + input.limit - 1;
  const out: string[] = [];
  let n = 0;
  let bytes = 0;
  for await (const line of lines) {
    n++;
    if (n < first) continue;
    if (n > last) break;
    const size = Buffer.byteLength(line);
    if (out.length >= budget.lines || bytes + size > budget.bytes) {
      const end = first + out.length - 1;
      const cut = `[file_read: stopped after line ${end}, the budget of one answer (${budget.lines} lines or ${showBytes(budget.bytes)}); read on with offset=${end + 1}]\n`;
      return out.join("") + (out.length && !out[out.length - 1]!.endsWith("\n") ? "\n" : "") + cut;
    }
    bytes += size;
    out.push(input.line_numbers ? numbered(n, line) : line);
  }
  return out.join("");
}

/** A note, then the outline lines numbered; the first lines when the type has no outline. */
async function outline(shown: string, lines: AsyncIterable<string> | Iterable<string>, size: number, budget: Budget): Promise<string> {
  const take = outlinerFor(path.basename(shown));
  const entries: string[] = [];
  const head: string[] = [];
  let n = 0;
  let more = 0;
  for await (const line of lines) {
    n++;
    if (head.length < HEAD_LINES) head.push(numbered(n, line));
    if (!take?.(chomp(line), n)) continue;
    if (entries.length < MAX_OUTLINE_LINES) entries.push(numbered(n, line));
    else more++;
  }
  const note =
    `[file_read: ${shown} has ${n} lines (${showBytes(size)}), more than one answer holds (${budget.lines} lines or ${showBytes(budget.bytes)}). ` +
    (entries.length
      ? "Its outline follows, with line numbers"
      : `${take ? "It has nothing to outline" : "There is no outline for this file type"}; its first ${head.length} lines follow`) +
    ". Read a part with offset=<first line> and limit=<number of lines>.]\n";
  const body = (entries.length ? entries : head).map((line) => (line.endsWith("\n") ? line : `${line}\n`)).join("");
  return note + body + (more ? `[${more} more outline lines not shown]\n` : "");
}

/** `cat -n`'s layout: the number right-aligned in 6 columns, a tab, the line as it is. */
function numbered(n: number, line: string): string {
  return `${String(n).padStart(6)}\t${line}`;
}
