// Script lines and tracebacks from JS stacks. The program registers its line table and function
// names at start (`program()`); frames of functions named `$fN` in the program's file map back to
// script lines, so nothing is tracked while the script runs (except the frames a rejection
// passes while they wait in an `await`, see await-frames.ts).

import { PyBaseException, SCRIPT_FILE, exceptionOnlyLines, groupExceptions, isGroup, type ScriptFrame } from "../values/index.js";
import { raiseSites, wasRaised, type RaiseSite } from "./errors.js";

export interface Frame extends ScriptFrame {
  /** N of the JS function `$fN`. */
  fn: number;
}

// `$fNg` is the JS generator holding the body of generator function N (emit-generator.ts).
const FRAME = /^\s*at (?:async )?\$f(\d+)g? \((.*?):(\d+)(?::\d+)?\)\s*$/;

export class ProgramMap {
  private file: string | null = null;
  private base = 0;
  /** `[lines, names, heads]` as the program's JSON text until first read (tables()). */
  private tablesJson = "[[],[],[]]";
  private lines: number[] = [];
  private names: string[] = [];
  private heads: number[] = [];
  /**
   * An Error whose stack has a `$f0` frame at the program's first line, read at the first
   * traceback: a flow that raises nothing never reads it.
   */
  private probe: Error | undefined;

  /**
   * The program is text evaluated as `probe`'s function was: its frames are in the same file,
   * from line 1. Its start then makes no Error of its own (building one's stack cost ~20 us).
   */
  evaluatedLike(probe: Error): void {
    this.probe = probe;
  }

  /**
   * Called from the program's first line with its tables as JSON, `[lines, names, heads]`: the
   * script line of each JS line, the function names, the JS line of each function's header.
   * `probe()` makes an Error there unless evaluatedLike gave one.
   */
  register(tablesJson: string, probe: () => Error): void {
    this.tablesJson = tablesJson;
    this.probe ??= probe();
  }

  /** Where the program's own frames are (its file, the JS line its first line is at), and its tables. */
  private locate(): void {
    if (this.tablesJson) [this.lines, this.names, this.heads] = JSON.parse(this.tablesJson) as [number[], string[], number[]];
    this.tablesJson = "";
    const probe = this.probe;
    if (!probe) return;
    this.probe = undefined;
    for (const l of (probe.stack ?? "").split("\n")) {
      const m = FRAME.exec(l);
      if (m && m[1] === "0") {
        this.file = m[2];
        this.base = Number(m[3]) - 1;
        return;
      }
    }
  }

  /** The script frames of a JS stack, outermost first. */
  frames(stack: string): Frame[] {
    this.locate();
    const out: Frame[] = [];
    for (const l of stack.split("\n")) {
      const m = FRAME.exec(l);
      if (!m || m[2] !== this.file) continue;
      const jsLine = Number(m[3]) - this.base;
      const fn = Number(m[1]);
      // A frame at its own header has not started running: the call failed on entry.
      if (jsLine === this.heads[fn]) continue;
      const line = this.lines[jsLine - 1];
      const name = this.names[fn];
      if (line && name !== undefined) out.push({ line, name, fn });
    }
    return out.reverse();
  }

  /** A raise's script frames, outermost first: the suspended awaiting frames, then its JS stack's. */
  siteFrames(site: RaiseSite): Frame[] {
    this.locate();
    const outer = site.outer.map(({ fn, line }) => ({ fn, line, name: this.names[fn] ?? "?" })).reverse();
    return [...outer, ...this.frames(site.stack)];
  }
}

/** How many outermost frames two frame lists share, by function name. */
function sharedPrefix(a: ScriptFrame[], b: ScriptFrame[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n].name === b[n].name) n++;
  return n;
}

/**
 * The script frames of an exception, outermost first. A re-raise (`raise e` of a caught
 * exception) puts its own frames above the ones kept from the frame that caught it, as CPython.
 */
export function exceptionFrames(e: PyBaseException, map: ProgramMap): Frame[] {
  const [first, ...reraises] = raiseSites(e);
  let frames = map.siteFrames(first);
  for (const site of reraises) {
    const outer = map.siteFrames(site);
    frames = [...outer, ...frames.slice(Math.max(sharedPrefix(outer, frames) - 1, 0))];
  }
  return frames;
}

function frameLines(frames: ScriptFrame[]): string[] {
  const out: string[] = [];
  let prev = "";
  let repeat = 0;
  const flush = () => {
    if (repeat > 3) out.push(`  [Previous line repeated ${repeat - 3} more time${repeat - 3 === 1 ? "" : "s"}]`);
  };
  for (const f of frames) {
    const text = `  File "${SCRIPT_FILE}", line ${f.line}, in ${f.name}`;
    if (text === prev) {
      repeat++;
      if (repeat <= 3) out.push(text);
      continue;
    }
    flush();
    prev = text;
    repeat = 1;
    out.push(text);
  }
  flush();
  return out;
}

/** CPython's _ExceptionPrintContext: how deep in exception-group boxes the text is. */
interface PrintContext {
  seen: Set<PyBaseException>;
  depth: number;
  needClose: boolean;
}

