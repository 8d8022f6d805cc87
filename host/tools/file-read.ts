// The live `file_read` tool: returns a text file inside the root, a window of its lines, with
// line numbers on request, and for a file over the budget (config `tools.file_read`) its
// structural outline with line numbers instead of the body, so the caller can ask for a window.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import * as z from "zod";
import type { PermissionEngine } from "../permissions/engine.js";
import { ToolError, type ToolDefinition } from "../registry.js";
import { withInputSchema, parseToolArgs } from "./args.js";
import { chomp, fileLines, splitLines } from "./line-stream.js";
import { outlinerFor } from "./outline.js";
import { permittedPath } from "./permitted-path.js";
import { accessError, resolveInRoot, type Root, type RootPath } from "./root-path.js";
import { BINARY_PROBE_BYTES, looksBinary, regularFileStat } from "./text-file.js";

export const FileReadInputSchema = z
  .object({
    path: z.string().min(1).describe("File path, relative to the project root (or absolute inside it)"),
    offset: z.number().int().min(1).optional().describe("First line to return, 1-based (default 1)"),
    limit: z.number().int().min(1).optional().describe("Number of lines to return (default: to the end, within the budget)"),
    line_numbers: z.boolean().default(false).describe("Prefix each line with its number, as `cat -n` does (6-wide, then a tab)"),
  })
  .strict();
export type FileReadInput = z.infer<typeof FileReadInputSchema>;

export interface FileReadOptions {
  /** Decides each path (outside the root too when a rule grants it); without it, the root confines. */
  permissions?: PermissionEngine;
  /** Budget of one answer (config `tools.file_read.max_bytes`, default 1 MiB). */
  maxBytes?: number;
  /** Budget of one answer (config `tools.file_read.max_lines`, default 20,000). */
  maxLines?: number;
}

export const FILE_READ_DEFAULTS = { maxBytes: 1024 * 1024, maxLines: 20_000 } as const;

/** Outline lines shown at most; a bigger outline is cut with a note. */
const MAX_OUTLINE_LINES = 400;
/** Lines shown when a file type has no outline (or nothing in it to outline). */
const HEAD_LINES = 20;

interface Budget {
  bytes: number;
  lines: number;
}

export function fileReadTool(root: Root, options: FileReadOptions = {}): ToolDefinition {
  const budget: Budget = { bytes: options.maxBytes ?? FILE_READ_DEFAULTS.maxBytes, lines: options.maxLines ?? FILE_READ_DEFAULTS.maxLines };
  return withInputSchema(FileReadInputSchema, {
    name: "file_read",
    category: "file_read",
    idempotent: true,
    output: "text",
    description:
      `Read a UTF-8 text file inside the project root; the text is the file's content as is. \`offset\` (1-based) and \`limit\` select lines; ` +
      `line_numbers=True prefixes each line with its number (\`cat -n\` style). A file over ${budget.lines} lines or ${showBytes(budget.bytes)} ` +
      "read without offset/limit returns an outline (headings, classes, functions, keys) with line numbers instead, after a note starting `[file_read:`.",
    handler: async (args, ctx) => {
      const input = parseToolArgs("file_read", FileReadInputSchema, args);
      const target = options.permissions
        ? await permittedPath(options.permissions, root, "file_read", { ...input }, input.path)
        : await resolveInRoot(root, input.path);
      return readFile(target, input, budget, ctx.signal);
    },
  });
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

function showBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${+(bytes / 1024).toFixed(1)} KiB`;
  return `${+(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