/** Lines at the context's indentation: inside a group each starts with `| ` (or `+ `). */
function emit(ctx: PrintContext, lines: string[], margin = "|"): string[] {
  const indent = " ".repeat(2 * ctx.depth) + (ctx.depth ? `${margin} ` : "");
  return lines.map((l) => indent + l);
}

/** CPython's `max_group_width`: sub-exceptions shown before "and N more exceptions". */
const MAX_GROUP_WIDTH = 15;
/** CPython's `max_group_depth`: groups nested deeper show as one line (and 5,000 nested groups stay small). */
const MAX_GROUP_DEPTH = 10;

/**
 * One exception's part of a traceback, chained causes/contexts first. A chained exception was
 * caught by a frame of the one it leads to (`raisedBy`, that exception's frames): as in
 * CPython, its traceback starts at the catching frame, the last one the two share. An exception
 * group shows its sub-exceptions in numbered boxes, as traceback.TracebackException does.
 */
function formatException(e: PyBaseException, map: ProgramMap, ctx: PrintContext, out: string[], raisedBy?: ScriptFrame[], handled = false): void {
  ctx.seen.add(e);
  // The uncaught exception was raised, and so was a context (the one being handled, even where
  // no script handler caught it: a finally, an ExitStack); a cause or a group's member may never have been.
  const all = raisedBy === undefined || handled || wasRaised(e) ? exceptionFrames(e, map) : [];
  // Lines go straight into `out`: a chain thousands deep copied its lines once per level.
  if (e.cause && !ctx.seen.has(e.cause)) {
    formatException(e.cause, map, ctx, out, all);
    out.push(...emit(ctx, ["", "The above exception was the direct cause of the following exception:", ""]));
  } else if (e.context && !e.suppressContext && !ctx.seen.has(e.context)) {
    formatException(e.context, map, ctx, out, all, true);
    out.push(...emit(ctx, ["", "During handling of the above exception, another exception occurred:", ""]));
  }
  const only = exceptionOnlyLines(e);
  const frames = frameLines(raisedBy ? all.slice(Math.max(sharedPrefix(all, raisedBy) - 1, 0)) : all);
  if (!isGroup(e)) {
    if (frames.length) out.push(...emit(ctx, ["Traceback (most recent call last):", ...frames]));
    out.push(...emit(ctx, only));
    return;
  }
  if (ctx.depth > MAX_GROUP_DEPTH) {
    out.push(...emit(ctx, [`... (max_group_depth is ${MAX_GROUP_DEPTH})`]));
    return;
  }
  const top = ctx.depth === 0;
  if (top) ctx.depth++;
  if (frames.length) out.push(...emit(ctx, ["Exception Group Traceback (most recent call last):"], top ? "+" : "|"), ...emit(ctx, frames));
  out.push(...emit(ctx, only));
  const subs = groupExceptions(e);
  const n = Math.min(subs.length, MAX_GROUP_WIDTH + 1);
  ctx.needClose = false;
  for (let i = 0; i < n; i++) {
    const last = i === n - 1;
    if (last) ctx.needClose = true;
    const truncated = i >= MAX_GROUP_WIDTH;
    out.push(`${" ".repeat(2 * ctx.depth)}${i === 0 ? "+-" : "  "}+---------------- ${truncated ? "..." : i + 1} ----------------`);
    ctx.depth++;
    if (truncated) {
      const more = subs.length - MAX_GROUP_WIDTH;
      out.push(...emit(ctx, [`and ${more} more exception${more === 1 ? "" : "s"}`]));
    } else {
      formatException(subs[i], map, ctx, out, all);
    }
    if (last && ctx.needClose) {
      out.push(`${" ".repeat(2 * ctx.depth)}+------------------------------------`);
      ctx.needClose = false;
    }
    ctx.depth--;
  }
  if (top) ctx.depth = 0;
}

/** CPython's traceback text for an uncaught exception. */
export function formatTraceback(e: PyBaseException, map: ProgramMap): string {
  const out: string[] = [];
  formatException(e, map, { seen: new Set(), depth: 0, needClose: false }, out);
  return `${out.join("\n")}\n`;
}

/**
 * CPython's print_exception text for `e` handled in the innermost of `caughtIn` (logging's
 * exc_info): like a chained exception's, its traceback starts at the frame the two share, the one
 * that caught it. Without the last newline, as logging.Formatter.formatException keeps it.
 */
export function handledTraceback(e: PyBaseException, map: ProgramMap, caughtIn: ScriptFrame[]): string {
  const out: string[] = [];
  formatException(e, map, { seen: new Set(), depth: 0, needClose: false }, out, caughtIn);
  return out.join("\n");
}

/** traceback.print_stack's text for `frames`, outermost first, without the last newline (logging's stack_info). */
export function stackText(frames: ScriptFrame[]): string {
  return frameLines(frames).join("\n");
}

/** The innermost script line of a list of frames, or null. */
export function innermostLine(frames: Frame[]): number | null {
  return frames.length ? frames[frames.length - 1].line : null;
}
